package io.cis.loader.fetch.archives;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.packageurl.MalformedPackageURLException;
import com.github.packageurl.PackageURL;
import io.cis.loader.feeds.archivescan.ScanResultFile;
import io.cis.loader.fetch.BodyTooLargeException;
import io.cis.loader.fetch.Download;
import io.cis.loader.fetch.FeedSource;
import io.cis.loader.fetch.FetchException;
import io.cis.loader.fetch.FileFacts;
import io.cis.loader.fetch.SourceFetch;
import io.cis.loader.fetch.Validators;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * {@code archive-scan} (opt-in, {@code cis fetch --scan-archives}): the package archive of every component version
 * {@code --sbom} and {@code --components} name (an npm tarball, a PyPI sdist or wheel, a Maven sources jar, a crate;
 * {@link ArchiveLocator} says which and where; a package named without a version is noted, not scanned) is downloaded, checked against the digest its registry document states, and searched for the crypto algorithm
 * dataset's keywords within the {@link ScanLimits} ({@link ArchiveScanner}). The result of each version is written to
 * {@code archive-scan/<type>/<namespace...>/<name>/<version>.json} ({@link ScanResultFile}), which the build's
 * {@code archive-scan} feed reads. The archive itself is not kept.
 *
 * <p>An archive over the size limit is not downloaded, and a scan a limit stopped is written as incomplete with the
 * reason; both are noted, as are the versions no archive is known for, archives the registry no longer has (404) and
 * archives whose digest differs (not scanned). A version scanned before with the same archive address, the same
 * keywords and the same limits keeps its result without a download: a published archive does not change.
 */
public final class ArchiveScanSource implements FeedSource {

    /** The source's files below the feeds folder. */
    public static final String FOLDER = "archive-scan/";
    private static final Pattern SAFE = Pattern.compile("[A-Za-z0-9._@+-]");

    private final boolean asked;
    private final List<String> purls;
    private final ArchiveBases bases;
    private final ScanLimits limits;
    private final Clock clock;
    private final ObjectMapper json;

    /** @param purls the component versions to scan, each a purl with its version */
    public ArchiveScanSource(List<String> purls, ArchiveBases bases, ScanLimits limits, Clock clock,
                             ObjectMapper json) {
        this(Optional.of(purls), bases, limits, clock, json);
    }

    /**
     * @param purls the component versions to scan (a purl without version is noted as such); empty when the scan was
     *              not asked for (it is opt-in)
     */
    public ArchiveScanSource(Optional<List<String>> purls, ArchiveBases bases, ScanLimits limits, Clock clock,
                             ObjectMapper json) {
        this.asked = purls.isPresent();
        this.purls = List.copyOf(new LinkedHashSet<>(purls.orElse(List.of())));
        this.bases = bases;
        this.limits = limits;
        this.clock = clock;
        this.json = json;
    }

    @Override
    public String name() {
        return "archive-scan";
    }

    @Override
    public String folder() {
        return FOLDER.substring(0, FOLDER.length() - 1);
    }

    /** Not a base of its own: each archive is where its registry document (or the configured base) says. */
    @Override
    public URI defaultBase() {
        return URI.create("urn:cis:package-archives");
    }

    @Override
    public Optional<String> unconfigured() {
        if (!asked) {
            return Optional.of("opt-in, not asked for (--scan-archives)");
        }
        return purls.isEmpty() ? Optional.of("no component named (--sbom FILE, --components FILE)")
                : Optional.empty();
    }

