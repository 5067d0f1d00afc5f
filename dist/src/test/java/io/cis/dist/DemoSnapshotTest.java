package io.cis.dist;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.snapshot.ManifestReader;
import io.cis.engine.snapshot.SnapshotVerifier;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The bundled demo snapshot unpacks into a content-addressed cache directory, once. */
class DemoSnapshotTest {

    @Test
    void unpacksASoundSnapshotWhoseManifestIsTheBundledOne(@TempDir Path cache) throws Exception {
        Path unpacked = new DemoSnapshot(cache).unpack();
        assertThat(new SnapshotVerifier().problems(unpacked)).isEmpty();
        assertThat(new ManifestReader().read(unpacked).createdAt()).isEqualTo(bundledCreatedAt());
        assertThat(unpacked.getParent()).isEqualTo(cache);
        assertThat(unpacked.getFileName().toString()).matches("[0-9a-f]{16}");
    }

    @Test
    void aRestartReusesTheUnpackedCopy(@TempDir Path cache) throws Exception {
        Path first = new DemoSnapshot(cache).unpack();
        Path marker = Files.createFile(first.resolve("..").resolve("marker")).normalize();
        long before = Files.getLastModifiedTime(first.resolve("manifest.json")).toMillis();
        Path second = new DemoSnapshot(cache).unpack();
        assertThat(second).isEqualTo(first);
        assertThat(Files.getLastModifiedTime(second.resolve("manifest.json")).toMillis()).isEqualTo(before);
        try (var entries = Files.list(cache)) {
            assertThat(entries.filter(p -> !p.equals(marker))).containsExactly(first);
        }
    }

    static String bundledCreatedAt() throws Exception {
        try (InputStream in = DemoSnapshot.class.getResourceAsStream(DemoSnapshot.RESOURCE);
             ZipInputStream zip = new ZipInputStream(in)) {
            ZipEntry entry;
            while ((entry = zip.getNextEntry()) != null) {
                if (entry.getName().equals("manifest.json")) {
                    return new com.fasterxml.jackson.databind.ObjectMapper().readTree(zip.readAllBytes()).get("created_at").asText();
                }
            }
        }
        throw new AssertionError("bundled archive has no manifest.json");
    }
}
