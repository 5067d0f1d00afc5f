package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** rpm's order against rpm's own {@code tests/rpmvercmp.at} cases (converted to {@code rpm-rpmvercmp.txt}). */
class RpmVersionReferenceTest {

    private static final VersionScheme<RpmVersion> RPM = VersionSchemes.RPM;

    @Test
    void everyRpmvercmpReferenceCaseHolds() {
        List<String> lines = ReferenceCases.lines("rpm-rpmvercmp.txt");
        List<String> failures = new ArrayList<>();
        for (String line : lines) {
            String[] f = line.split(" ");
            int got = RpmVersion.rpmvercmp(f[0], f[1]);
            if (got != Integer.parseInt(f[2])) {
                failures.add(line + " gave " + got);
            }
        }
        assertThat(lines).hasSize(69);
        assertThat(failures).isEmpty();
    }

    @ParameterizedTest(name = "{0} < {1}")
    @CsvSource(delimiter = '|', textBlock = """
            3.0.7-24.el9         | 3.0.7-25.el9
            3.0.7-25.el9         | 1:3.0.7-24.el9
            1:3.0.7-24.el9       | 1:3.0.7-24.el9_3
            1.0~rc1-1            | 1.0-1
            1.0-1                | 1.0^git1-1
            1.0^git1-1           | 1.0.1-1
            2.34-83.el9_3.7      | 2.34-83.el9_3.12
            5.1.8-9.el9          | 5.1.8-10.el9
            1.0                  | 1.0-1
            """)
    void epochVersionReleaseOrderAsRpm(String lower, String higher) {
        assertThat(RPM.compare(lower, higher)).isNegative();
        assertThat(RPM.compare(higher, lower)).isPositive();
    }

    @Test
    void whatRpmCannotReadIsUnparseable() {
        assertThat(RPM.isValid("")).isFalse();
        assertThat(RPM.isValid("1:")).isFalse();
        assertThat(RPM.isValid("-1")).isFalse();
        assertThat(RPM.isValid("1.0 -1")).isFalse();
        assertThat(RPM.isValid("99999999999:1.0-1")).isFalse();
        assertThat(RPM.parseOrNull("2:1.0-3.el9")).isEqualTo(new RpmVersion(2, "1.0", "3.el9"));
    }
}
