package io.cis.loader.feeds.sarif;

import io.cis.loader.build.FeedLayout;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** Finds the SARIF logs of a folder tree: {@code *.sarif} and {@code *.sarif.json}, hidden folders left out. */
final class SarifFiles {

    private static final FeedLayout LAYOUT = FeedLayout.anywhereBelow(SarifFiles::isSarif);

    /** Every SARIF log below {@code root}, in path order so that builds are repeatable. */
    List<Path> list(Path root) throws IOException {
        return LAYOUT.files(root);
    }

    /** Whether {@code root} is a folder with a SARIF log anywhere below it; a tree that cannot be read has none. */
    static boolean holdsLogs(Path root) {
        return LAYOUT.holdsAny(root);
    }

    static boolean isSarif(Path file) {
        return isSarif(file.getFileName().toString());
    }

    private static boolean isSarif(String fileName) {
        String name = fileName.toLowerCase(Locale.ROOT);
        return !name.startsWith(".") && (name.endsWith(".sarif") || name.endsWith(".sarif.json"));
    }
}
