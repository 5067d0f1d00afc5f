package io.cis.loader.feeds.pub;

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
import java.util.List;
import java.util.Optional;

/**
 * pub: {@code api/packages/<name>}. A version with {@code "retracted": true} is {@code retracted}, every other one
 * {@code active}, dated with the latest {@code published} of the document. {@code "isDiscontinued": true} makes the
 * package {@code abandoned} (pub's "discontinued": no longer maintained, maybe {@code replacedBy} another). A
 * pubspec declares no license, so none is reported.
 */
public final class PubFormat implements RegistryFormat {

    private final RegistryDocuments documents = new RegistryDocuments();

    @Override
    public String name() {
        return "pub";
    }

    @Override
    public String folder() {
        return "pub";
    }

    @Override
    public void load(List<RegistryFile> files, RegistryReport report) throws FeedException {
        for (RegistryFile file : files) {
            List<String> segments = file.segments();
            if (segments.size() != 3 || !segments.get(0).equals("api") || !segments.get(1).equals("packages")) {
                report.skip(file, file.requestPath(), "not a pub API package path (api/packages/<name>)");
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
        JsonNode versions = document.path("versions");
        if (!document.isObject() || !versions.isArray()) {
            throw new UnusableRecordException("not a pub package document: no \"versions\" array");
        }
        String name = JsonFields.text(document, "name")
                .orElseThrow(() -> new UnusableRecordException("package document without \"name\""));
        String purl = Purls.of("pub", null, name)
                .orElseThrow(() -> new UnusableRecordException("name \"" + name + "\" makes no valid package URL"));
        String checked = null;
        for (JsonNode version : versions) {
            checked = RegistryTimestamps.later(checked, RegistryTimestamps.day(version.path("published")).orElse(null));
        }
        report.dated(checked);
        JsonNode pubspec = document.path("latest").path("pubspec");
        List<String> links = new ArrayList<>();
        JsonFields.text(pubspec, "repository").ifPresent(links::add);
        JsonFields.text(pubspec, "homepage").ifPresent(links::add);
        Optional<GitHubRepository> source = SourceLinks.gitHub(links);
        String page = JsonFields.text(pubspec, "homepage").or(() -> source.map(GitHubRepository::webUrl)).orElse(null);
        boolean discontinued = document.path("isDiscontinued").asBoolean(false);
        report.component(RegistryFacts.component(purl, name, page, source,
                discontinued ? LifecycleStatus.ABANDONED : LifecycleStatus.ACTIVE));
        for (JsonNode version : versions) {
            Optional<String> number = JsonFields.text(version, "version");
            if (!version.isObject() || number.isEmpty()) {
                report.skip(file, name, "a version entry without \"version\"");
                continue;
            }
            LifecycleStatus status = version.path("retracted").asBoolean(false)
                    ? LifecycleStatus.RETRACTED : LifecycleStatus.ACTIVE;
            report.version(RegistryFacts.version(purl, number.get(),
                    RegistryTimestamps.day(version.path("published")).orElse(null), status, checked, DeclaredLicense.NONE));
        }
    }
}
