package io.cis.loader.feeds.pub;

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
import java.util.Optional;

/**
 * pub: {@code api/packages/<name>}. A version with {@code "retracted": true} is {@code retracted}, every other one
 * {@code active}, dated with the latest {@code published} of the document. {@code "isDiscontinued": true} makes the
 * package {@code abandoned} (pub's "discontinued": no longer maintained, maybe {@code replacedBy} another). A
 * pubspec declares no license, so none is reported.
 */
public final class PubFormat extends PackageDocumentFormat {

    public PubFormat() {
        super("pub", "pub", ApiPackagePath::name, "not a pub API package path (api/packages/<name>)");
    }

    @Override
    protected void document(JsonNode document, RegistryFile file, RegistryReport report)
            throws UnusableRecordException {
        JsonNode versions = document.path("versions");
        if (!document.isObject() || !versions.isArray()) {
            throw new UnusableRecordException("not a pub package document: no \"versions\" array");
        }
        String name = JsonFields.required(document, "name", "package document without \"name\"");
        String purl = RegistryFacts.purl("pub", null, name, "name");
        String checked = RegistryTimestamps.latestDay(versions, "published");
        report.dated(checked);
        JsonNode pubspec = document.path("latest").path("pubspec");
        Optional<GitHubRepository> source = SourceLinks.gitHub(JsonFields.present(pubspec, "repository", "homepage"));
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
