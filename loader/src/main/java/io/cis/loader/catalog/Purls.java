package io.cis.loader.catalog;

import com.github.packageurl.MalformedPackageURLException;
import com.github.packageurl.PackageURLBuilder;
import java.util.Optional;

/** Package URLs without version, built by packageurl-java so that namespaces and names are encoded correctly. */
public final class Purls {

    private Purls() {
    }

    /**
     * The purl of a package of {@code type}, or empty when the parts do not make a valid purl (for example an
     * empty name); the caller reports such a record as skipped.
     */
    public static Optional<String> of(String type, String namespace, String name) {
        try {
            return Optional.of(PackageURLBuilder.aPackageURL().withType(type).withNamespace(namespace).withName(name)
                    .build().canonicalize());
        } catch (MalformedPackageURLException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
