package io.cis.dist.trust;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cis.engine.snapshot.Manifest;
import io.cis.engine.snapshot.ManifestReader;
import io.cis.engine.snapshot.SnapshotFiles;
import io.cis.engine.snapshot.SnapshotVerifier;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.engine.snapshot.VerificationRecord;
import io.cis.loader.build.SnapshotBuilder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.commons.compress.archivers.tar.TarConstants;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Importing a bundle: what is signed by a trusted key and whole is published by one rename; anything else is refused
 * with the reason, and the root is left exactly as it was.
 */
class BundleImporterTest {

    private static final Instant NOW = Instant.parse("2026-11-24T12:00:00Z");
    private static final String BUILT = "2026-11-20T00:00:00Z";

    @TempDir
    static Path built;
    private static Path snapshot;
    private static KeyPair trustedPair;
    private static KeyPair otherPair;

    @TempDir
    Path work;
    private Path root;

    @BeforeAll
    static void buildSnapshotOfTheSpdxFeed() throws Exception {
        snapshot = built.resolve("snapshot");
        SnapshotBuilder.withKnownFeeds(Clock.fixed(Instant.parse(BUILT), ZoneOffset.UTC))
                .build(Path.of(System.getProperty("cis.sample.feeds")).resolve("spdx"), snapshot, false);
        trustedPair = KeyFiles.generate();
        otherPair = KeyFiles.generate();
    }

    @BeforeEach
    void emptyRoot() throws IOException {
        root = Files.createDirectories(work.resolve("root"));
    }

    private static ManifestSigner signer(KeyPair pair) {
        return new ManifestSigner(pair.getPrivate(), KeyFiles.keyId(pair.getPublic()));
    }

    private static TrustedKeys trusted() {
        return new TrustedKeys(new TreeMap<>(java.util.Map.of(KeyFiles.keyId(trustedPair.getPublic()), trustedPair.getPublic())));
    }

    private BundleImporter importer(boolean allowOlder) {
        return new BundleImporter(trusted(), Clock.fixed(NOW, ZoneOffset.UTC), allowOlder);
    }

    private Path bundleOf(Path directory, KeyPair pair, String name) throws Exception {
        new BundleWriter(signer(pair), Clock.fixed(NOW, ZoneOffset.UTC)).snapshot(directory, work.resolve(name));
        return work.resolve(name);
    }

