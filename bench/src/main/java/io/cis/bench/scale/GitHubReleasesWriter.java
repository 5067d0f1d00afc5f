package io.cis.bench.scale;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Writes the GitHub REST "list releases" answers of a {@code pkg:github} component under
 * {@code github-releases/github/<owner>/<repo>/}: its most recent versions' tags, newest first, 100 per page
 * ({@code releases.json}, {@code releases-2.json}, ...), each with a Markdown body.
 */
final class GitHubReleasesWriter {

    /** A component with release notes, for the E1 workload. */
    record Listing(String purl, int releases) {
    }

    static final int PAGE = 100;
    private static final int MAX_RELEASES = 300;

    private final Path root;
    private final JsonFactory factory;
    private final ProseWriter prose;

    GitHubReleasesWriter(Path feedsRoot, JsonFactory factory, ProseWriter prose) {
        this.root = feedsRoot.resolve("github-releases").resolve("github");
        this.factory = factory;
        this.prose = prose;
    }

    Listing write(GeneratedComponent component, SplittableRandom random) throws IOException {
        ComponentIdentity id = component.identity();
        Path folder = root.resolve(id.namespace()).resolve(id.name());
        Files.createDirectories(folder);
        List<ReleasedVersion> versions = component.versions();
        int newest = versions.size() - 1;
        int count = Math.min(MAX_RELEASES, versions.size());
        long releaseId = 1_000_000L + random.nextInt(90_000_000);
        for (int page = 0; page * PAGE < count; page++) {
            Path file = folder.resolve(page == 0 ? "releases.json" : "releases-" + (page + 1) + ".json");
            try (JsonGenerator json = factory.createGenerator(file.toFile(), JsonEncoding.UTF8)) {
                JsonLayout.indented(json);
                json.writeStartArray();
                for (int k = page * PAGE; k < Math.min(count, (page + 1) * PAGE); k++) {
                    ReleasedVersion version = versions.get(newest - k);
                    writeRelease(json, id, version, versions.get(Math.max(0, newest - k - 1)), releaseId - k, random);
                }
                json.writeEndArray();
            }
        }
        return new Listing(id.purl(), count);
    }

    private void writeRelease(JsonGenerator json, ComponentIdentity id, ReleasedVersion version,
                              ReleasedVersion previous, long releaseId, SplittableRandom random) throws IOException {
        String repo = id.namespace() + "/" + id.name();
        String tag = version.version();
        LocalDate day = version.released();
        String time = String.format("T%02d:%02d:%02dZ", random.nextInt(24), random.nextInt(60), random.nextInt(60));
        json.writeStartObject();
        json.writeStringField("url", "https://api.github.com/repos/" + repo + "/releases/" + releaseId);
        json.writeStringField("html_url", "https://github.com/" + repo + "/releases/tag/" + tag);
        json.writeNumberField("id", releaseId);
        json.writeObjectFieldStart("author");
        json.writeStringField("login", id.namespace());
        json.writeStringField("type", "User");
        json.writeEndObject();
        json.writeStringField("tag_name", tag);
        json.writeStringField("target_commitish", "main");
        json.writeStringField("name", random.nextInt(4) == 0 ? id.name() + " " + tag : tag);
        json.writeBooleanField("draft", false);
        json.writeBooleanField("prerelease", version.prerelease());
        json.writeStringField("created_at", day + time);
        json.writeStringField("published_at", day + time);
        json.writeArrayFieldStart("assets");
        json.writeEndArray();
        json.writeStringField("body", prose.releaseNotes(repo, previous.version(), tag, random));
        json.writeEndObject();
    }
}
