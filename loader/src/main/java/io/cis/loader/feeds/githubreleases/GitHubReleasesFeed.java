package io.cis.loader.feeds.githubreleases;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.releases.ReleaseRecord;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.Feed;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedLocation;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.feeds.json.StrictJson;
import io.cis.loader.releases.PurlFolders;
import io.cis.loader.releases.ReleaseFolderLoad;
import io.cis.loader.releases.ReleaseFolderLoad.Candidate;
import io.cis.loader.releases.ReleaseTable;
import io.cis.loader.releases.TagPages;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * GitHub REST "list releases" responses under {@code github-releases/<type>/<namespace...>/<name>/*.json}: every
 * published release (drafts are passed over) becomes the release notes of its tag, and the tag joins the catalog of
 * the purl the folder spells.
 */
public final class GitHubReleasesFeed implements Feed {

    static final String FOLDER = "github-releases";

    private final ObjectMapper mapper = StrictJson.mapper();
    private final ValueCodec codec;

    public GitHubReleasesFeed(ValueCodec codec) {
        this.codec = codec;
    }

    @Override
    public String name() {
        return "github-releases";
    }

    @Override
    public Optional<Path> locate(Path feedsRoot) {
        return new FeedLocation(List.of(FOLDER), List.of(), folder -> false).locate(feedsRoot);
    }

    @Override
    public FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException {
        return ReleaseFolderLoad.load(name(), feedsRoot, location, files(location), new ReleaseTable(sink, codec),
                this::releases);
    }

    private List<Candidate> releases(Path file, String purl, String relative, List<SkippedRecord> skipped)
            throws FeedException {
        List<Candidate> releases = new ArrayList<>();
        for (GitHubRelease release : ReleaseListReader.read(readArray(file))) {
            if (!release.usable()) {
                skipped.add(new SkippedRecord(relative, release.id(), release.problem()));
                continue;
            }
            String url = !release.url().isBlank() ? release.url() : TagPages.of(purl, release.tag()).orElse("");
            releases.add(new Candidate(new ReleaseRecord(release.tag(), release.date(), url, release.notes()),
                    release.id()));
        }
        return releases;
    }

    static boolean isJson(String fileName) {
        return fileName.toLowerCase(Locale.ROOT).endsWith(".json");
    }

    private static List<Path> files(Path location) throws FeedException {
        try {
            return PurlFolders.filesBelow(location, GitHubReleasesFeed::isJson);
        } catch (IOException e) {
            throw new FeedException(location, "cannot list the release files (" + e.getMessage() + ")", e);
        }
    }

    private JsonNode readArray(Path file) throws FeedException {
        JsonNode tree;
        try {
            tree = mapper.readTree(file.toFile());
        } catch (IOException e) {
            throw new FeedException(file, "not valid JSON (" + firstLine(e.getMessage()) + ")", e);
        }
        if (tree == null || tree.isMissingNode()) {
            throw new FeedException(file, "not valid JSON (the file is empty)");
        }
        if (!tree.isArray()) {
            throw new FeedException(file, "not a GitHub \"list releases\" response (its top level is not an array)");
        }
        return tree;
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "unreadable";
        }
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end);
    }
}
