package io.cis.loader.feeds.crates;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.catalog.DeclaredLicense;
import io.cis.loader.catalog.GitHubRepository;
import io.cis.loader.catalog.LifecycleStatus;
import io.cis.loader.catalog.Purls;
import io.cis.loader.feeds.json.StrictJson;
import io.cis.loader.feeds.registry.JsonFields;
import io.cis.loader.feeds.registry.RegistryDocuments;
import io.cis.loader.feeds.registry.RegistryFacts;
import io.cis.loader.feeds.registry.RegistryFile;
import io.cis.loader.feeds.registry.RegistryFormat;
import io.cis.loader.feeds.registry.RegistryReport;
import io.cis.loader.feeds.registry.RegistryTimestamps;
import io.cis.loader.feeds.registry.SourceLinks;
import java.util.List;
import java.util.Optional;

/**
 * crates.io: the crate API document {@code api/v1/crates/<name>} and the sparse index file
 * {@code index/<shard>/<name>}. The index's {@code config.json} carries no crate and is not read.
 */
public final class CratesFormat extends RegistryFormat {

    private static final String INDEX_CONFIG = "index/config.json";
    private static final String EXPECTED = "not a crates.io path (api/v1/crates/<name> or index/<shard>/<name>)";

    private final RegistryDocuments documents = new RegistryDocuments();
    private final ObjectMapper lines = StrictJson.mapper();

    public CratesFormat() {
        super("crates", "crates.io");
    }

    @Override
    public void load(List<RegistryFile> files, RegistryReport report) throws FeedException {
        for (RegistryFile file : files) {
            List<String> segments = file.segments();
            if (segments.size() == 4 && segments.subList(0, 3).equals(List.of("api", "v1", "crates"))) {
                try {
                    crateDocument(documents.json(file), file, report);
                } catch (UnusableRecordException e) {
                    report.skip(file, segments.get(3), e.getMessage());
                }
            } else if (segments.get(0).equals("index") && !file.requestPath().equals(INDEX_CONFIG)) {
                Optional<String> crate = IndexPath.crate(segments.subList(1, segments.size()));
                if (crate.isEmpty()) {
                    report.skip(file, file.fileName(), "not where the sparse index keeps a crate (index/<shard>/<name>)");
                    continue;
                }
                try {
                    indexFile(documents.text(file), crate.get(), file, report);
                } catch (UnusableRecordException e) {
                    report.skip(file, crate.get(), e.getMessage());
                }
            } else if (!file.requestPath().equals(INDEX_CONFIG)) {
                report.skip(file, file.requestPath(), EXPECTED);
            }
        }
    }

    /**
     * The crate API: each version with its {@code created_at} day, {@code license} and {@code yanked} flag, dated
     * with the latest {@code updated_at} of the crate or any version (the document is at least that recent).
     */
    private static void crateDocument(JsonNode document, RegistryFile file, RegistryReport report)
            throws UnusableRecordException {
        JsonNode crate = document.path("crate");
        if (!crate.isObject()) {
            throw new UnusableRecordException("not a crate API document: no \"crate\" object");
        }
        String name = JsonFields.text(crate, "name").or(() -> JsonFields.text(crate, "id"))
                .orElseThrow(() -> new UnusableRecordException("\"crate\" has no \"name\""));
        String purl = RegistryFacts.purl("cargo", null, name, "crate name");
        JsonNode versions = document.path("versions");
        if (!versions.isMissingNode() && !versions.isNull() && !versions.isArray()) {
            throw new UnusableRecordException("\"versions\" is not an array");
        }
        String checked = RegistryTimestamps.later(RegistryTimestamps.day(crate.path("updated_at")).orElse(null),
                RegistryTimestamps.latestDay(versions, "updated_at"));
        report.dated(checked);
        Optional<GitHubRepository> source = SourceLinks.gitHub(JsonFields.present(crate, "repository", "homepage"));
        String page = JsonFields.text(crate, "homepage").or(() -> source.map(GitHubRepository::webUrl))
                .or(() -> JsonFields.text(crate, "repository")).orElse(null);
        report.component(RegistryFacts.component(purl, name, page, source, LifecycleStatus.ACTIVE));
        for (JsonNode version : versions) {
            Optional<String> number = JsonFields.text(version, "num");
            if (!version.isObject() || number.isEmpty()) {
                report.skip(file, name, "a version entry without \"num\"");
                continue;
            }
            DeclaredLicense license = CrateLicense.of(JsonFields.text(version, "license").orElse(null));
            report.version(RegistryFacts.version(purl, number.get(),
                    RegistryTimestamps.day(version.path("created_at")).orElse(null), yanked(version.path("yanked")),
                    checked, license));
        }
    }

    /**
     * The sparse index: one JSON object per line, {@code vers} and {@code yanked}. The index states no dates, so its
     * states are undated and any dated observation of the same version outranks them.
     */
    private void indexFile(String text, String crate, RegistryFile file, RegistryReport report) {
        String[] fileLines = text.split("\n", -1);
        boolean reportedComponent = false;
        for (int i = 0; i < fileLines.length; i++) {
            String line = fileLines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            String id = crate + " line " + (i + 1);
            JsonNode entry;
            try {
                entry = lines.readTree(line);
            } catch (JsonProcessingException e) {
                report.skip(file, id, "not a JSON line (" + e.getOriginalMessage() + ")");
                continue;
            }
            Optional<String> name = JsonFields.text(entry, "name");
            Optional<String> version = JsonFields.text(entry, "vers");
            if (!entry.isObject() || name.isEmpty() || version.isEmpty()) {
                report.skip(file, id, "an index line needs \"name\" and \"vers\"");
                continue;
            }
            if (!name.get().equalsIgnoreCase(crate)) {
                report.skip(file, id, "names crate \"" + name.get() + "\" in the file of \"" + crate + "\"");
                continue;
            }
            Optional<String> purl = Purls.of("cargo", null, name.get());
            if (purl.isEmpty()) {
                report.skip(file, id, "crate name makes no valid package URL");
                continue;
            }
            if (!reportedComponent) {
                report.component(RegistryFacts.component(purl.get(), name.get(), null, Optional.empty(), LifecycleStatus.ACTIVE));
                reportedComponent = true;
            }
            report.version(RegistryFacts.version(purl.get(), version.get(), null, yanked(entry.path("yanked")), null,
                    DeclaredLicense.NONE));
        }
    }

    private static LifecycleStatus yanked(JsonNode flag) {
        if (!flag.isBoolean()) {
            return null;
        }
        return flag.asBoolean() ? LifecycleStatus.YANKED : LifecycleStatus.ACTIVE;
    }
}
