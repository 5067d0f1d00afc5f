package io.cis.http.v3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** E1's {@code limit}, {@code offset} and flag rules; the sample data has no component with over 1,000 releases. */
class ReleaseQueryTest {

    @Test
    void limitDefaultsTo50AndIsClampedAt1000() {
        assertThat(ReleaseQuery.limit(null)).isEqualTo(50);
        assertThat(ReleaseQuery.limit(" ")).isEqualTo(50);
        assertThat(ReleaseQuery.limit("1")).isEqualTo(1);
        assertThat(ReleaseQuery.limit("1000")).isEqualTo(1000);
        assertThat(ReleaseQuery.limit("1001")).isEqualTo(1000);
        assertThat(ReleaseQuery.limit("99999999999999999999999")).isEqualTo(1000);
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-1", "ten", "1.5", "-99999999999999999999999"})
    void aLimitBelowOneOrNotAWholeNumberIsAnInvalidQuery(String limit) {
        assertThatThrownBy(() -> ReleaseQuery.limit(limit)).isInstanceOfSatisfying(V3Exception.class,
                e -> assertThat(e.code()).isEqualTo(V3ErrorCode.INVALID_QUERY));
    }

    @Test
    void offsetDefaultsToZeroAndMustNotBeNegative() {
        assertThat(ReleaseQuery.offset(null)).isZero();
        assertThat(ReleaseQuery.offset("7")).isEqualTo(7);
        assertThatThrownBy(() -> ReleaseQuery.offset("-1")).isInstanceOf(V3Exception.class);
    }

    @Test
    void flagsAreTrueOrFalseInAnyCase() {
        assertThat(ReleaseQuery.flag("show_related_results", "TRUE")).isTrue();
        assertThat(ReleaseQuery.flag("show_related_results", "false")).isFalse();
        assertThat(ReleaseQuery.flag("show_related_results", null)).isFalse();
        assertThatThrownBy(() -> ReleaseQuery.flag("show_related_results", "yes")).isInstanceOf(V3Exception.class);
    }
}