    @Override
    public FileFacts fetch(SourceFetch files) throws FetchException {
        DatasetKeywords dataset = DatasetKeywords.read(files.feedsDir());
        ArchiveScanner scanner = new ArchiveScanner(dataset.keywords(), limits, clock);
        ArchiveLocator locator = new ArchiveLocator(files.feedsDir(), bases, json, purls);
        List<String> unknown = new ArrayList<>();
        List<String> gone = new ArrayList<>();
        List<String> damaged = new ArrayList<>();
        List<String> incomplete = new ArrayList<>();
        long results = 0;
        long kept = 0;
        for (String purl : purls) {
            ArchiveLocator.Located located = locator.locate(purl);
            if (located.archive().isEmpty()) {
                unknown.add(purl + ": " + located.reason());
                continue;
            }
            PackageArchive archive = located.archive().get();
            String path = resultPath(purl);
            if (unchanged(files, path, archive, dataset)) {
                files.keep(path, this::check);
                results++;
                kept++;
                continue;
            }
            Path download = files.scratch("archive-scan/archive");
            ScanResultFile result;
            try {
                result = scan(files, archive, download, scanner, dataset);
            } catch (BodyTooLargeException e) {
                result = result(archive, e.bytes(), "", dataset, new ArchiveScan(false, "the archive is " + e.bytes()
                        + " bytes or more, over the limit of " + limits.archiveBytes() + " bytes: not downloaded",
                        0, 0, 0, 0, Map.of()));
            } catch (FetchException e) {
                if (e.httpStatus() == 404 || e.httpStatus() == 410) {
                    gone.add(purl + " (" + archive.url() + ")");
                    continue;
                }
                throw e;
            } catch (DamagedArchive e) {
                damaged.add(purl + ": " + e.getMessage());
                continue;
            } finally {
                deleteQuietly(download);
            }
            if (!result.complete()) {
                incomplete.add(purl + ": " + result.incompleteReason());
            }
            Path built = files.scratch("archive-scan/result.json");
            try {
                json.writerWithDefaultPrettyPrinter().writeValue(built.toFile(), result);
            } catch (IOException e) {
                throw new FetchException(built + ": " + e.getMessage(), e);
            }
            files.stage(built, path, archive.url().toString(), Validators.NONE, this::check);
            results++;
        }
        note(files, "no archive known, not scanned", unknown);
        note(files, "the registry no longer has the archive (HTTP 404), not scanned", gone);
        note(files, "not scanned, the archive is damaged or differs from its registry document's digest", damaged);
        note(files, "scan incomplete (written as such; the build stores no algorithms for it)", incomplete);
        if (kept > 0) {
            files.note(kept + " version(s) kept as scanned before (same archive, keywords and limits)");
        }
        return new FileFacts(results, "", "");
    }

    /** Downloads, checks and scans one archive. */
    private ScanResultFile scan(SourceFetch files, PackageArchive archive, Path download, ArchiveScanner scanner,
                                DatasetKeywords dataset) throws FetchException, DamagedArchive {
        Download got = files.client().get(archive.url(), Validators.NONE, download, limits.archiveBytes());
        String sha256 = digest(download, "SHA-256");
        if (archive.checked()) {
            byte[] expected = archive.digest();
            String actual = archive.digestAlgorithm().equals("SHA-256") ? sha256
                    : digest(download, archive.digestAlgorithm());
            if (!actual.equals(HexFormat.of().formatHex(expected))) {
                throw new DamagedArchive(archive.url() + ": its " + archive.digestAlgorithm() + " is " + actual
                        + ", the registry document states " + HexFormat.of().formatHex(expected));
            }
        }
        try {
            return result(archive, got.bytes(), sha256, dataset, scanner.scan(download));
        } catch (IOException e) {
            throw new DamagedArchive(archive.url() + ": " + e.getMessage());
        }
    }

    private ScanResultFile result(PackageArchive archive, long bytes, String sha256, DatasetKeywords dataset,
                                  ArchiveScan scan) {
        List<ScanResultFile.Found> found = new ArrayList<>();
        scan.algorithms().forEach((algorithm, hits) -> found.add(new ScanResultFile.Found(algorithm, hits.files(),
                hits.keywords().stream().sorted().toList())));
        return new ScanResultFile(archive.purl(), new ScanResultFile.Archive(archive.url().toString(), bytes, sha256),
                new ScanResultFile.Dataset(dataset.date(), dataset.version(), dataset.keywords().fingerprint()),
                limits(), scan.complete(), scan.incompleteReason(), new ScanResultFile.Files(scan.filesScanned(),
                        scan.filesTruncated(), scan.filesBinary(), scan.unpackedBytes()), found);
    }

