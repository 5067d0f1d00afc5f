package io.cis.bench.scale;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;

/**
 * Writes CISA's Known Exploited Vulnerabilities CSV, {@code kev/known_exploited_vulnerabilities.csv}, with CISA's
 * header and RFC 4180 quoting, for the CVEs picked as exploited.
 */
final class KevWriter {

    /** One exploited CVE with what its row names. */
    record Entry(String cve, String vendor, String product, String weakness, String cwe, LocalDate added) {
    }

    private static final String HEADER = "cveID,vendorProject,product,vulnerabilityName,dateAdded,shortDescription,"
            + "requiredAction,dueDate,knownRansomwareCampaignUse,notes,cwes";

    void write(Path feedsRoot, List<Entry> entries) throws IOException {
        Path dir = feedsRoot.resolve("kev");
        Files.createDirectories(dir);
        try (Writer csv = Files.newBufferedWriter(dir.resolve("known_exploited_vulnerabilities.csv"), StandardCharsets.UTF_8)) {
            csv.write(HEADER + "\n");
            for (Entry entry : entries) {
                String name = entry.vendor() + " " + entry.product() + " " + entry.weakness() + " Vulnerability";
                String description = entry.vendor() + " " + entry.product() + " contains a " + entry.weakness().toLowerCase()
                        + " vulnerability that could allow a remote attacker to \"take control\" of an affected system, "
                        + "read sensitive data, or cause a denial of service.";
                csv.write(String.join(",", entry.cve(), quoted(entry.vendor()), quoted(entry.product()), quoted(name),
                        entry.added().toString(), quoted(description),
                        quoted("Apply mitigations per vendor instructions or discontinue use of the product if mitigations are unavailable."),
                        entry.added().plusDays(21).toString(), "Unknown",
                        quoted("https://nvd.nist.gov/vuln/detail/" + entry.cve()), entry.cwe()) + "\n");
            }
        }
    }

    private static String quoted(String field) {
        return "\"" + field.replace("\"", "\"\"") + "\"";
    }
}
