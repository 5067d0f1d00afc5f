package io.cis.loader.feeds.purl2cpe;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.packageurl.MalformedPackageURLException;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.catalog.VersionedPurl;
import io.cis.loader.vulnerabilities.CpeMapping;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads one {@code <vendor>/<product>} folder: every purl of {@code purls.yml} maps to all CPEs of the
 * {@code cpes.yml} beside it. Entries that can't be used are listed, never dropped without a note.
 */
final class MappingFolderReader {

    private final YamlList yaml;

    MappingFolderReader(YamlList yaml) {
        this.yaml = yaml;
    }

    /**
     * @param id the folder as {@code vendor/product}, naming the folder in skipped records
     * @throws FeedException when {@code purls.yml} or {@code cpes.yml} is not a YAML mapping with its list
     */
    FolderMappings read(Path folder, String id) throws FeedException {
        Path purlsFile = folder.resolve(MappingFolders.PURLS);
        Path cpesFile = folder.resolve(MappingFolders.CPES);
        List<SkippedRecord> skipped = new ArrayList<>();
        if (!Files.isRegularFile(purlsFile)) {
            skipped.add(new SkippedRecord(cpesFile.toString(), id, "cpes.yml without purls.yml: no purl to map"));
            return new FolderMappings(List.of(), skipped);
        }
        List<JsonNode> purlEntries = yaml.read(purlsFile, "purls");
        Set<String> purls = purls(purlsFile, purlEntries, skipped);
        if (purlEntries.isEmpty()) {
            skipped.add(new SkippedRecord(purlsFile.toString(), id, "purls.yml lists no purl"));
            return new FolderMappings(List.of(), skipped);
        }
        if (!Files.isRegularFile(cpesFile)) {
            purls.forEach(purl -> skipped.add(
                    new SkippedRecord(purlsFile.toString(), purl, "no cpes.yml beside purls.yml")));
            return new FolderMappings(List.of(), skipped);
        }
        List<String> cpes = cpes(cpesFile, yaml.read(cpesFile, "cpes"), skipped);
        if (cpes.isEmpty()) {
            purls.forEach(purl -> skipped.add(
                    new SkippedRecord(cpesFile.toString(), purl, "cpes.yml lists no usable CPE 2.3 name")));
            return new FolderMappings(List.of(), skipped);
        }
        List<CpeMapping> mappings = purls.stream().map(purl -> new CpeMapping(purl, cpes)).toList();
        return new FolderMappings(mappings, skipped);
    }

    /** The component purls, without version, qualifiers or subpath, in file order; repeats are listed as skipped. */
    private static Set<String> purls(Path file, List<JsonNode> entries, List<SkippedRecord> skipped) {
        Set<String> purls = new LinkedHashSet<>();
        for (JsonNode entry : entries) {
            if (!isText(entry, file, skipped)) {
                continue;
            }
            try {
                String purl = VersionedPurl.parse(entry.asText()).componentPurl();
                if (!purls.add(purl)) {
                    String reason = "repeats " + purl + " of the same file";
                    skipped.add(new SkippedRecord(file.toString(), entry.asText(), reason));
                }
            } catch (MalformedPackageURLException e) {
                String reason = "invalid purl (" + e.getMessage() + ")";
                skipped.add(new SkippedRecord(file.toString(), entry.asText(), reason));
            }
        }
        return purls;
    }

    /** The CPE 2.3 names as written, in file order; repeats are listed as skipped. */
    private static List<String> cpes(Path file, List<JsonNode> entries, List<SkippedRecord> skipped) {
        Set<String> cpes = new LinkedHashSet<>();
        for (JsonNode entry : entries) {
            if (!isText(entry, file, skipped)) {
                continue;
            }
            String cpe = entry.asText();
            if (!Cpe23Names.isFormattedString(cpe)) {
                skipped.add(new SkippedRecord(file.toString(), cpe, "not a CPE 2.3 formatted string"));
            } else if (!cpes.add(cpe)) {
                skipped.add(new SkippedRecord(file.toString(), cpe, "repeated in the same file"));
            }
        }
        return List.copyOf(cpes);
    }

    private static boolean isText(JsonNode entry, Path file, List<SkippedRecord> skipped) {
        if (!entry.isTextual()) {
            skipped.add(new SkippedRecord(file.toString(), entry.toString(), "entry is not a string"));
            return false;
        }
        if (entry.asText().isBlank()) {
            skipped.add(new SkippedRecord(file.toString(), "(empty)", "entry is an empty string"));
            return false;
        }
        return true;
    }
}
