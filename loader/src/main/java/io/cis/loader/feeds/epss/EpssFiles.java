package io.cis.loader.feeds.epss;

import io.cis.loader.build.FeedLayout;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The FIRST daily files of a folder: {@code epss_scores-*.csv} and {@code epss_scores-*.csv.gz} directly in it, in
 * name order. A {@code .csv.gz} whose {@code .csv} is there too is left out: FIRST publishes only the gzip, and a
 * mirror that also keeps it unpacked holds the same bytes twice, which must not be reported twice.
 */
final class EpssFiles {

    private static final String PREFIX = "epss_scores-";
    private static final String PLAIN = ".csv";
    private static final String GZIPPED = ".csv.gz";

    private static final FeedLayout LAYOUT = FeedLayout.directlyIn(EpssFiles::isDailyFile);

    static boolean holdsScores(Path dir) {
        return LAYOUT.holdsAny(dir);
    }

    List<Path> of(Path dir) throws IOException {
        List<Path> files = LAYOUT.files(dir);
        Set<String> plainNames = files.stream().map(file -> file.getFileName().toString())
                .filter(name -> name.endsWith(PLAIN)).collect(Collectors.toSet());
        return files.stream().filter(file -> !hasPlainTwin(file.getFileName().toString(), plainNames)).toList();
    }

    private static boolean hasPlainTwin(String name, Set<String> plainNames) {
        return name.endsWith(GZIPPED) && plainNames.contains(name.substring(0, name.length() - ".gz".length()));
    }

    private static boolean isDailyFile(String name) {
        return name.startsWith(PREFIX) && (name.endsWith(PLAIN) || name.endsWith(GZIPPED));
    }
}
