package io.cis.engine.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What makes a snapshot directory untrustworthy, independent of what its files hold. */
class SnapshotVerifierTest {

    private final ValueCodec codec = new ValueCodec();
    private final SnapshotVerifier verifier = new SnapshotVerifier();

    @TempDir
    Path dir;

    @BeforeEach
    void writeSoundDirectory() throws Exception {
        Files.writeString(dir.resolve("000001.sst"), "table bytes");
        Files.createDirectory(dir.resolve("sub"));
        Files.writeString(dir.resolve("sub/CURRENT"), "MANIFEST-000005\n");
        writeManifest("1.0.0", SnapshotFiles.checksums(dir));
    }

    private void writeManifest(String schema, java.util.SortedMap<String, String> files) throws Exception {
        writeManifest(schema, "2026-11-20T00:00:00Z", files);
    }

    private void writeManifest(String schema, String createdAt, java.util.SortedMap<String, String> files) throws Exception {
        Files.write(dir.resolve(Manifest.FILE_NAME), codec.encodePretty(new Manifest(schema, createdAt, List.of(), files)));
    }

    @Test
    void aManifestListingAFileOutsideItsDirectoryIsRefusedEvenWhenThatFileMatches() throws Exception {
        Path outside = Files.writeString(dir.getParent().resolve(dir.getFileName() + "-outside"), "elsewhere");
        for (String name : List.of("../" + outside.getFileName(), outside.toString(), "sub/../000001.sst", "./000001.sst",
                "sub//CURRENT")) {
            java.util.SortedMap<String, String> files = new java.util.TreeMap<>(SnapshotFiles.checksums(dir));
            files.put(name, SnapshotFiles.sha256(name.startsWith("/") || name.startsWith("..") ? outside
                    : dir.resolve("000001.sst")));
            writeManifest("1.0.0", files);
            assertThat(verifier.problems(dir)).as(name).singleElement().asString()
                    .contains("manifest lists '" + name + "'");
        }
    }

    @Test
    void aCreatedAtInTheFutureIsRefusedBeyondTheClockSkew() throws Exception {
        java.time.Instant now = java.time.Instant.parse("2026-11-20T00:00:00Z");
        SnapshotVerifier atNow = new SnapshotVerifier(java.time.Clock.fixed(now, java.time.ZoneOffset.UTC));
        writeManifest("1.0.0", "2026-11-20T01:00:00Z", SnapshotFiles.checksums(dir));
        assertThat(atNow.problems(dir)).singleElement().asString()
                .contains("created_at 2026-11-20T01:00:00Z is in the future");
        writeManifest("1.0.0", now.plus(SnapshotVerifier.CLOCK_SKEW).toString(), SnapshotFiles.checksums(dir));
        assertThat(atNow.problems(dir)).as("a build machine's clock slightly ahead").isEmpty();
    }

    @Test
    void aDirectoryWhoseFilesMatchTheManifestHasNoProblems() {
        assertThat(verifier.problems(dir)).isEmpty();
    }

    @Test
    void checksumsCoverEveryFileButTheManifestWithForwardSlashes() throws Exception {
        assertThat(SnapshotFiles.checksums(dir)).containsOnlyKeys("000001.sst", "sub/CURRENT");
        // printf "table bytes" | sha256sum
        assertThat(SnapshotFiles.checksums(dir)).containsEntry("000001.sst", "b5aa3e38f786706e5ad208120d0a672633efead854dff098f38e403ebe3987bb");
    }

    @Test
    void aChangedFileIsNamed() throws Exception {
        Files.writeString(dir.resolve("000001.sst"), "table bytez");
        assertThat(verifier.problems(dir)).singleElement().asString()
                .contains(dir.resolve("000001.sst").toString()).contains("SHA-256 does not match");
    }

    @Test
    void aMissingFileAndAnUnlistedFileAreEachNamed() throws Exception {
        Files.delete(dir.resolve("sub/CURRENT"));
        Files.writeString(dir.resolve("000009.sst"), "smuggled");
        assertThat(verifier.problems(dir)).containsExactlyInAnyOrder(
                dir.resolve("sub/CURRENT") + ": listed in the manifest but missing",
                dir.resolve("000009.sst") + ": not listed in the manifest");
    }

    @Test
    void anotherMajorSchemaIsRefusedSayingWhichOneIsNeeded() throws Exception {
        writeManifest("2.1.0", SnapshotFiles.checksums(dir));
        assertThat(verifier.problems(dir)).singleElement().asString()
                .contains("schema_version 2.1.0 is not supported").contains("1.x.x");
    }

    @Test
    void aMissingOrUnreadableManifestIsRefused() throws Exception {
        Files.writeString(dir.resolve(Manifest.FILE_NAME), "{\"schema_version\": ");
        assertThat(verifier.problems(dir)).singleElement().asString().contains("manifest is not valid JSON");
        Files.delete(dir.resolve(Manifest.FILE_NAME));
        assertThat(verifier.problems(dir)).singleElement().asString().contains("manifest is missing");
        assertThat(verifier.problems(dir.resolve("absent"))).singleElement().asString().contains("not a snapshot directory");
    }

    @Test
    void aManifestWithoutIdentityIsRefused() throws Exception {
        Files.writeString(dir.resolve(Manifest.FILE_NAME), "{\"files\": {}}");
        assertThat(verifier.problems(dir)).singleElement().asString().contains("lacks schema_version or created_at");
    }
}
