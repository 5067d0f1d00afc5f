package io.cis.loader.releases;

import io.cis.engine.releases.ReleaseRecord;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.FeedLocation;
import io.cis.loader.build.FeedPaths;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.PlacedFeed;
import io.cis.loader.build.SkippedRecord;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * A release-notes feed in its own folder, whose subfolders spell the purl ({@code <type>/<namespace>/<name>/}): each
 * file's releases go into the {@link ReleaseTable}, and the feed's result counts them and dates it by its newest
 * release. What differs between feeds is only which files they read and how one file becomes releases.
 */
public abstract class ReleaseFolderFeed extends PlacedFeed {

    /** One release read from a file, with the id the build summary names it by when it is refused. */
    public record Candidate(ReleaseRecord release, String id) {
    }

    private final ValueCodec codec;
    private final Predicate<String> fileNames;
    private final String files;

    /**
     * @param fileNames which file names hold releases
     * @param files     what those files are, in words, for the failure to list them ("the changelog files")
     */
    protected ReleaseFolderFeed(String name, String folder, ValueCodec codec, Predicate<String> fileNames,
                                String files) {
        super(name, FeedLocation.ownFolder(folder));
        this.codec = codec;
        this.fileNames = fileNames;
        this.files = files;
    }

    /** Reads the releases of one file of the component {@code purl}, adding what it cannot use to {@code skipped}. */
    protected abstract List<Candidate> releases(Path file, String purl, String relative, List<SkippedRecord> skipped)
            throws FeedException;

    @Override
    public final FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException {
        ReleaseTable table = new ReleaseTable(sink, codec);
        List<SkippedRecord> skipped = new ArrayList<>();
        long stored = 0;
        String latest = null;
        for (Path file : FeedFiles.listed(location, files, () -> PurlFolders.filesBelow(location, fileNames))) {
            String relative = FeedPaths.relative(feedsRoot, file);
            Optional<String> purl = PurlFolders.purlOf(location, file.getParent());
            if (purl.isEmpty()) {
                skipped.add(new SkippedRecord(relative, "-",
                        "not in a <type>/<namespace>/<name>/ folder that spells a purl; file ignored"));
                continue;
            }
            for (Candidate candidate : releases(file, purl.get(), relative, skipped)) {
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
        return result(feedsRoot, location, stored, skipped, latest, null);
    }
}
