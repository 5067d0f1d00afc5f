package io.cis.loader.feeds.npm;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.VersionFacts;
import io.cis.loader.catalog.DeclaredLicense;
import io.cis.loader.catalog.GitHubRepository;
import io.cis.loader.catalog.LifecycleStatus;
import io.cis.loader.catalog.Purls;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Turns one npm package document into catalog facts, reporting only what the document says: versions with their
 * publication date, license as declared, and {@code deprecated} or {@code active}; versions the document's
 * {@code time} lists but {@code versions} no longer holds as {@code deleted}; the component's home page and GitHub
 * source repository, and its state: {@code deleted} when the whole package is unpublished, {@code deprecated} when
 * every version it serves is (npm's "deprecate the package"), else {@code active}.
 */
final class PackumentTranslator {

    /** Keys of {@code time} that are about the document, not about a version. */
    private static final Set<String> DOCUMENT_TIMES = Set.of("created", "modified", "unpublished");

    /**
     * @param document the parsed document
     * @param file     the file it came from, as skipped records name it
     */
    PackumentFacts translate(JsonNode document, String file) {
        JsonNode nameNode = document.path("name");
        if (!nameNode.isTextual() || nameNode.asText().isBlank()) {
            String id = document.path("_id").isTextual() ? document.path("_id").asText() : "(no name)";
            return PackumentFacts.unusable(new SkippedRecord(file, id, "package document without \"name\""));
        }
        String name = nameNode.asText();
        Optional<String> purl = purlOf(name);
        if (purl.isEmpty()) {
            return PackumentFacts.unusable(new SkippedRecord(file, name, "name is not a valid npm package name"));
        }
        JsonNode versions = document.path("versions");
        if (!versions.isMissingNode() && !versions.isObject()) {
            return PackumentFacts.unusable(new SkippedRecord(file, name, "\"versions\" is not an object"));
        }
        JsonNode time = document.path("time");
        String checked = NpmTimestamp.date(time.path("modified"));
        List<VersionFacts> facts = new ArrayList<>();
        List<SkippedRecord> skipped = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = versions.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            String version = entry.getKey();
            if (version.isBlank()) {
                skipped.add(new SkippedRecord(file, name + "@", "version entry with an empty version"));
            } else if (!entry.getValue().isObject()) {
                skipped.add(new SkippedRecord(file, name + "@" + version, "version entry is not an object"));
            } else {
                facts.add(published(purl.get(), version, entry.getValue(), time, checked));
            }
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = time.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            String version = entry.getKey();
            if (!DOCUMENT_TIMES.contains(version) && !version.isBlank() && entry.getValue().isTextual()
                    && !versions.has(version)) {
                facts.add(deleted(purl.get(), version, entry.getValue(), checked));
            }
        }
        return new PackumentFacts(Optional.of(component(purl.get(), name, document, componentStatus(document, facts))),
                facts, skipped, NpmTimestamp.instant(time.path("modified")));
    }

    /** {@code pkg:npm/express}; a scoped name {@code @angular/core} has the namespace {@code @angular}. */
    private static Optional<String> purlOf(String name) {
        int slash = name.indexOf('/');
        if (name.startsWith("@") && slash > 1) {
            return Purls.of("npm", name.substring(0, slash), name.substring(slash + 1));
        }
        return Purls.of("npm", null, name);
    }

    /**
     * The document's own {@code homepage} and {@code repository} (npm copies them there from the latest version);
     * when it lacks them, those of the version {@code dist-tags.latest} names.
     */
    private static ComponentFacts component(String purl, String name, JsonNode document, LifecycleStatus status) {
        JsonNode latest = document.path("versions").path(document.path("dist-tags").path("latest").asText(""));
        Optional<NpmRepositoryField> repository = NpmRepositoryField.of(document.path("repository"))
                .or(() -> NpmRepositoryField.of(latest.path("repository")));
        String homepage = text(document.path("homepage")).or(() -> text(latest.path("homepage")))
                .or(() -> repository.flatMap(NpmRepositoryField::webUrl))
                .orElse(null);
        String sourcePurl = repository.flatMap(NpmRepositoryField::gitHub).map(GitHubRepository::purl).orElse(null);
        return new ComponentFacts(purl, name, homepage, sourcePurl, status.value(), null, null);
    }

    /**
     * An unpublished package keeps a document whose {@code time.unpublished} says so and which serves no version;
     * a package deprecated as a whole has a deprecation message on every version it serves.
     */
    private static LifecycleStatus componentStatus(JsonNode document, List<VersionFacts> versions) {
        List<VersionFacts> served = versions.stream()
                .filter(v -> !LifecycleStatus.DELETED.value().equals(v.status())).toList();
        if (served.isEmpty() && document.path("time").has("unpublished")) {
            return LifecycleStatus.DELETED;
        }
        boolean allDeprecated = !served.isEmpty()
                && served.stream().allMatch(v -> LifecycleStatus.DEPRECATED.value().equals(v.status()));
        return allDeprecated ? LifecycleStatus.DEPRECATED : LifecycleStatus.ACTIVE;
    }

    /**
     * A version the registry serves: {@code deprecated} when the entry carries a deprecation message, else
     * {@code active}. The state is dated with the document's {@code time.modified}, the day the registry last
     * confirmed it, so the catalog merge prefers a more recent observation (a newer document, a catalog line checked
     * later) and an old document's {@code active} says only what was true that day.
     */
    private static VersionFacts published(String purl, String version, JsonNode entry, JsonNode time, String checked) {
        DeclaredLicense license = NpmLicenseField.of(entry);
        LifecycleStatus status = isDeprecated(entry.path("deprecated")) ? LifecycleStatus.DEPRECATED
                : LifecycleStatus.ACTIVE;
        return new VersionFacts(purl, version, NpmTimestamp.date(time.path(version)), status.value(), null, null,
                checked, license.expression(), license.names());
    }

    /**
     * A version whose publication {@code time} the document keeps but whose entry is gone: unpublished, or dropped
     * by the registry (express's non-semver versions such as {@code 3.0.0rc1}). npm never lets a version number be
     * published again, so it stays deleted. The document does not say when it was deleted.
     */
    private static VersionFacts deleted(String purl, String version, JsonNode published, String checked) {
        return new VersionFacts(purl, version, NpmTimestamp.date(published), LifecycleStatus.DELETED.value(), null,
                null, checked, null, List.of());
    }

    /** npm sets a message to deprecate and an empty string to undo it; very old documents used {@code true}. */
    private static boolean isDeprecated(JsonNode deprecated) {
        return deprecated.isTextual() ? !deprecated.asText().isBlank() : deprecated.asBoolean(false);
    }

    private static Optional<String> text(JsonNode node) {
        return node.isTextual() && !node.asText().isBlank() ? Optional.of(node.asText().strip()) : Optional.empty();
    }
}
