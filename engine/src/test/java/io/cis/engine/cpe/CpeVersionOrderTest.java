package io.cis.engine.cpe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Free-form CPE versions in the order NVD's ranges mean them. */
class CpeVersionOrderTest {

    private static final CpeVersionOrder ORDER = CpeVersionOrder.INSTANCE;

    @Test
    void lettersAfterANumberArePatchLevelsAboveTheBareVersion() {
        assertThat(ORDER.compare("1.1.1", "1.1.1a")).isNegative();
        assertThat(ORDER.compare("1.1.1k", "1.1.1l")).isNegative();
        assertThat(ORDER.compare("1.1.1w", "1.1.2")).isNegative();
        assertThat(ORDER.compare("9.11.3", "9.11.3-P1")).isNegative();
        assertThat(ORDER.compare("9.11.3-P1", "9.11.4")).isNegative();
    }

    @Test
    void preReleaseWordsAreBelowTheRelease() {
        assertThat(ORDER.compare("2.0rc1", "2.0")).isNegative();
        assertThat(ORDER.compare("2.0-beta", "2.0")).isNegative();
        assertThat(ORDER.compare("2.0a1", "2.0")).isNegative();
        assertThat(ORDER.compare("2.0alpha2", "2.0beta1")).isNegative();
        assertThat(ORDER.compare("2.0rc1", "1.9.9")).isPositive();
    }

    @Test
    void numbersCompareByValueAndTrailingZerosAreEqual() {
        assertThat(ORDER.compare("5.4.291", "5.10.235")).isNegative();
        assertThat(ORDER.compare("5.15.177", "5.15.20")).isPositive();
        assertThat(ORDER.compare("1.0", "1.0.0")).isZero();
        assertThat(ORDER.compare("v1.2", "1.2")).isZero();
        assertThat(ORDER.compare("01.2", "1.2")).isZero();
        assertThat(ORDER.compare("20240101", "9")).isPositive();
    }

    @Test
    void sortingIsConsistentWhateverTheInputOrder() {
        List<String> ordered = List.of("0.9", "1.0rc1", "1.0", "1.0.0a", "1.0.1", "1.0.1a", "1.0.2beta", "1.0.2",
                "1.0.2-p1", "1.1", "1.10", "2.0.0");
        Random random = new Random(7);
        for (int i = 0; i < 20; i++) {
            List<String> shuffled = new ArrayList<>(ordered);
            Collections.shuffle(shuffled, random);
            shuffled.sort(ORDER);
            assertThat(shuffled).containsExactlyElementsOf(ordered);
        }
        for (String a : ordered) {
            for (String b : ordered) {
                assertThat(Integer.signum(ORDER.compare(a, b))).as(a + " vs " + b).isEqualTo(-Integer.signum(ORDER.compare(b, a)));
            }
        }
    }
}
