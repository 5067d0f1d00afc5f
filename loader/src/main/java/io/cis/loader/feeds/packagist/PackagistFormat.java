package io.cis.loader.feeds.packagist;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.catalog.GitHubRepository;
import io.cis.loader.catalog.LifecycleStatus;
import io.cis.loader.catalog.Purls;
import io.cis.loader.feeds.registry.JsonFields;
import io.cis.loader.feeds.registry.PackageDocumentFormat;
import io.cis.loader.feeds.registry.RegistryFacts;
import io.cis.loader.feeds.registry.RegistryFile;
import io.cis.loader.feeds.registry.RegistryReport;
import io.cis.loader.feeds.registry.RegistryTimestamps;
import io.cis.loader.feeds.registry.SourceLinks;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Packagist: {@code p2/<vendor>/<package>.json} (tagged versions) and {@code p2/<vendor>/<package>~dev.json}
 * (branches), minified or not. Every version listed is served, so {@code active}, dated with the latest version
 * {@code time} of the document; the package is {@code abandoned} when its newest entry carries {@code abandoned}
 * ({@code true} or the name of a replacement), which Packagist sets on the package as a whole.
 */
public final class PackagistFormat extends PackageDocumentFormat {

    private final ComposerLicense licenses = new ComposerLicense();

    public PackagistFormat() {
        super("packagist", "packagist", PackagistFormat::metadataFile,
                "not a Composer v2 metadata path (p2/<vendor>/<package>.json)");
    }

    /** {@code <vendor>/<package>.json} of {@code p2/<vendor>/<package>.json}. */
    private static Optional<String> metadataFile(RegistryFile file) {
        List<String> segments = file.segments();
        boolean metadata = segments.size() == 3 && segments.get(0).equals("p2") && file.fileName().endsWith(".json");
        return metadata ? Optional.of(segments.get(1) + "/" + file.fileName()) : Optional.empty();
    }

    @Override
    protected void document(JsonNode document, RegistryFile file, RegistryReport report)
            throws UnusableRecordException {
        JsonNode packages = document.path("packages");
        if (!document.isObject() || !packages.isObject()) {
            throw new UnusableRecordException("not Composer metadata: no \"packages\" object");
        }
        boolean minified = MinifiedVersions.FORMAT.equals(document.path("minified").asText(null));
        for (Iterator<Map.Entry<String, JsonNode>> it = packages.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            if (!entry.getValue().isArray()) {
                report.skip(file, entry.getKey(), "the versions of a package are not an array");
                continue;
            }
            List<JsonNode> versions = new ArrayList<>();
            if (minified) {
                versions.addAll(MinifiedVersions.expand(entry.getValue()));
            } else {
                entry.getValue().forEach(versions::add);
            }
            packageVersions(entry.getKey(), versions, file, report);
        }
    }

    private void packageVersions(String name, List<JsonNode> versions, RegistryFile file, RegistryReport report) {
        int slash = name.indexOf('/');
        Optional<String> purl = slash > 0 ? Purls.of("composer", name.substring(0, slash), name.substring(slash + 1))
                : Optional.empty();
        if (purl.isEmpty()) {
            report.skip(file, name, "not a package name of the form vendor/package");
            return;
        }
        String checked = RegistryTimestamps.latestDay(versions, "time");
        report.dated(checked);
        JsonNode newest = versions.isEmpty() ? MissingNode.getInstance() : versions.get(0);
        List<String> links = new ArrayList<>();
        JsonFields.text(newest.path("source"), "url").ifPresent(links::add);
        JsonFields.text(newest.path("support"), "source").ifPresent(links::add);
        JsonFields.text(newest, "homepage").ifPresent(links::add);
        Optional<GitHubRepository> source = SourceLinks.gitHub(links);
        String page = JsonFields.text(newest, "homepage").or(() -> source.map(GitHubRepository::webUrl)).orElse(null);
        report.component(RegistryFacts.component(purl.get(), name, page, source,
                abandoned(newest.path("abandoned")) ? LifecycleStatus.ABANDONED : LifecycleStatus.ACTIVE));
        for (JsonNode version : versions) {
            Optional<String> number = JsonFields.text(version, "version");
            if (!version.isObject() || number.isEmpty()) {
                report.skip(file, name, "a version entry without \"version\"");
                continue;
            }
            report.version(RegistryFacts.version(purl.get(), number.get(),
                    RegistryTimestamps.day(version.path("time")).orElse(null), LifecycleStatus.ACTIVE, checked,
                    licenses.of(JsonFields.texts(version.path("license")))));
        }
    }

    /** {@code true}, or the replacement package's name. */
    private static boolean abandoned(JsonNode flag) {
        return flag.isBoolean() ? flag.asBoolean() : JsonFields.text(flag).isPresent();
    }
}