    private List<String> rootListing() throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.map(p -> root.relativize(p).toString()).sorted().toList();
        }
    }

    private void assertRefusedLeavingRootUnchanged(Path bundle, String reason) throws IOException {
        List<String> before = rootListing();
        assertThatThrownBy(() -> importer(false).importInto(bundle, root))
                .isInstanceOf(TrustException.class).hasMessageContaining(reason);
        assertThat(rootListing()).isEqualTo(before);
    }

    @Test
    void aSignedSnapshotIsPublishedWholeWithItsSignatureAndVerificationRecord() throws Exception {
        Path bundle = bundleOf(snapshot, trustedPair, "snap.cis");

        BundleImporter.Imported imported = importer(false).importInto(bundle, root);

        assertThat(imported.directory()).isEqualTo(root.resolve("snapshot-2026-11-20T00-00-00Z"));
        assertThat(imported.keyId()).isEqualTo(KeyFiles.keyId(trustedPair.getPublic()));
        assertThat(Files.readAllBytes(imported.directory().resolve(Manifest.FILE_NAME)))
                .isEqualTo(Files.readAllBytes(snapshot.resolve(Manifest.FILE_NAME)));
        assertThat(Files.exists(imported.directory().resolve(Manifest.SIGNATURE_FILE_NAME))).isTrue();
        assertThat(new SnapshotVerifier(Clock.fixed(NOW, ZoneOffset.UTC)).problems(imported.directory())).isEmpty();
        Manifest manifest = new ManifestReader().read(imported.directory());
        assertThat(VerificationRecord.matches(imported.directory(), manifest)).isTrue();
        assertThat(rootListing()).as("no staging left").noneMatch(name -> name.startsWith("."));
    }

    @Test
    void aBundleWithOneFlippedByteIsRefused() throws Exception {
        Path bundle = bundleOf(snapshot, trustedPair, "snap.cis");
        byte[] bytes = Files.readAllBytes(bundle);
        // the first entries' headers, the middle of a table, the last compressed bytes, the gzip trailer's CRC
        for (int at : new int[] {20, bytes.length / 3, bytes.length / 2, bytes.length - 40, bytes.length - 6}) {
            byte[] flipped = bytes.clone();
            flipped[at] ^= 0x10;
            Path damaged = Files.write(work.resolve("flipped-" + at + ".cis"), flipped);
            List<String> before = rootListing();
            assertThatThrownBy(() -> importer(false).importInto(damaged, root)).as("byte " + at)
                    .isInstanceOf(TrustException.class);
            assertThat(rootListing()).isEqualTo(before);
        }
    }

    @Test
    void aBundleSignedByAnUntrustedKeyIsRefusedNamingTheKey() throws Exception {
        Path bundle = bundleOf(snapshot, otherPair, "other.cis");
        assertRefusedLeavingRootUnchanged(bundle, "signed by key " + KeyFiles.keyId(otherPair.getPublic())
                + ", which is not trusted");
    }

    /** A bundle assembled entry by entry, its manifest and sizes signed by the trusted key. */
    private TarBundle signedStart(byte[] manifestBytes, SortedMap<String, Long> sizes) {
        byte[] signature = signer(trustedPair).sign(BundleKind.SNAPSHOT, manifestBytes, sizes);
        return new TarBundle().file(Manifest.FILE_NAME, manifestBytes).file(Manifest.SIGNATURE_FILE_NAME, signature);
    }

    private static byte[] manifest(String schema, String createdAt, SortedMap<String, String> files) {
        return new ValueCodec().encodePretty(new Manifest(schema, createdAt, List.of(), files));
    }

    private static final byte[] DATA = "table bytes".getBytes(StandardCharsets.UTF_8);

    private static SortedMap<String, String> oneFile(String name) throws Exception {
        SortedMap<String, String> files = new TreeMap<>();
        files.put(name, java.util.HexFormat.of().formatHex(SnapshotFiles.newDigest().digest(DATA)));
        return files;
    }

    private static SortedMap<String, Long> sizeOf(String name, long size) {
        return new TreeMap<>(java.util.Map.of(name, size));
    }

    @Test
    void aSnapshotOfAnotherSchemaMajorIsRefused() throws Exception {
        Path bundle = signedStart(manifest("2.0.0", BUILT, oneFile("000001.sst")), sizeOf("000001.sst", DATA.length))
                .file("000001.sst", DATA).writeTo(work.resolve("major.cis"));
        assertRefusedLeavingRootUnchanged(bundle, "schema_version 2.0.0 is another major");
    }

    @Test
    void aSnapshotOlderThanTheNewestInTheRootIsRefusedUnlessAllowed() throws Exception {
        importer(false).importInto(signedStart(manifest("1.6.0", "2026-11-22T00:00:00Z", oneFile("a.sst")),
                sizeOf("a.sst", DATA.length)).file("a.sst", DATA).writeTo(work.resolve("newer.cis")), root);
        Path older = signedStart(manifest("1.6.0", "2026-11-21T00:00:00Z", oneFile("a.sst")), sizeOf("a.sst", DATA.length))
                .file("a.sst", DATA).writeTo(work.resolve("older.cis"));

        assertRefusedLeavingRootUnchanged(older, "is older than");
        assertThat(importer(true).importInto(older, root).directory()).isEqualTo(root.resolve("snapshot-2026-11-21T00-00-00Z"));
    }

    @Test
    void aSnapshotFromTheFutureIsRefused() throws Exception {
        Path bundle = signedStart(manifest("1.6.0", "2027-01-01T00:00:00Z", oneFile("a.sst")), sizeOf("a.sst", DATA.length))
                .file("a.sst", DATA).writeTo(work.resolve("future.cis"));
        assertRefusedLeavingRootUnchanged(bundle, "in the future");
    }

    @Test
    void entriesThatTraverseLinkRepeatOrAreUnlistedAreRefused() throws Exception {
        byte[] m = manifest("1.6.0", BUILT, oneFile("a.sst"));
        SortedMap<String, Long> sizes = sizeOf("a.sst", DATA.length);
        assertRefusedLeavingRootUnchanged(signedStart(m, sizes).file("../a.sst", DATA).writeTo(work.resolve("t1.cis")),
                "entry '../a.sst' is not listed");
        assertRefusedLeavingRootUnchanged(signedStart(m, sizes).file("/etc/a.sst", DATA).writeTo(work.resolve("t2.cis")),
                "not listed");
        assertRefusedLeavingRootUnchanged(signedStart(m, sizes).link("a.sst", TarConstants.LF_SYMLINK, "/etc/passwd")
                .writeTo(work.resolve("t3.cis")), "is a symbolic link");
        assertRefusedLeavingRootUnchanged(signedStart(m, sizes).link("a.sst", TarConstants.LF_LINK, "manifest.json")
                .writeTo(work.resolve("t4.cis")), "is a hard link");
        assertRefusedLeavingRootUnchanged(signedStart(m, sizes).file("a.sst", DATA).file("a.sst", DATA)
                .writeTo(work.resolve("t5.cis")), "appears twice");
        assertRefusedLeavingRootUnchanged(signedStart(m, sizes).file("a.sst", DATA).file("b.sst", DATA)
                .writeTo(work.resolve("t6.cis")), "entry 'b.sst' is not listed");
        assertRefusedLeavingRootUnchanged(signedStart(m, sizes).writeTo(work.resolve("t7.cis")), "lacks 1 files");
        byte[] big = new byte[DATA.length * 1000];
        assertRefusedLeavingRootUnchanged(signedStart(m, sizes).file("a.sst", big).writeTo(work.resolve("t8.cis")),
                "bytes; " + DATA.length + " were signed");
        assertRefusedLeavingRootUnchanged(signedStart(m, sizes).file("a.sst", "table bytez".getBytes(StandardCharsets.UTF_8))
                .writeTo(work.resolve("t9.cis")), "SHA-256 does not match");
    }

    @Test
    void aManifestNamingAPathOutsideIsRefusedBeforeAnythingIsUnpacked() throws Exception {
        byte[] m = manifest("1.6.0", BUILT, oneFile("../escape.sst"));
        assertRefusedLeavingRootUnchanged(signedStart(m, sizeOf("../escape.sst", DATA.length)).file("../escape.sst", DATA)
                .writeTo(work.resolve("escape.cis")), "manifest lists '../escape.sst'");
        assertThat(Files.exists(work.resolve("escape.sst"))).isFalse();
    }

    @Test
    void aChangedManifestOrSignatureOrAMissingSignatureIsRefused() throws Exception {
        byte[] m = manifest("1.6.0", BUILT, oneFile("a.sst"));
        SortedMap<String, Long> sizes = sizeOf("a.sst", DATA.length);
        byte[] signature = signer(trustedPair).sign(BundleKind.SNAPSHOT, m, sizes);
        byte[] edited = new String(m, StandardCharsets.UTF_8).replace(BUILT, "2026-11-23T00:00:00Z").getBytes(StandardCharsets.UTF_8);
        assertRefusedLeavingRootUnchanged(new TarBundle().file(Manifest.FILE_NAME, edited)
                .file(Manifest.SIGNATURE_FILE_NAME, signature).file("a.sst", DATA).writeTo(work.resolve("e1.cis")),
                "was changed after signing");
        byte[] biggerSizes = new String(signature, StandardCharsets.UTF_8).replace("\"a.sst\" : " + DATA.length,
                "\"a.sst\" : 99999").getBytes(StandardCharsets.UTF_8);
        assertThat(biggerSizes).isNotEqualTo(signature);
        assertRefusedLeavingRootUnchanged(new TarBundle().file(Manifest.FILE_NAME, m)
                .file(Manifest.SIGNATURE_FILE_NAME, biggerSizes).file("a.sst", DATA).writeTo(work.resolve("e2.cis")),
                "does not verify");
        assertRefusedLeavingRootUnchanged(new TarBundle().file(Manifest.FILE_NAME, m).file("a.sst", DATA)
                .writeTo(work.resolve("e3.cis")), "the bundle is unsigned");
    }

    @Test
    void aFeedsFolderTravelsWithAManifestOfItsOwn() throws Exception {
        Path feeds = Path.of(System.getProperty("cis.sample.feeds")).resolve("spdx");
        Path bundle = work.resolve("f.cis");
        new BundleWriter(signer(trustedPair), Clock.fixed(NOW, ZoneOffset.UTC)).feeds(feeds, bundle);

        BundleImporter.Imported imported = importer(false).importInto(bundle, root);

        assertThat(imported.kind()).isEqualTo(BundleKind.FEEDS);
        List<String> carried;
        try (Stream<Path> walk = Files.walk(feeds)) {
            carried = walk.filter(Files::isRegularFile).map(p -> feeds.relativize(p).toString()).sorted().toList();
        }
        assertThat(imported.files()).isEqualTo(carried.size());
        for (String name : carried) {
            assertThat(Files.readAllBytes(imported.directory().resolve(name))).as(name).isEqualTo(Files.readAllBytes(feeds.resolve(name)));
        }
        assertThat(imported.directory().resolve(BundleKind.FEEDS.signatureName())).exists();
    }

    @Test
    void aFetchedFeedsFolderTravelsAsTheBuildReadsItThroughItsLinksWithoutItsHiddenCopies() throws Exception {
        // the way fetch keeps a many-file feed: a link to the current complete copy, earlier copies hidden beside it
        Path feeds = work.resolve("fetched");
        Path current = Files.createDirectories(feeds.resolve("nvd/.cvelistV5/000002/cves/2021/44xxx"));
        Path earlier = Files.createDirectories(feeds.resolve("nvd/.cvelistV5/000001/cves/2021/44xxx"));
        Path record = Path.of(System.getProperty("cis.sample.feeds"))
                .resolve("nvd/cvelistV5/cves/2021/44xxx/CVE-2021-44228.json");
        Files.copy(record, current.resolve("CVE-2021-44228.json"));
        Files.writeString(earlier.resolve("CVE-2021-44228.json"), "{}");
        Files.createSymbolicLink(feeds.resolve("nvd/cvelistV5"), Path.of(".cvelistV5/000002"));
        Files.createDirectories(feeds.resolve(".fetch-staging"));
        Files.writeString(feeds.resolve(".fetch-staging/left-over.json"), "{");
        Files.writeString(feeds.resolve("fetch-manifest.json"), "{\"sources\":{}}");
        Path bundle = work.resolve("fetched.cis");

        new BundleWriter(signer(trustedPair), Clock.fixed(NOW, ZoneOffset.UTC)).feeds(feeds, bundle);
        BundleImporter.Imported imported = importer(false).importInto(bundle, root);

        assertThat(imported.files()).isEqualTo(2);
        assertThat(imported.directory().resolve("nvd/cvelistV5/cves/2021/44xxx/CVE-2021-44228.json"))
                .hasSameBinaryContentAs(record);
        assertThat(imported.directory().resolve("fetch-manifest.json")).hasContent("{\"sources\":{}}");
        assertThat(imported.directory().resolve("nvd/.cvelistV5")).doesNotExist();
    }

    @Test
    void aBrokenLinkInAFeedsFolderIsRefusedRatherThanLeftOut() throws Exception {
        Path feeds = Files.createDirectories(work.resolve("broken/nvd"));
        Files.createSymbolicLink(feeds.resolve("cvelistV5"), Path.of(".cvelistV5/000009"));

        assertThatThrownBy(() -> new BundleWriter(signer(trustedPair), Clock.fixed(NOW, ZoneOffset.UTC))
                .feeds(work.resolve("broken"), work.resolve("broken.cis")))
                .isInstanceOf(TrustException.class).hasMessageContaining("a broken link or special file");
        assertThat(work.resolve("broken.cis")).doesNotExist();
    }
}
