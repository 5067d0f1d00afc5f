package io.cis.loader.feeds.cyclonedx;

import io.cis.loader.catalog.GitHubRepository;
import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.catalog.CatalogSink;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.VersionFacts;
import io.cis.loader.catalog.VersionedPurl;
import java.util.Optional;

/**
 * Reports what one BOM component with a purl says: its name, address and source repository as component facts,
 * and, when the purl (or else the {@code version} field) names a version, its declared licenses as version facts.
 * A BOM states no lifecycle status or dates, so those stay unknown.
 */
final class BomComponentReader {

    void report(JsonNode component, VersionedPurl purl, CatalogSink sink) {
        sink.component(new ComponentFacts(purl.componentPurl(), text(component.path("name")), address(component),
                sourcePurl(component, purl), null, null, null));
        String version = purl.hasVersion() ? purl.version() : text(component.path("version"));
        if (version != null) {
            DeclaredLicenses licenses = DeclaredLicenses.of(component.path("licenses"));
            sink.version(new VersionFacts(purl.componentPurl(), version, null, null, null, null, null,
                    licenses.expression(), licenses.licenses()));
        }
    }

    /** The first {@code website} reference, else the first {@code vcs} reference that is a web address, as given. */
    private static String address(JsonNode component) {
        return reference(component, "website")
                .or(() -> reference(component, "vcs").filter(url -> url.startsWith("https://") || url.startsWith("http://")))
                .orElse(null);
    }

    /**
     * The GitHub repository of the first {@code vcs} reference that names one, else of a {@code website} reference;
     * none when that is the component itself (a {@code pkg:github} component is its own source).
     */
    private static String sourcePurl(JsonNode component, VersionedPurl purl) {
        Optional<String> source = repository(component, "vcs").or(() -> repository(component, "website"));
        return source.filter(github -> !github.equalsIgnoreCase(purl.componentPurl())).orElse(null);
    }

    private static Optional<String> reference(JsonNode component, String type) {
        for (JsonNode reference : component.path("externalReferences")) {
            String url = text(reference.path("url"));
            if (type.equals(reference.path("type").asText()) && url != null) {
                return Optional.of(url);
            }
        }
        return Optional.empty();
    }

    private static Optional<String> repository(JsonNode component, String type) {
        for (JsonNode reference : component.path("externalReferences")) {
            String url = text(reference.path("url"));
            if (type.equals(reference.path("type").asText()) && url != null) {
                Optional<String> github = GitHubRepository.fromUrl(url).map(GitHubRepository::purl);
                if (github.isPresent()) {
                    return github;
                }
            }
        }
        return Optional.empty();
    }

    private static String text(JsonNode node) {
        return node.isTextual() && !node.asText().isBlank() ? node.asText() : null;
    }
}
