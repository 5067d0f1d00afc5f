package io.cis.loader.feeds.sarif;

import io.cis.engine.purl.InvalidPurlException;
import io.cis.engine.purl.PurlKey;
import io.cis.engine.purl.PurlParser;
import io.cis.loader.build.FeedException;
import io.cis.loader.catalog.Purls;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Which component version a SARIF log belongs to. SARIF does not say, so the path does: the folders between the
 * feed's location and the file spell {@code <type>/<namespace...>/<name>/<version>}, the namespace taking zero or
 * more folders ({@code pypi/django/4.2.0}, {@code maven/org.apache.logging.log4j/log4j-core/2.14.1},
 * {@code golang/golang.org/x/net/v0.7.0}).
 */
final class SarifLayout {

    private static final String EXPECTED = "expected <type>/<namespace...>/<name>/<version>/<file>.sarif below the feed's folder";

    /** @throws FeedException when the path spells no component version: the log could not be attached to one */
    AnalysedVersion versionOf(Path location, Path file) throws FeedException {
        Path relative = location.relativize(file);
        int folders = relative.getNameCount() - 1;
        if (folders < 3) {
            throw new FeedException(file, "the path does not say which component version was analysed (" + EXPECTED + ")");
        }
        List<String> segments = new ArrayList<>(folders);
        for (int i = 0; i < folders; i++) {
            segments.add(relative.getName(i).toString());
        }
        String type = segments.get(0);
        String name = segments.get(folders - 2);
        String version = segments.get(folders - 1);
        String namespace = folders > 3 ? String.join("/", segments.subList(1, folders - 2)) : null;
        Optional<String> purl = Purls.of(type, namespace, name);
        if (purl.isEmpty()) {
            throw new FeedException(file, "the folders " + String.join("/", segments.subList(0, folders - 1))
                    + " do not make a valid package URL (" + EXPECTED + ")");
        }
        try {
            PurlKey key = PurlParser.key(purl.get());
            return new AnalysedVersion(purl.get(), key, version);
        } catch (InvalidPurlException e) {
            throw new FeedException(file, "the folders spell " + purl.get() + ", which is not a usable package URL: "
                    + e.getMessage(), e);
        }
    }
}
