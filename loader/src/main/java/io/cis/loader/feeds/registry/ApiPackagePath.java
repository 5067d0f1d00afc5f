package io.cis.loader.feeds.registry;

import java.util.List;
import java.util.Optional;

/** The request path {@code api/packages/<name>} that Hex and pub both serve a package's document at. */
public final class ApiPackagePath {

    private ApiPackagePath() {
    }

    /** The package's name, or empty when the file is not at such a path. */
    public static Optional<String> name(RegistryFile file) {
        List<String> segments = file.segments();
        boolean matches = segments.size() == 3 && segments.get(0).equals("api") && segments.get(1).equals("packages");
        return matches ? Optional.of(segments.get(2)) : Optional.empty();
    }
}
