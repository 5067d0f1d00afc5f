package io.cis.loader.fetch;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.nio.file.LinkOption;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The files of one source in one run. Each file is downloaded under a temporary name in a staging folder, checked, and
 * kept staged; only when every file of the source is checked does {@link #commit()} rename them into place, so a
 * source that fails anywhere keeps its previous complete copy. A file whose previous copy is there is requested
 * conditionally with the validators the manifest recorded for it.
 *
 * <p>A source that writes a folder of its own making instead (NVD's API pages regrouped, the CVE List unpacked) works
 * in {@link #scratch()}, records what the manifest should say with {@link #record(FetchedFile)}, and stages the change
 * with {@link #stage(StagedChange)}; it reads its previous run from {@link #previousRecord()}.
 */
public final class SourceFetch implements AutoCloseable {

    private record Staged(Path temporary, Path target) {
    }

    /**
     * Where files wait for their check: a hidden folder of the feeds folder (the same file system, so the rename is
     * atomic), so that a feed's own folder appears only with complete files in it.
     */
    static final String STAGING = ".fetch-staging";

    private final Path feedsDir;
    private final URI base;
    private final UpstreamClient client;
    private final Map<String, FetchedFile> previous;
    private final Optional<SourceRecord> previousRecord;
    private final Clock clock;
    private final List<Staged> staged = new ArrayList<>();
    private final List<StagedChange> changes = new ArrayList<>();
    private final List<FetchedFile> files = new ArrayList<>();

    public SourceFetch(Path feedsDir, URI base, UpstreamClient client, Map<String, FetchedFile> previous) {
        this(feedsDir, base, client, previous, Optional.empty(), Clock.systemUTC());
    }

    /** The files of a source whose last complete fetch the manifest recorded as {@code previousRecord}, if any. */
    public SourceFetch(Path feedsDir, URI base, UpstreamClient client, Optional<SourceRecord> previousRecord,
                       Clock clock) {
        this(feedsDir, base, client, previousRecord.map(record -> record.files().stream()
                .collect(Collectors.toMap(FetchedFile::path, Function.identity(), (first, second) -> first)))
                .orElse(Map.of()), previousRecord, clock);
    }

    private SourceFetch(Path feedsDir, URI base, UpstreamClient client, Map<String, FetchedFile> previous,
                        Optional<SourceRecord> previousRecord, Clock clock) {
        this.feedsDir = feedsDir;
        this.base = base;
        this.client = client;
        this.previous = Map.copyOf(previous);
        this.previousRecord = previousRecord;
        this.clock = clock;
    }

    public Path feedsDir() {
        return feedsDir;
    }

    /** The base URL of the source (the upstream's or its mirror's), ending with {@code /}. */
    public URI base() {
        return base;
    }

    public UpstreamClient client() {
        return client;
    }

    public Instant now() {
        return clock.instant();
    }

    /** The manifest's record of the source's last complete fetch; empty when there is none. */
    public Optional<SourceRecord> previousRecord() {
        return previousRecord;
    }

    /** A folder for the source's work files, in the staging folder: removed when the source ends either way. */
    public Path scratch() throws FetchException {
        Path scratch = feedsDir.resolve(STAGING).resolve(".scratch");
        try {
            return Files.createDirectories(scratch);
        } catch (IOException e) {
            throw new FetchException(scratch + ": cannot be created (" + e.getMessage() + ")", e);
        }
    }

    /** Adds a file to what the manifest will record for this run. */
    public void record(FetchedFile file) {
        files.add(file);
    }

    /** Holds {@code change} until {@link #commit()}; {@link #close()} discards it if the source fails first. */
    public void stage(StagedChange change) {
        changes.add(change);
    }

    /** Fetches {@code relativeUrl} (resolved against the source's base) to {@code path} under the feeds folder. */
    public FileFacts file(String relativeUrl, String path, FileCheck check) throws FetchException {
        URI url = base.resolve(relativeUrl);
        Path target = feedsDir.resolve(path);
        Path temporary = feedsDir.resolve(STAGING).resolve(path);
        FetchedFile known = previous.get(path);
        Validators validators = known != null && Files.isRegularFile(target)
                ? new Validators(known.etag(), known.lastModified()) : Validators.NONE;
        try {
            Files.createDirectories(temporary.getParent());
            Download download = client.get(url, validators, temporary);
            Path checked = download.notModified() ? target : temporary;
            FileFacts facts;
            try {
                facts = check.check(checked);
            } catch (IOException e) {
                throw new FetchException(url + ": " + (download.notModified() ? "the kept copy " + target + " " : "")
                        + "is not complete (" + e.getMessage() + ")", e);
            }
            if (!download.notModified()) {
                staged.add(new Staged(temporary, target));
            }
            files.add(new FetchedFile(path, url.toString(), download.validators().etag(),
                    download.validators().lastModified(), sha256(checked), Files.size(checked), facts.records(),
                    !download.notModified()));
            return facts;
        } catch (IOException e) {
            throw new FetchException(url + ": " + e.getMessage(), e);
        } catch (FetchException e) {
            deleteQuietly(temporary);
            throw e;
        }
    }

    /** Renames every staged file into place; called once every file of the source has passed its check. */
    public List<FetchedFile> commit() throws IOException {
        for (Staged file : staged) {
            Files.createDirectories(file.target().getParent());
            try {
                Files.move(file.temporary(), file.target(), StandardCopyOption.ATOMIC_MOVE,
                        StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(file.temporary(), file.target(), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        staged.clear();
        while (!changes.isEmpty()) {
            changes.get(0).commit();
            changes.remove(0);
        }
        removeStaging();
        return List.copyOf(files);
    }

    /** Removes whatever is still staged: the source failed, and its previous copy stays as it was. */
    @Override
    public void close() {
        staged.forEach(file -> deleteQuietly(file.temporary()));
        staged.clear();
        changes.forEach(StagedChange::discard);
        changes.clear();
        removeStaging();
    }

    /** Removes the staging folder with whatever a failed file left in it; sources run one at a time. */
    private void removeStaging() {
        Path staging = feedsDir.resolve(STAGING);
        if (!Files.isDirectory(staging, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> tree = Files.walk(staging)) {
            tree.sorted(Comparator.reverseOrder()).forEach(SourceFetch::deleteQuietly);
        } catch (IOException e) {
            // leftovers in the staging folder are never read by the build and are replaced by the next run
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // a leftover staged file is never read by the build and is replaced by the next run
        }
    }

    static String sha256(Path file) throws IOException {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] buffer = new byte[64 * 1024];
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                digest.update(buffer, 0, n);
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }
}
