package io.cis.loader.feeds.maven;

import io.cis.loader.build.FeedFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

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
        List<Path> files = FeedFiles.under(folder, file -> isMetadata(file) || isPom(file));
        return new MavenFiles(
                files.stream().filter(MavenFiles::isMetadata).toList(),
                files.stream().filter(MavenFiles::isPom).toList());
    }

    /** Whether a {@code maven-metadata.xml} is anywhere below {@code folder}. */
    static boolean hasMetadataBelow(Path folder) {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.anyMatch(file -> isMetadata(file) && Files.isRegularFile(file));
        } catch (IOException | UncheckedIOException e) {
            return false;
        }
    }

    private static boolean isMetadata(Path file) {
        return file.getFileName().toString().equals(METADATA);
    }

    private static boolean isPom(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(".pom") || name.equals("pom.xml") || name.endsWith(".pom.xml");
    }
}
