package io.cis.loader.feeds.sarif;

import java.net.URI;
import java.net.URISyntaxException;

/**
 * The file path an artifact URI names. SARIF writes URIs, so {@code src/My%20File.java} is the file
 * {@code src/My File.java}; relative references (what Semgrep, CodeQL, gosec and Bandit write, against
 * {@code %SRCROOT%}) stay relative to the analysed source, and a {@code file:} URI gives its path.
 */
final class ArtifactPaths {

    private ArtifactPaths() {
    }

    static String pathOf(String uri) {
        try {
            String path = new URI(uri).getPath();
            // an opaque URI (urn:..., mailto:...) has no path: the text is the best name it has
            return path == null || path.isEmpty() ? uri : path;
        } catch (URISyntaxException e) {
            // tools on Windows write C:\src\a.cs, which is no URI; it still names the file
            return uri;
        }
    }
}
