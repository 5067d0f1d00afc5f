package io.cis.dist;

import static io.cis.dist.CommandsTest.run;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cis.dist.CommandsTest.Run;
import io.cis.dist.trust.KeyFiles;
import io.cis.dist.trust.TrustedKeys;
import io.cis.engine.Engine;
import io.cis.engine.components.ResolutionListener;
import io.cis.engine.snapshot.Manifest;
import io.cis.engine.snapshot.SnapshotOptions;
import io.cis.engine.snapshot.SnapshotRejectedException;
import io.cis.engine.snapshot.Verification;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A snapshot that came through import: verify --trust and serve --trust accept it only while its signature and files
 * are as signed; it opens without hashing every file (its verification record matches) and is hashed in the
 * background, a difference found there marking it damaged and asking for a fail-over.
 */
class SignedSnapshotTest {

    @TempDir
    static Path dir;
    private static Path built;
    private static Path bundle;
    private static Path keys;
    private static String keyId;

    @TempDir
    Path root;

    @BeforeAll
    static void buildAndBundle() throws Exception {
        built = dir.resolve("snap");
        assertThat(run("build", "--feeds", Path.of(System.getProperty("cis.sample.feeds")).resolve("spdx").toString(),
                "--out", built.toString()).exit()).isZero();
        keys = dir.resolve("keys");
        assertThat(run("keygen", "--out", keys.toString()).exit()).isZero();
        keyId = KeyFiles.keyId(KeyFiles.readPublic(keys.resolve("cis-signing.pub")));
        bundle = dir.resolve("snap.cis");
        assertThat(run("bundle", "--snapshot", built.toString(), "--key", keys.resolve("cis-signing.key").toString(),
                "--out", bundle.toString()).exit()).isZero();
    }

    private Path imported() throws Exception {
        Run imported = run("import", bundle.toString(), "--trust", pub(), "--into", root.toString());
        assertThat(imported.exit()).as(imported.err()).isZero();
        try (Stream<Path> children = Files.list(root)) {
            return children.findFirst().orElseThrow();
        }
    }

    private static String pub() {
        return keys.resolve("cis-signing.pub").toString();
    }

    private static SnapshotOpener opener(List<Runnable> background, AtomicInteger failOvers, boolean trusted) throws Exception {
        Optional<TrustedKeys> keys = trusted ? Optional.of(TrustedKeys.read(List.of(Path.of(pub())))) : Optional.empty();
        return new SnapshotOpener(SnapshotOptions.DEFAULTS, ResolutionListener.NONE, keys, background::add,
                failOvers::incrementAndGet);
    }

    @Test
    void verifyTrustAcceptsTheImportedSnapshotAndInfoNamesItsKey() throws Exception {
        Path snapshot = imported();
        Run verified = run("verify", "--snapshot", snapshot.toString(), "--trust", pub());
        assertThat(verified.exit()).as(verified.err()).isZero();
        assertThat(verified.out()).contains("signed by key " + keyId);
        assertThat(run("info", "--snapshot", snapshot.toString()).out()).contains("signed_by      key " + keyId);
    }

    @Test
    void verifyTrustFailsOnceCreatedAtIsEditedInTheManifest() throws Exception {
        Path snapshot = imported();
        Path manifest = snapshot.resolve(Manifest.FILE_NAME);
        String text = Files.readString(manifest);
        String createdAt = text.replaceAll("(?s).*\"created_at\" : \"([^\"]+)\".*", "$1");
        // a year earlier: what someone would do to make a snapshot look older, or to pass it off as another
        String earlier = (Integer.parseInt(createdAt.substring(0, 4)) - 1) + createdAt.substring(4);
        Files.writeString(manifest, text.replace("\"created_at\" : \"" + createdAt, "\"created_at\" : \"" + earlier));
        assertThat(Files.readString(manifest)).isNotEqualTo(text);

        Run verified = run("verify", "--snapshot", snapshot.toString(), "--trust", pub());

        assertThat(verified.exit()).isEqualTo(1);
        assertThat(verified.err()).contains("was changed after signing").doesNotContain("Exception");
    }

    @Test
    void verifyTrustFailsOnAFileChangedInPlaceAndOnAnUnsignedSnapshot() throws Exception {
        Path snapshot = imported();
        Path sst;
        try (Stream<Path> files = Files.list(snapshot)) {
            sst = files.filter(p -> p.toString().endsWith(".sst")).findFirst().orElseThrow();
        }
        try (FileChannel channel = FileChannel.open(sst, StandardOpenOption.WRITE)) {
            channel.write(ByteBuffer.wrap("x".getBytes(StandardCharsets.US_ASCII)), channel.size() / 2);
        }
        Run changed = run("verify", "--snapshot", snapshot.toString(), "--trust", pub());
        assertThat(changed.exit()).isEqualTo(1);
        assertThat(changed.err()).contains(sst.getFileName().toString()).contains("SHA-256 does not match");

        Run unsigned = run("verify", "--snapshot", built.toString(), "--trust", pub());
        assertThat(unsigned.exit()).isEqualTo(1);
        assertThat(unsigned.err()).contains("no signature (manifest.sig beside the manifest)");
    }

