package io.cis.engine.cpe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Which NVD criteria cover a component's CPE. The criteria are those of real records of the sample feeds: the API 2.0
 * record of CVE-2024-3094 (xz 5.6.0 and 5.6.1 by exact version) and the CVE 5 record of CVE-2025-21631 (Linux kernel
 * ranges per stable branch).
 */
class PreparedCriteriaTest {

    private static final PreparedCriteria XZ = PreparedCriteria.of(new CpeCriteriaRecord(List.of(
            new CpeCriterion("CVE-2024-3094", "cpe:2.3:a:tukaani:xz:5.6.0:*:*:*:*:*:*:*", "", "", "", ""),
            new CpeCriterion("CVE-2024-3094", "cpe:2.3:a:tukaani:xz:5.6.1:*:*:*:*:*:*:*", "", "", "", ""))));

    private static final PreparedCriteria KERNEL = PreparedCriteria.of(new CpeCriteriaRecord(List.of(
            new CpeCriterion("CVE-2025-21631", "cpe:2.3:o:linux:linux_kernel:*:*:*:*:*:*:*:*", "5.15.168", "", "", "5.15.177"),
            new CpeCriterion("CVE-2025-21631", "cpe:2.3:o:linux:linux_kernel:*:*:*:*:*:*:*:*", "6.1.113", "", "", "6.1.125"),
            new CpeCriterion("CVE-2025-21631", "cpe:2.3:o:linux:linux_kernel:6.13:rc1:*:*:*:*:*:*", "", "", "", ""),
            new CpeCriterion("CVE-2099-0001", "cpe:2.3:o:linux:linux_kernel:*:*:*:*:*:*:*:*", "", "5.0", "5.4", ""))));

    private static Map<String, List<String>> match(PreparedCriteria criteria, String cpe) {
        return criteria.matching(CpeName.parse(cpe).orElseThrow());
    }

    @Test
    void anExactVersionCriterionCoversThatVersionOnly() {
        assertThat(match(XZ, "cpe:2.3:a:tukaani:xz:5.6.1:*:*:*:*:*:*:*")).containsOnlyKeys("CVE-2024-3094");
        assertThat(match(XZ, "cpe:2.3:a:tukaani:xz:5.6.0:*:*:*:*:*:*:*").get("CVE-2024-3094")).isEmpty();
        assertThat(match(XZ, "cpe:2.3:a:tukaani:xz:5.4.6:*:*:*:*:*:*:*")).isEmpty();
        assertThat(match(XZ, "cpe:2.3:a:tukaani:xz:5.6.2:*:*:*:*:*:*:*")).isEmpty();
    }

    @Test
    void anySbomSpellingOfTheNameMatches() {
        // Yocto's ANY part and vendor, a CPE 2.2 URI, upper case
        assertThat(match(XZ, "cpe:2.3:*:*:xz:5.6.1:*:*:*:*:*:*:*")).containsOnlyKeys("CVE-2024-3094");
        assertThat(match(XZ, "cpe:/a:tukaani:xz:5.6.0")).containsOnlyKeys("CVE-2024-3094");
        assertThat(match(XZ, "cpe:2.3:a:TUKAANI:XZ:5.6.0:*:*:*:*:*:*:*")).containsOnlyKeys("CVE-2024-3094");
        // another vendor's product of the same name, or another part, is another product
        assertThat(match(XZ, "cpe:2.3:a:someone:xz:5.6.0:*:*:*:*:*:*:*")).isEmpty();
        assertThat(match(XZ, "cpe:2.3:o:tukaani:xz:5.6.0:*:*:*:*:*:*:*")).isEmpty();
        assertThat(XZ.knowsVendorOf(CpeName.parse("cpe:2.3:a:someone:xz:5.6.0:*:*:*:*:*:*:*").orElseThrow())).isFalse();
    }

    @Test
    void aRangeCoversFromItsStartToBelowItsFixAndGivesTheFix() {
        assertThat(match(KERNEL, "cpe:2.3:o:linux:linux_kernel:5.15.168:*:*:*:*:*:*:*"))
                .containsEntry("CVE-2025-21631", List.of("5.15.177"));
        assertThat(match(KERNEL, "cpe:2.3:o:linux:linux_kernel:5.15.176:*:*:*:*:*:*:*")).containsKey("CVE-2025-21631");
        assertThat(match(KERNEL, "cpe:2.3:o:linux:linux_kernel:5.15.177:*:*:*:*:*:*:*")).doesNotContainKey("CVE-2025-21631");
        assertThat(match(KERNEL, "cpe:2.3:o:linux:linux_kernel:5.15.167:*:*:*:*:*:*:*")).doesNotContainKey("CVE-2025-21631");
        assertThat(match(KERNEL, "cpe:2.3:o:linux:linux_kernel:6.1.124:*:*:*:*:*:*:*"))
                .containsEntry("CVE-2025-21631", List.of("6.1.125"));
        assertThat(match(KERNEL, "cpe:2.3:o:linux:linux_kernel:6.6.1:*:*:*:*:*:*:*")).doesNotContainKey("CVE-2025-21631");
    }

    @Test
    void exclusiveStartsAndInclusiveEndsHoldAndStateNoFix() {
        assertThat(match(KERNEL, "cpe:2.3:o:linux:linux_kernel:5.0:*:*:*:*:*:*:*")).doesNotContainKey("CVE-2099-0001");
        assertThat(match(KERNEL, "cpe:2.3:o:linux:linux_kernel:5.0.1:*:*:*:*:*:*:*")).containsEntry("CVE-2099-0001", List.of());
        assertThat(match(KERNEL, "cpe:2.3:o:linux:linux_kernel:5.4:*:*:*:*:*:*:*")).containsKey("CVE-2099-0001");
        assertThat(match(KERNEL, "cpe:2.3:o:linux:linux_kernel:5.4.1:*:*:*:*:*:*:*")).doesNotContainKey("CVE-2099-0001");
    }

    @Test
    void anUpdateTheCriterionNamesMustNotContradictTheNames() {
        assertThat(match(KERNEL, "cpe:2.3:o:linux:linux_kernel:6.13:rc1:*:*:*:*:*:*")).containsKey("CVE-2025-21631");
        // a name that does not state the update may be it: listed rather than missed
        assertThat(match(KERNEL, "cpe:2.3:o:linux:linux_kernel:6.13:*:*:*:*:*:*:*")).containsKey("CVE-2025-21631");
        assertThat(match(KERNEL, "cpe:2.3:o:linux:linux_kernel:6.13:rc2:*:*:*:*:*:*")).doesNotContainKey("CVE-2025-21631");
    }
}
