package io.cis.loader.releases;

import io.cis.engine.releases.ReleaseRecord;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedPaths;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SkippedRecord;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Loads a release-notes feed whose folders spell the purl ({@code <type>/<namespace>/<name>/}): each file's releases
 * go into the {@link ReleaseTable}, and the feed's result counts them and dates it by its newest release. What differs
 * between feeds is only how one file becomes releases.
 */
public final class ReleaseFolderLoad {

    /** One release read from a file, with the id the build summary names it by when it is refused. */
    public record Candidate(ReleaseRecord release, String id) {
    }

    /** Reads the releases of one file of the component {@code purl}, adding what it cannot use to {@code skipped}. */
    @FunctionalInterface
    public interface FileReleases {
        List<Candidate> read(Path file, String purl, String relative, List<SkippedRecord> skipped) throws FeedException;
    }

    private ReleaseFolderLoad() {
    }

    public static FeedResult load(String feed, Path feedsRoot, Path location, List<Path> files, ReleaseTable table,
                                  FileReleases reader) throws FeedException {
        List<SkippedRecord> skipped = new ArrayList<>();
        long stored = 0;
        String latest = null;
        for (Path file : files) {
            String relative = FeedPaths.relative(feedsRoot, file);
            Optional<String> purl = PurlFolders.purlOf(location, file.getParent());
            if (purl.isEmpty()) {
                skipped.add(new SkippedRecord(relative, "-",
                        "not in a <type>/<namespace>/<name>/ folder that spells a purl; file ignored"));
                continue;
            }
            for (Candidate candidate : reader.read(file, purl.get(), relative, skipped)) {
                ReleaseRecord release = candidate.release();
                Optional<String> refused = table.put(purl.get(), release, relative);
                if (refused.isPresent()) {
                    skipped.add(new SkippedRecord(relative, candidate.id(), refused.get()));
                    continue;
                }
                stored++;
                if (!release.date().isEmpty() && (latest == null || release.date().compareTo(latest) > 0)) {
                    latest = release.date();
                }
            }
        }
        return new FeedResult(feed, FeedPaths.relative(feedsRoot, location), stored, skipped, latest, null);
    }
}
