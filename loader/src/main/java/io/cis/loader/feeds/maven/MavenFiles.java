package io.cis.loader.feeds.maven;

import io.cis.loader.build.FeedLayout;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The files of a Maven feed folder: artifact metadata ({@code maven-metadata.xml}) and POMs ({@code *.pom} in
 * repository layout, {@code pom.xml} / {@code *.pom.xml} as projects keep them), anywhere below the folder, in path
 * order. Checksums, jars and other files are not listed.
 *
 * @param metadata every {@code maven-metadata.xml}
 * @param poms     every POM
 */
record MavenFiles(List<Path> metadata, List<Path> poms) {

    static final String METADATA = "maven-metadata.xml";

    MavenFiles {
        metadata = List.copyOf(metadata);
        poms = List.copyOf(poms);
    }

    static MavenFiles under(Path folder) throws IOException {
        List<Path> files = FeedLayout.anywhereBelow(name -> isMetadata(name) || isPom(name)).files(folder);
        return new MavenFiles(
                files.stream().filter(MavenFiles::isMetadata).toList(),
                files.stream().filter(MavenFiles::isPom).toList());
    }

    /** Whether a {@code maven-metadata.xml} is anywhere below {@code folder}. */
    static boolean hasMetadataBelow(Path folder) {
        return FeedLayout.anywhereBelow(MavenFiles::isMetadata).holdsAny(folder);
    }

    private static boolean isMetadata(Path file) {
        return isMetadata(file.getFileName().toString());
    }

    private static boolean isPom(Path file) {
        return isPom(file.getFileName().toString());
    }

    private static boolean isMetadata(String name) {
        return name.equals(METADATA);
    }

    private static boolean isPom(String name) {
        return name.endsWith(".pom") || name.equals("pom.xml") || name.endsWith(".pom.xml");
    }
}
