package io.cis.dist.readme;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A Markdown document whose {@code curl} examples are checked against the packaged jar: the README (its one example)
 * and {@code docs/api-examples.md} (every route). The build names both files in system properties.
 *
 * @param name how failures name the document
 * @param markdown its text
 */
record ExampleDocument(String name, String markdown) {

    /** The README and the API examples, in that order. */
    static List<ExampleDocument> all() throws IOException {
        return List.of(read("README", "cis.readme"), apiExamples());
    }

    /** {@code docs/api-examples.md}, where the examples of every route live. */
    static ExampleDocument apiExamples() throws IOException {
        return read("docs/api-examples.md", "cis.api.examples");
    }

    private static ExampleDocument read(String name, String property) throws IOException {
        String file = System.getProperty(property);
        if (file == null) {
            throw new IllegalStateException("system property " + property + " names no file; the build sets it");
        }
        return new ExampleDocument(name, Files.readString(Path.of(file)));
    }

    /** The document's examples, in document order. */
    List<ReadmeExample> examples() {
        return ReadmeExamples.in(markdown);
    }

    /** How many lines start a curl command; each of them must be an example. */
    long curlLines() {
        return markdown.lines().filter(ReadmeExamples::isCurlCommand).count();
    }
}