    @Test
    void serveTrustRefusesAnUnsignedSnapshotAndOpensASignedOneNamingItsKey() throws Exception {
        Path snapshot = imported();
        List<Runnable> background = new ArrayList<>();
        SnapshotOpener opener = opener(background, new AtomicInteger(), true);

        assertThatThrownBy(() -> opener.open(built)).isInstanceOf(SnapshotRejectedException.class)
                .hasMessageContaining("no signature");
        try (Engine engine = opener.open(snapshot)) {
            assertThat(engine.signedBy()).contains(keyId);
        }
    }

    @Test
    void anImportedSnapshotOpensWithoutHashingAndIsHashedInTheBackground() throws Exception {
        Path snapshot = imported();
        List<Runnable> background = new ArrayList<>();
        AtomicInteger failOvers = new AtomicInteger();
        try (Engine engine = opener(background, failOvers, false).open(snapshot)) {
            assertThat(engine.verification()).isEqualTo(Verification.PENDING);
            assertThat(background).hasSize(1);

            background.get(0).run();

            assertThat(engine.verification()).isEqualTo(Verification.PASSED);
            assertThat(engine.damage()).isEmpty();
            assertThat(failOvers).hasValue(0);
        }
    }

    @Test
    void aDifferenceFoundByTheBackgroundCheckMarksTheSnapshotDamagedAndAsksForAFailOver() throws Exception {
        Path snapshot = imported();
        List<Runnable> background = new ArrayList<>();
        AtomicInteger failOvers = new AtomicInteger();
        try (Engine engine = opener(background, failOvers, false).open(snapshot)) {
            Path sst;
            try (Stream<Path> files = Files.list(snapshot)) {
                sst = files.filter(p -> p.toString().endsWith(".sst")).findFirst().orElseThrow();
            }
            try (FileChannel channel = FileChannel.open(sst, StandardOpenOption.WRITE)) {
                channel.write(ByteBuffer.wrap(new byte[] {(byte) 0xA5, (byte) 0x5A}), channel.size() / 2);
            }

            background.get(0).run();

            assertThat(engine.verification()).isEqualTo(Verification.FAILED);
            assertThat(engine.damage()).get().asString().contains("background verification failed")
                    .contains(sst.getFileName().toString());
            assertThat(failOvers).hasValue(1);
        }
    }

    @Test
    void aFileChangedAfterImportInvalidatesTheRecordSoTheSnapshotIsHashedBeforeOpening() throws Exception {
        Path snapshot = imported();
        Path sst;
        try (Stream<Path> files = Files.list(snapshot)) {
            sst = files.filter(p -> p.toString().endsWith(".sst")).findFirst().orElseThrow();
        }
        var modified = Files.getLastModifiedTime(sst);
        try (FileChannel channel = FileChannel.open(sst, StandardOpenOption.WRITE)) {
            channel.write(ByteBuffer.wrap(new byte[] {(byte) 0xA5}), channel.size() / 2);
        }
        Files.setLastModifiedTime(sst, modified); // same size and modification time: the change time still differs

        List<Runnable> background = new ArrayList<>();
        assertThatThrownBy(() -> opener(background, new AtomicInteger(), false).open(snapshot))
                .isInstanceOf(SnapshotRejectedException.class).hasMessageContaining("SHA-256 does not match");
        assertThat(background).isEmpty();
    }

    @Test
    void verifyLeavesARecordSoABuiltSnapshotAlsoOpensWithoutHashing() throws Exception {
        Path copy = Files.createDirectories(root.resolve("copy"));
        try (Stream<Path> files = Files.list(built)) {
            for (Path file : files.toList()) {
                Files.copy(file, copy.resolve(file.getFileName()));
            }
        }
        List<Runnable> background = new ArrayList<>();
        try (Engine engine = opener(background, new AtomicInteger(), false).open(copy)) {
            assertThat(engine.verification()).as("no record yet").isEqualTo(Verification.AT_OPEN);
        }
        assertThat(run("verify", "--snapshot", copy.toString()).exit()).isZero();
        try (Engine engine = opener(background, new AtomicInteger(), false).open(copy)) {
            assertThat(engine.verification()).isEqualTo(Verification.PENDING);
        }
    }
}
