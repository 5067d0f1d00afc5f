package io.cis.loader.feeds.registry;

import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.FeedLocation;
import io.cis.loader.build.FeedPaths;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.PlacedFeed;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A registry's recorded responses under {@code ROOT/registries/<registry>/}, one file per request, the path below
 * that folder being the request path on the registry (docs/feeds.md, "Registry documents"). Every file there is
 * handed to the registry's {@link RegistryFormat}; names starting with {@code .} (files and folders) are left out,
 * as in every feed.
 */
public final class RegistryFeed extends PlacedFeed {

    /** The folder of all registry feeds below the feeds root. */
    public static final String ROOT_FOLDER = "registries";

    private final RegistryFormat format;

    /**
     * Read from {@code ROOT/registries/<registry>/}; the folder alone decides, so a feed present but empty loads 0
     * records.
     */
    public RegistryFeed(RegistryFormat format) {
        super(format.name(), FeedLocation.ownFolder(ROOT_FOLDER + "/" + format.folder()));
        this.format = format;
    }

    @Override
    public FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException {
        List<RegistryFile> files = new ArrayList<>();
        try {
            for (Path file : FeedFiles.under(location, RegistryFeed::documentName)) {
                files.add(new RegistryFile(file, FeedPaths.relative(location, file), FeedPaths.relative(feedsRoot, file)));
            }
        } catch (IOException e) {
            throw new FeedException(location, "cannot list " + format.name() + " documents (" + e.getMessage() + ")", e);
        }
        RegistryReport report = new RegistryReport(sink.catalog());
        format.load(files, report);
        return report.result(name(), FeedPaths.relative(feedsRoot, location));
    }

    /** Any name but a hidden one; folders are walked, not taken for documents. */
    private static boolean documentName(Path path) {
        return !path.getFileName().toString().startsWith(".") && !Files.isDirectory(path);
    }
}
