package io.cis.loader.feeds.maven;

import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.VersionFacts;
import io.cis.loader.catalog.DeclaredLicense;
import io.cis.loader.catalog.GitHubRepository;
import java.util.Optional;

/**
 * Catalog facts from Maven files. Neither metadata nor POMs state a release date, a status or an indexing date,
 * so those stay null. A POM's licenses and SCM are its own or, where it states none, those it inherits from parent
 * POMs in the feed ({@link PomInheritance}); a parent that is not in the feed is not guessed.
 */
final class MavenFacts {

    private MavenFacts() {
    }

    static ComponentFacts component(String purl, String artifactId) {
        return new ComponentFacts(purl, artifactId, null, null, null, null, null);
    }

    /**
     * The POM's {@code <url>} as the component's page, unless it is an unresolved property; its source repository
     * is the first {@code <scm>} URL that is on GitHub. {@code <url>} does not count as a source repository: it is
     * often the project's site or, as for jackson-databind, the umbrella project's repository.
     */
    static ComponentFacts component(String purl, Pom pom) {
        String url = pom.url() != null && !pom.url().contains("${") ? pom.url() : null;
        String source = pom.scm().urls().stream()
                .map(GitHubRepository::fromUrl)
                .flatMap(Optional::stream)
                .map(GitHubRepository::purl)
                .findFirst()
                .orElse(null);
        return new ComponentFacts(purl, pom.artifactId(), url, source, null, null, null);
    }

    /** A version the metadata lists: that it exists is all the file says. */
    static VersionFacts listed(String purl, String version) {
        return new VersionFacts(purl, version, null, null, null, null, null, null, null);
    }

    /** The POM's own version with the licenses it declares, names as given. */
    static VersionFacts described(String purl, Pom pom) {
        DeclaredLicense license = DeclaredLicense.listed(pom.licenses());
        return new VersionFacts(purl, pom.version(), null, null, null, null, null, license.expression(), license.names());
    }
}
