package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** apk-tools' order against apk-tools' own {@code test/version.data} (kept verbatim as {@code apk-version.data}). */
class ApkVersionReferenceTest {

    private static final VersionScheme<ApkVersion> APK = VersionSchemes.APK;

    @Test
    void everyValidApkReferenceCaseHolds() {
        List<String> lines = ReferenceCases.lines("apk-version.data");
        List<String> failures = new ArrayList<>();
        List<String> invalid = new ArrayList<>();
        for (String line : lines) {
            String[] f = line.split("\\s+");
            ApkVersion a = APK.parseOrNull(f[0]);
            ApkVersion b = APK.parseOrNull(f[2]);
            if (a == null || b == null) {
                invalid.add(line);
                continue;
            }
            int expected = ReferenceCases.signOf(f[1]);
            if (Integer.signum(a.compareTo(b)) != expected || Integer.signum(b.compareTo(a)) != -expected) {
                failures.add(line + " compared " + a.compareTo(b));
            }
        }
        assertThat(lines).hasSize(729);
        // The two cases apk-tools itself marks or treats as invalid versions (an unknown suffix, two letters).
        assertThat(invalid).containsExactly("23_foo > 4_beta", "1.0 < 1.0bc\t\t# invalid. do string sort");
        assertThat(failures).isEmpty();
    }

    @Test
    void alpineRevisionsAndSuffixesOrderAsApk() {
        assertThat(APK.compare("1.36.1-r2", "1.36.1-r10")).isNegative();
        assertThat(APK.compare("1.1.1q-r0", "1.1.1t-r0")).isNegative();
        assertThat(APK.compare("3.0.8-r0", "3.0.8-r1")).isNegative();
        assertThat(APK.compare("1.2_rc1", "1.2")).isNegative();
        assertThat(APK.sort(List.of("1.2.1", "1.2a", "1.2_p1", "1.2-r0", "1.2", "1.2_rc1")))
                .containsExactly("1.2_rc1", "1.2", "1.2-r0", "1.2_p1", "1.2a", "1.2.1");
        assertThat(APK.isValid("1.2-R1")).isFalse();
        assertThat(APK.isValid("1.2_foo")).isFalse();
        assertThat(APK.isValid("v1.2")).isFalse();
        assertThat(APK.isValid("1..2")).isFalse();
        assertThat(APK.isValid("1.2-r")).isFalse();
    }
}