    private ScanResultFile.Limits limits() {
        return new ScanResultFile.Limits(limits.archiveBytes(), limits.unpackedBytes(), limits.fileBytes(),
                limits.time().toSeconds());
    }

    /** Whether the previous result of {@code path} was made from the same archive with the same keywords and limits. */
    private boolean unchanged(SourceFetch files, String path, PackageArchive archive, DatasetKeywords dataset)
            throws FetchException {
        Path previous = files.target(path);
        if (files.previous(path).isEmpty() || !Files.isRegularFile(previous)) {
            return false;
        }
        try {
            ScanResultFile before = json.readValue(previous.toFile(), ScanResultFile.class);
            return archive.url().toString().equals(before.archive().url()) && limits().equals(before.limits())
                    && before.dataset() != null
                    && dataset.keywords().fingerprint().equals(before.dataset().keywordsSha256());
        } catch (IOException | RuntimeException e) {
            return false; // scanned again
        }
    }

    private FileFacts check(Path file) throws IOException, FetchException {
        ScanResultFile result;
        try {
            result = json.readValue(file.toFile(), ScanResultFile.class);
        } catch (JacksonException e) {
            throw new FetchException(file.getFileName() + ": not a scan result (" + e.getOriginalMessage() + ")");
        }
        if (result.purl() == null || result.archive() == null || result.limits() == null) {
            throw new FetchException(file.getFileName() + ": not a scan result (purl, archive or limits missing)");
        }
        return FileFacts.records(1);
    }

    /** {@code archive-scan/<type>/<namespace...>/<name>/<version>.json}, each segment kept to safe characters. */
    static String resultPath(String purl) throws FetchException {
        PackageURL parsed;
        try {
            parsed = new PackageURL(purl);
        } catch (MalformedPackageURLException e) {
            throw new FetchException(purl + ": not a package URL");
        }
        List<String> segments = new ArrayList<>();
        segments.add(parsed.getType());
        if (parsed.getNamespace() != null && !parsed.getNamespace().isEmpty()) {
            segments.addAll(List.of(parsed.getNamespace().split("/")));
        }
        segments.add(parsed.getName());
        StringBuilder path = new StringBuilder(FOLDER);
        for (String segment : segments) {
            path.append(safe(segment)).append('/');
        }
        return path.append(safe(parsed.getVersion())).append(".json").toString();
    }

    private static String safe(String segment) {
        StringBuilder safe = new StringBuilder();
        for (byte b : segment.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if (b >= 0 && SAFE.matcher(String.valueOf(c)).matches()) {
                safe.append(c);
            } else {
                safe.append('%').append(String.format("%02X", b & 0xff));
            }
        }
        String text = safe.toString();
        return text.equals(".") || text.equals("..") ? text.replace(".", "%2E") : text;
    }

    private static void note(SourceFetch files, String what, List<String> purls) {
        if (!purls.isEmpty()) {
            files.note(what + ": " + purls.size() + " version(s): " + String.join("; ", purls));
        }
    }

    private static String digest(Path file, String algorithm) throws FetchException {
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest digest = MessageDigest.getInstance(algorithm);
            byte[] buffer = new byte[64 * 1024];
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                digest.update(buffer, 0, n);
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(algorithm + " is a digest every Java platform has", e);
        } catch (IOException e) {
            throw new FetchException(file + ": " + e.getMessage(), e);
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // the scratch folder is removed when the source ends
        }
    }

    /** An archive that cannot be scanned: damaged, of no known kind, or not what its registry document states. */
    private static final class DamagedArchive extends Exception {

        private static final long serialVersionUID = 1L;

        DamagedArchive(String message) {
            super(message);
        }
    }
}
