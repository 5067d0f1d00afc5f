package io.cis.dist;

import static io.cis.dist.CommandsTest.run;
import static org.assertj.core.api.Assertions.assertThat;

import io.cis.dist.CommandsTest.Run;
import io.cis.dist.trust.KeyFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** keygen, bundle and import as an operator runs them: what each prints, and each refusal as one line with its exit code. */
class TrustCommandsTest {

    @TempDir
    static Path dir;
    private static Path snapshot;
    private static Path keys;

    @BeforeAll
    static void buildAndMakeKeys() {
        snapshot = dir.resolve("snap");
        Run build = run("build", "--feeds", Path.of(System.getProperty("cis.sample.feeds")).resolve("spdx").toString(),
                "--out", snapshot.toString());
        assertThat(build.exit()).as(build.err()).isZero();
        keys = dir.resolve("keys");
        Run keygen = run("keygen", "--out", keys.toString());
        assertThat(keygen.exit()).as(keygen.err()).isZero();
    }

    private static void assertOneLineRefusal(Run run, int exit, String says) {
        assertThat(run.exit()).as(run.err()).isEqualTo(exit);
        assertThat(run.err()).contains(says).doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(run.err().strip().lines()).hasSize(1);
    }

    @Test
    void keygenShowsTheKeyIdOfThePublicKeyAndNeverOverwrites() throws Exception {
        Path out = dir.resolve("keygen-check");
        Run first = run("keygen", "--out", out.toString(), "--name", "site");
        String id = KeyFiles.keyId(KeyFiles.readPublic(out.resolve("site.pub")));
        assertThat(first.out()).contains("key id      " + id);
        assertThat(Files.getPosixFilePermissions(out.resolve("site.key"))).extracting(Object::toString)
                .containsExactlyInAnyOrder("OWNER_READ", "OWNER_WRITE");
        byte[] before = Files.readAllBytes(out.resolve("site.key"));

        assertOneLineRefusal(run("keygen", "--out", out.toString(), "--name", "site"), 1, "already exists");
        assertThat(Files.readAllBytes(out.resolve("site.key"))).isEqualTo(before);
    }

    @Test
    void aSnapshotBundledAndImportedIsPublishedOnceAndAReimportIsRefused() throws Exception {
        Path bundle = dir.resolve("once.cis");
        Run bundled = run("bundle", "--snapshot", snapshot.toString(), "--key", keys.resolve("cis-signing.key").toString(),
                "--out", bundle.toString());
        assertThat(bundled.exit()).as(bundled.err()).isZero();
        assertThat(bundled.out()).startsWith("bundled snapshot created_at ");
        assertOneLineRefusal(run("bundle", "--snapshot", snapshot.toString(), "--key",
                keys.resolve("cis-signing.key").toString(), "--out", bundle.toString()), 1, "already exists");

        Path root = Files.createDirectories(dir.resolve("root-once"));
        Run imported = run("import", bundle.toString(), "--trust", keys.resolve("cis-signing.pub").toString(),
                "--into", root.toString());
        assertThat(imported.exit()).as(imported.err()).isZero();
        assertThat(imported.out()).startsWith("imported snapshot created_at ");
        assertOneLineRefusal(run("import", bundle.toString(), "--trust", keys.resolve("cis-signing.pub").toString(),
                "--into", root.toString()), 1, "already exists");
        assertThat(run("verify", "--snapshot", Files.list(root).findFirst().orElseThrow().toString()).exit()).isZero();
    }

    @Test
    void importRefusalsAreOneLineEach() throws Exception {
        Path bundle = dir.resolve("refusals.cis");
        assertThat(run("bundle", "--snapshot", snapshot.toString(), "--key", keys.resolve("cis-signing.key").toString(),
                "--out", bundle.toString()).exit()).isZero();
        Path others = dir.resolve("other-keys");
        assertThat(run("keygen", "--out", others.toString()).exit()).isZero();
        Path root = Files.createDirectories(dir.resolve("root-refusals"));

        assertOneLineRefusal(run("import", bundle.toString(), "--trust", others.resolve("cis-signing.pub").toString(),
                "--into", root.toString()), 1, "which is not trusted");
        assertOneLineRefusal(run("import", dir.resolve("absent.cis").toString(), "--trust",
                keys.resolve("cis-signing.pub").toString(), "--into", root.toString()), 1, "no such file");
        assertOneLineRefusal(run("import", bundle.toString(), "--trust", keys.resolve("cis-signing.key").toString(),
                "--into", root.toString()), 2, "not a PEM file holding a public key");
        assertOneLineRefusal(run("bundle", "--snapshot", snapshot.toString(), "--key",
                others.resolve("cis-signing.key").toString(), "--public", keys.resolve("cis-signing.pub").toString(),
                "--out", dir.resolve("mismatch.cis").toString()), 1, "is not the public key of");
        assertThat(Files.list(root).count()).isZero();
    }

    @Test
    void aFeedsFolderIsBundledToBuildOnTheInside() throws Exception {
        Path bundle = dir.resolve("feeds.cis");
        Run bundled = run("bundle", "--feeds", Path.of(System.getProperty("cis.sample.feeds")).resolve("spdx").toString(),
                "--key", keys.resolve("cis-signing.key").toString(), "--out", bundle.toString());
        assertThat(bundled.exit()).as(bundled.err()).isZero();
        Path inside = Files.createDirectories(dir.resolve("inside-feeds"));
        Run imported = run("import", bundle.toString(), "--trust", keys.resolve("cis-signing.pub").toString(),
                "--into", inside.toString());
        assertThat(imported.exit()).as(imported.err()).isZero();
        Path feeds = Files.list(inside).findFirst().orElseThrow();
        Run build = run("build", "--feeds", feeds.toString(), "--out", dir.resolve("built-inside").toString());
        assertThat(build.exit()).as(build.err()).isZero();
        assertThat(build.out()).contains("spdx").contains("811");
    }
}
