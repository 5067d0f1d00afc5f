package io.cis.loader.feeds.hex;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.catalog.DeclaredLicense;
import io.cis.loader.catalog.GitHubRepository;
import io.cis.loader.catalog.LifecycleStatus;
import io.cis.loader.catalog.Purls;
import io.cis.loader.feeds.registry.JsonFields;
import io.cis.loader.feeds.registry.RegistryDocuments;
import io.cis.loader.feeds.registry.RegistryFacts;
import io.cis.loader.feeds.registry.RegistryFile;
import io.cis.loader.feeds.registry.RegistryFormat;
import io.cis.loader.feeds.registry.RegistryReport;
import io.cis.loader.feeds.registry.RegistryTimestamps;
import io.cis.loader.feeds.registry.SourceLinks;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Hex: {@code api/packages/<name>}. A release named in {@code retirements} is {@code retired} (whatever the reason:
 * security, invalid, deprecated, renamed, other), also when {@code releases} does not list it, every other release
 * {@code active}, dated with the package's {@code updated_at}. {@code meta} is the metadata of the release published last, so only that release (the latest
 * {@code inserted_at}) gets its {@code licenses}.
 */
public final class HexFormat implements RegistryFormat {

    private final RegistryDocuments documents = new RegistryDocuments();

    @Override
    public String name() {
        return "hex";
    }

    @Override
    public String folder() {
        return "hex";
    }

    @Override
    public void load(List<RegistryFile> files, RegistryReport report) throws FeedException {
        for (RegistryFile file : files) {
            List<String> segments = file.segments();
            if (segments.size() != 3 || !segments.get(0).equals("api") || !segments.get(1).equals("packages")) {
                report.skip(file, file.requestPath(), "not a Hex API package path (api/packages/<name>)");
                continue;
            }
            try {
                packageDocument(documents.json(file), file, report);
            } catch (UnusableRecordException e) {
                report.skip(file, segments.get(2), e.getMessage());
            }
        }
    }

    private static void packageDocument(JsonNode document, RegistryFile file, RegistryReport report)
            throws UnusableRecordException {
        JsonNode releases = document.path("releases");
        if (!document.isObject() || !releases.isArray()) {
            throw new UnusableRecordException("not a Hex package document: no \"releases\" array");
        }
        String name = JsonFields.text(document, "name")
                .orElseThrow(() -> new UnusableRecordException("package document without \"name\""));
        String purl = Purls.of("hex", null, name)
                .orElseThrow(() -> new UnusableRecordException("name \"" + name + "\" makes no valid package URL"));
        String checked = RegistryTimestamps.day(document.path("updated_at")).orElse(null);
        report.dated(checked);
        JsonNode meta = document.path("meta");
        List<String> links = new ArrayList<>();
        meta.path("links").forEach(link -> JsonFields.text(link).ifPresent(links::add));
        Optional<GitHubRepository> source = SourceLinks.gitHub(links);
        report.component(RegistryFacts.component(purl, name, source.map(GitHubRepository::webUrl)
                .orElse(SourceLinks.firstPage(links)), source, LifecycleStatus.ACTIVE));
        String lastPublished = lastPublished(releases);
        JsonNode retirements = document.path("retirements");
        Set<String> released = new HashSet<>();
        for (JsonNode release : releases) {
            Optional<String> version = JsonFields.text(release, "version");
            if (!release.isObject() || version.isEmpty()) {
                report.skip(file, name, "a release without \"version\"");
                continue;
            }
            released.add(version.get());
            LifecycleStatus status = retirements.has(version.get()) ? LifecycleStatus.RETIRED : LifecycleStatus.ACTIVE;
            DeclaredLicense license = version.get().equals(lastPublished)
                    ? DeclaredLicense.listed(JsonFields.texts(meta.path("licenses"))) : DeclaredLicense.NONE;
            report.version(RegistryFacts.version(purl, version.get(),
                    RegistryTimestamps.day(release.path("inserted_at")).orElse(null), status, checked, license));
        }
        // only a published release can be retired, so a retirement names a version even where "releases" omits it
        for (Iterator<String> it = retirements.fieldNames(); it.hasNext(); ) {
            String version = it.next();
            if (!version.isBlank() && !released.contains(version)) {
                report.version(RegistryFacts.version(purl, version, null, LifecycleStatus.RETIRED, checked,
                        DeclaredLicense.NONE));
            }
        }
    }

    /** The release with the latest {@code inserted_at} (timestamps of one format compare as text), or null. */
    private static String lastPublished(JsonNode releases) {
        String latest = null;
        String version = null;
        for (JsonNode release : releases) {
            Optional<String> inserted = JsonFields.text(release, "inserted_at");
            if (inserted.isPresent() && RegistryTimestamps.day(inserted.get()).isPresent()
                    && (latest == null || inserted.get().compareTo(latest) > 0)) {
                latest = inserted.get();
                version = JsonFields.text(release, "version").orElse(null);
            }
        }
        return version;
    }
}
