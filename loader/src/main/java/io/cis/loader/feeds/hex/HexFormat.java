package io.cis.loader.feeds.hex;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.catalog.DeclaredLicense;
import io.cis.loader.catalog.GitHubRepository;
import io.cis.loader.catalog.LifecycleStatus;
import io.cis.loader.feeds.registry.ApiPackagePath;
import io.cis.loader.feeds.registry.JsonFields;
import io.cis.loader.feeds.registry.PackageDocumentFormat;
import io.cis.loader.feeds.registry.RegistryFacts;
import io.cis.loader.feeds.registry.RegistryFile;
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
public final class HexFormat extends PackageDocumentFormat {

    public HexFormat() {
        super("hex", "hex", ApiPackagePath::name, "not a Hex API package path (api/packages/<name>)");
    }

    @Override
    protected void document(JsonNode document, RegistryFile file, RegistryReport report)
            throws UnusableRecordException {
        JsonNode releases = document.path("releases");
        if (!document.isObject() || !releases.isArray()) {
            throw new UnusableRecordException("not a Hex package document: no \"releases\" array");
        }
        String name = JsonFields.required(document, "name", "package document without \"name\"");
        String purl = RegistryFacts.purl("hex", null, name, "name");
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
