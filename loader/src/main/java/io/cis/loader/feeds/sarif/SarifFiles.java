package io.cis.loader.feeds.sarif;

import io.cis.loader.build.FeedFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** Finds the SARIF logs of a folder tree: {@code *.sarif} and {@code *.sarif.json}, hidden folders left out. */
final class SarifFiles {

    /** Every SARIF log below {@code root}, in path order so that builds are repeatable. */
    List<Path> list(Path root) throws IOException {
        return FeedFiles.under(root, SarifFiles::isSarif);
    }

    /** Whether {@code root} is a folder with a SARIF log anywhere below it; a tree that cannot be read has none. */
    boolean holdsLogs(Path root) {
        if (!Files.isDirectory(root)) {
            return false;
        }
        try {
            return !list(root).isEmpty();
        } catch (IOException e) {
            return false;
        }
    }

    static boolean isSarif(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        return !name.startsWith(".") && (name.endsWith(".sarif") || name.endsWith(".sarif.json"));
    }
}
