package io.cis.loader.feeds.registry;

import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.DeclaredLicense;
import io.cis.loader.catalog.GitHubRepository;
import io.cis.loader.catalog.LifecycleStatus;
import io.cis.loader.catalog.Purls;
import io.cis.loader.catalog.VersionFacts;
import java.util.Optional;

/**
 * Catalog facts in the shape every registry feed reports them. A registry says nothing about when a version was
 * indexed or when its state changed, so those stay null; a state is dated with the day the document shows it was
 * current (its check date), so the catalog merge can prefer the most recent observation.
 */
public final class RegistryFacts {

    private RegistryFacts() {
    }

    /**
     * The package URL of a registry's package.
     *
     * @param namespace the namespace, or null for a registry without
     * @param called    what the name is, for the reason a name is refused ("name", "crate name")
     * @throws UnusableRecordException when the parts make no valid package URL
     */
    public static String purl(String type, String namespace, String name, String called)
            throws UnusableRecordException {
        return Purls.of(type, namespace, name)
                .orElseThrow(() -> new UnusableRecordException(called + " \"" + name + "\" makes no valid package URL"));
    }

    /**
     * @param releaseDate the day it was published, or null
     * @param status      its state, or null when the document does not say
     * @param checked     the day the document was current, or null when it shows none
     */
    public static VersionFacts version(String purl, String version, String releaseDate, LifecycleStatus status,
                                       String checked, DeclaredLicense license) {
        return new VersionFacts(purl, version, releaseDate, status == null ? null : status.value(), null, null,
                status == null ? null : checked, license.expression(), license.names());
    }

    /**
     * @param url    the package's page (its declared home page, else its repository's page), or null
     * @param source the GitHub repository its source is published in, if the document names one
     */
    public static ComponentFacts component(String purl, String name, String url, Optional<GitHubRepository> source,
                                           LifecycleStatus status) {
        return new ComponentFacts(purl, name, url, source.map(GitHubRepository::purl).orElse(null),
                status == null ? null : status.value(), null, null);
    }
}
