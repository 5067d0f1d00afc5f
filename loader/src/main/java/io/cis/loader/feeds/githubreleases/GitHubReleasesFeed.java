package io.cis.loader.feeds.githubreleases;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.releases.ReleaseRecord;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.feeds.json.JsonDocuments;
import io.cis.loader.feeds.json.StrictJson;
import io.cis.loader.releases.ReleaseFolderFeed.Candidate;
import io.cis.loader.releases.ReleaseFolderFeed;
import io.cis.loader.releases.TagPages;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * GitHub REST "list releases" responses under {@code github-releases/<type>/<namespace...>/<name>/*.json}: every
 * published release (drafts are passed over) becomes the release notes of its tag, and the tag joins the catalog of
 * the purl the folder spells.
 */
public final class GitHubReleasesFeed extends ReleaseFolderFeed {

    static final String FOLDER = "github-releases";

    private final ObjectMapper mapper = StrictJson.mapper();

    public GitHubReleasesFeed(ValueCodec codec) {
        super("github-releases", FOLDER, codec, GitHubReleasesFeed::isJson, "the release files");
    }

    @Override
    protected List<Candidate> releases(Path file, String purl, String relative, List<SkippedRecord> skipped)
            throws FeedException {
        List<Candidate> releases = new ArrayList<>();
        JsonNode list = JsonDocuments.read(mapper, file);
        if (!list.isArray()) {
            throw new FeedException(file, "not a GitHub \"list releases\" response (its top level is not an array)");
        }
        for (GitHubRelease release : ReleaseListReader.read(list)) {
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
}
