package io.cis.loader.fetch;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The files of one source in one run. Each file is downloaded under a temporary name in a staging folder, checked, and
 * kept staged; only when every file of the source is checked does {@link #commit()} publish them, so a source that
 * fails anywhere keeps its previous complete copy. A file whose previous copy is there is requested conditionally with
 * the validators the manifest recorded for it. A source may also build a file or a whole folder itself (an archive
 * rewritten with updated records, a repository archive unpacked); those are staged and checked the same way.
 *
 * <p>Every file a source publishes lies in its one folder ({@link FeedSource#folder()}), and the folder is replaced
 * whole ({@link SwappedFolder}): the staged files are the new copy's, every other file of the current copy is carried
 * over as a hard link (no copy, no space), but for those the previous fetch recorded and this one did not (nothing the
 * upstream dropped lingers), and the new copy takes the current one's place in one rename. A stopped run, killed at
 * any moment, leaves the previous copy or the new one, never a mix. Files kept for the fetch's own use outside the
 * folder (a repository archive asked for conditionally next time) lie in hidden folders the build never reads.
 *
 * <p>A source that writes a folder of its own making instead (NVD's API pages regrouped, the CVE List unpacked) works
 * in {@link #scratch()}, records what the manifest should say with {@link #record(FetchedFile)}, and stages the
 * publication of its folder ({@link #ownFolder()}) with {@link #stage(StagedChange)}; it reads its previous run from
 * {@link #previousRecord()}.
 *
 * <p>A source of many independent items (the packages of a registry) may fetch files from several threads at once
 * ({@link #file}, {@link #keep}, {@link #note}, {@link #failed} and {@link #record} may be called concurrently; the
 * other methods are not), and may report an item it could not fetch with {@link #failed}: the source then completes
 * with what it has, and the fetch still ends as failed, naming the item.
 */
public final class SourceFetch implements AutoCloseable {

    /** How one file is transferred: a conditional GET into {@code target} ({@link UpstreamClient#get} is the usual). */
    @FunctionalInterface
    public interface Transfer {

        Download get(URI url, Validators known, Path target) throws FetchException;
    }

    private record Staged(Path temporary, Path target) {
    }

    /**
     * Where files wait for their check: a hidden folder of the feeds folder (the same file system, so the rename is
     * atomic), so that a feed's own folder appears only with complete files in it.
     */
    static final String STAGING = ".fetch-staging";

    /** Where downloads that are not kept as they are (single records merged into an archive) wait. */
    private static final String SCRATCH = ".scratch";

    private final Path feedsDir;
    private final String folder;
    private final SwappedFolder published;
    private final URI base;
    private final UpstreamClient client;
    private final Map<String, FetchedFile> previous;
    private final Optional<SourceRecord> previousRecord;
    private final Clock clock;
    private final List<Staged> staged = new ArrayList<>();
    private final List<Staged> folders = new ArrayList<>();
    private final List<StagedChange> changes = new ArrayList<>();
    private final List<FetchedFile> files = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private final List<String> failures = new ArrayList<>();
    private boolean publishesItself;

    /**
     * The files of a source that publishes into {@code folder} (relative to {@code feedsDir}) and whose last complete
     * fetch the manifest recorded as {@code previousRecord}, if any.
     */
    public SourceFetch(Path feedsDir, String folder, URI base, UpstreamClient client,
                       Optional<SourceRecord> previousRecord, Clock clock) {
        this.feedsDir = feedsDir.toAbsolutePath().normalize();
        this.published = new SwappedFolder(this.feedsDir, folder, SwappedFolder.Foreign.ADOPTED);
        this.folder = this.feedsDir.relativize(published.path()).toString().replace('\\', '/');
        this.base = base;
        this.client = client;
        this.previous = previousRecord.map(record -> record.files().stream()
                .collect(Collectors.toMap(FetchedFile::path, Function.identity(), (first, second) -> first,
                        LinkedHashMap::new)))
                .orElse(new LinkedHashMap<>());
        this.previousRecord = previousRecord;
        this.clock = clock;
    }

    /**
     * Readies the feeds folder for the source: whatever a stopped run left in the staging folder is removed (it is
     * never taken up), a folder a stopped first publication left under its hidden name is put back, and what stands
     * where the source's folder belongs is one the source can replace (else it fails now, naming it).
     */
    public void begin() throws FetchException {
        try {
            deleteTree(feedsDir.resolve(STAGING));
        } catch (IOException e) {
            throw new FetchException(feedsDir.resolve(STAGING) + ": what a stopped run left cannot be removed ("
                    + e.getMessage() + ")", e);
        }
        published.recover();
        published.current();
    }

    public Path feedsDir() {
        return feedsDir;
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

    /** The source's base URL (its upstream's, or the mirror's), ending in {@code /}. */
    public URI base() {
        return base;
    }

    /** {@code relativeUrl} resolved against the source's base. */
    public URI url(String relativeUrl) {
        return base.resolve(relativeUrl);
    }

    /** Fetches {@code relativeUrl} (resolved against the source's base) to {@code path} under the feeds folder. */
    public FileFacts file(String relativeUrl, String path, FileCheck check) throws FetchException {
        return file(url(relativeUrl), path, check, client::get);
    }

    /**
     * Fetches {@code relativeUrl} to {@code path} without the previous validators: the local copy is known not to be
     * the upstream file they describe (it was rebuilt, or found damaged), so a 304 could keep the wrong bytes.
     */
    public FileFacts fileAnew(String relativeUrl, String path, FileCheck check) throws FetchException {
        return file(url(relativeUrl), path, check, (url, known, target) -> client.get(url, Validators.NONE, target));
    }

    /** Fetches {@code url} through {@code transfer} to {@code path}: for upstreams that need their own headers. */
    public FileFacts file(URI url, String path, FileCheck check, Transfer transfer) throws FetchException {
        Path target = target(path);
        Path temporary = staging(path);
        FetchedFile known = previous.get(path);
        Validators validators = known != null && Files.isRegularFile(target)
                ? new Validators(known.etag(), known.lastModified()) : Validators.NONE;
        try {
            Files.createDirectories(temporary.getParent());
            Download download = transfer.get(url, validators, temporary);
            Path checked = download.notModified() ? target : temporary;
            FileFacts facts;
            try {
                facts = check.check(checked);
            } catch (IOException e) {
                throw new FetchException(url + ": " + (download.notModified() ? "the kept copy " + target + " " : "")
                        + "is not complete (" + e.getMessage() + ")", e);
            }
            if (!download.notModified()) {
                synchronized (this) {
                    staged.add(new Staged(temporary, target));
                }
            }
            record(new FetchedFile(path, url.toString(), download.validators().etag(),
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

    /**
     * Keeps the previous copy of {@code path} as it is, without asking the upstream (an incremental update found
     * nothing to change in it); it is read and checked again, so its record stays true.
     */
    public FileFacts keep(String path, FileCheck check) throws FetchException {
        FetchedFile known = previous.get(path);
        Path target = target(path);
        if (known == null || !Files.isRegularFile(target)) {
            throw new FetchException(path + ": there is no previous copy to keep");
        }
        try {
            FileFacts facts = checked(check, target, "the kept copy " + target);
            record(new FetchedFile(path, known.url(), known.etag(), known.lastModified(), sha256(target),
                    Files.size(target), facts.records(), false));
            return facts;
        } catch (IOException e) {
            throw new FetchException(path + ": " + e.getMessage(), e);
        }
    }

    /**
     * Stages a file the source built itself (in {@link #scratch}) to go to {@code path}, once checked; it is recorded
     * with the upstream's {@code url} and {@code validators} it stands for, as not transferred.
     */
    public FileFacts stage(Path built, String path, String url, Validators validators, FileCheck check)
            throws FetchException {
        Path temporary = staging(path);
        try {
            Files.createDirectories(temporary.getParent());
            move(built, temporary);
            FileFacts facts = checked(check, temporary, path + " as built");
            synchronized (this) {
                staged.add(new Staged(temporary, target(path)));
            }
            record(new FetchedFile(path, url, validators.etag(), validators.lastModified(), sha256(temporary),
                    Files.size(temporary), facts.records(), false));
            return facts;
        } catch (IOException e) {
            deleteQuietly(temporary);
            throw new FetchException(path + ": " + e.getMessage(), e);
        } catch (FetchException e) {
            deleteQuietly(temporary);
            throw e;
        }
    }

    /** A folder for the source's work files, in the staging folder: removed when the source ends either way. */
    public Path scratch() throws FetchException {
        Path scratch = feedsDir.resolve(STAGING).resolve(SCRATCH);
        try {
            return Files.createDirectories(scratch);
        } catch (IOException e) {
            throw new FetchException(scratch + ": cannot be created (" + e.getMessage() + ")", e);
        }
    }

    /** A path in the staging folder for a download or a file being built; removed when the source ends. */
    public Path scratch(String name) throws FetchException {
        Path scratch = feedsDir.resolve(STAGING).resolve(SCRATCH).resolve(name).normalize();
        if (!scratch.startsWith(feedsDir.resolve(STAGING).resolve(SCRATCH))) {
            throw new FetchException("not a scratch file name: " + name);
        }
        try {
            Files.createDirectories(scratch.getParent());
        } catch (IOException e) {
            throw new FetchException(scratch + ": " + e.getMessage(), e);
        }
        return scratch;
    }

    /** GETs {@code relativeUrl} unconditionally into {@code target} (a {@link #scratch} path); nothing is recorded. */
    public Download download(String relativeUrl, Path target) throws FetchException {
        return client.get(url(relativeUrl), Validators.NONE, target);
    }

    /**
     * An empty folder in the staging area that the source fills whole; at commit it takes the place of the folder at
     * {@code path} in the source's new copy: nothing of the previous tree there is carried over.
     */
    public Path stageFolder(String path) throws FetchException {
        Path temporary = staging(path);
        if (!target(path).startsWith(published.path())) {
            throw new FetchException(path + ": a folder is staged only in the source's folder " + folder);
        }
        try {
            deleteTree(temporary);
            Files.createDirectories(temporary);
        } catch (IOException e) {
            throw new FetchException(temporary + ": " + e.getMessage(), e);
        }
        folders.add(new Staged(temporary, target(path)));
        return temporary;
    }

    /**
     * The source's folder, for a source that builds its generations itself and stages their publication
     * ({@link SwappedFolder#publication}); the run then publishes nothing of its own there. A folder put there by
     * other means is refused rather than taken over: such a source carries nothing over that it did not build.
     */
    public SwappedFolder ownFolder() {
        publishesItself = true;
        return new SwappedFolder(feedsDir, folder);
    }

    /** What the previous complete fetch of the source recorded for {@code path}. */
    public Optional<FetchedFile> previous(String path) {
        return Optional.ofNullable(previous.get(path));
    }

    /** Every file the previous complete fetch of the source recorded, in its order. */
    public List<FetchedFile> previousFiles() {
        return List.copyOf(previous.values());
    }

    /** What this run recorded for {@code path} so far (the last record when there are several). */
    public synchronized Optional<FetchedFile> fetched(String path) {
        for (int i = files.size() - 1; i >= 0; i--) {
            if (files.get(i).path().equals(path)) {
                return Optional.of(files.get(i));
            }
        }
        return Optional.empty();
    }

    /**
     * Adds a file to what the manifest will record for this run. A path recorded again from the same URL replaces its
     * earlier record (the same file asked again); records of one path from several URLs (the assets a folder was
     * built from) are all kept.
     */
    public synchronized void record(FetchedFile file) {
        files.removeIf(earlier -> earlier.path().equals(file.path()) && earlier.url().equals(file.url()));
        files.add(file);
    }

    /** Holds {@code change} until {@link #commit()}; {@link #close()} discards it if the source fails first. */
    public void stage(StagedChange change) {
        changes.add(change);
    }

    /** Where {@code path} lies under the feeds folder. */
    public Path target(String path) throws FetchException {
        Path target = feedsDir.resolve(path).normalize();
        if (!target.startsWith(feedsDir) || target.equals(feedsDir)) {
            throw new FetchException("not a path under the feeds folder: " + path);
        }
        return target;
    }

    /** Says what the source passed over, removed or could not find; printed and kept in the manifest. */
    public synchronized void note(String note) {
        notes.add(note);
    }

    public synchronized List<String> notes() {
        return List.copyOf(notes);
    }

    /**
     * Says that one item of the source ({@code item}: a package, named by its purl) could not be fetched, and why; the
     * source's other items are still committed, and the fetch ends as failed, naming it. The source keeps the
     * item's previous copy itself ({@link #keep}).
     */
    public synchronized void failed(String item, String reason) {
        failures.add(item + ": " + reason);
    }

    /** The items {@link #failed} named, with their reasons, in the order reported. */
    public synchronized List<String> failures() {
        return List.copyOf(failures);
    }

    /**
     * Publishes the source's new copy, once every file of the source has passed its check: the files kept outside its
     * folder are renamed into place, then the folder's new copy (the staged files and folders, and every other file of
     * the current copy but those the previous fetch recorded and this one did not) replaces the current one in one
     * rename, or the source's own staged changes are made; files the previous fetch recorded outside the folder and
     * this one did not are removed last. Nothing is published when nothing changed.
     */
    public List<FetchedFile> commit() throws IOException {
        Path stagingFolder = feedsDir.resolve(STAGING).resolve(folder);
        for (Staged file : staged) {
            if (!file.temporary().startsWith(stagingFolder)) {
                Files.createDirectories(file.target().getParent());
                move(file.temporary(), file.target());
            }
        }
        Set<String> recorded = files.stream().map(FetchedFile::path).collect(Collectors.toSet());
        Set<String> stale = new TreeSet<>(previous.keySet());
        stale.removeAll(recorded);
        if (!publishesItself) {
            publishFolder(stagingFolder, stale);
        }
        while (!changes.isEmpty()) {
            changes.get(0).commit();
            changes.remove(0);
        }
        for (String gone : stale) {
            if (!inFolder(gone)) {
                removeStale(gone);
            }
        }
        staged.clear();
        folders.clear();
        removeStaging();
        return List.copyOf(files);
    }

    /**
     * Assembles the folder's new copy in {@code built} (where its staged files and folders already are) and publishes
     * it, when anything in it changed: a file or folder staged, or a file the previous fetch recorded gone.
     */
    private void publishFolder(Path built, Set<String> stale) throws IOException {
        Optional<Path> current;
        try {
            current = published.current();
        } catch (FetchException e) {
            throw new IOException(e.getMessage(), e);
        }
        Set<String> dropped = new TreeSet<>();
        for (String gone : stale) {
            if (inFolder(gone) && current.isPresent()
                    && Files.exists(current.get().resolve(inside(gone)), LinkOption.NOFOLLOW_LINKS)) {
                dropped.add(inside(gone));
            }
        }
        boolean changed = staged.stream().anyMatch(file -> file.temporary().startsWith(built)) || !folders.isEmpty()
                || !dropped.isEmpty();
        if (!changed) {
            return;
        }
        Files.createDirectories(built);
        if (current.isPresent()) {
            carryOver(current.get(), built, dropped);
        }
        published.publish(built);
    }

    /** Every file of {@code current} that is neither staged anew, nor under a staged folder, nor dropped, linked in. */
    private void carryOver(Path current, Path built, Set<String> dropped) throws IOException {
        List<Path> replacedFolders = folders.stream().map(Staged::temporary).toList();
        try (Stream<Path> tree = Files.walk(current)) {
            for (Path file : tree.filter(path -> !Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)).toList()) {
                String relative = current.relativize(file).toString().replace('\\', '/');
                Path into = built.resolve(relative);
                if (dropped.contains(relative) || Files.exists(into, LinkOption.NOFOLLOW_LINKS)
                        || replacedFolders.stream().anyMatch(into::startsWith)) {
                    continue;
                }
                Files.createDirectories(into.getParent());
                if (Files.isSymbolicLink(file)) {
                    Files.createSymbolicLink(into, Files.readSymbolicLink(file));
                } else {
                    linkOrCopy(file, into);
                }
            }
        }
    }

    /** A hard link costs no space and no time; a file system without them gets a copy. */
    private static void linkOrCopy(Path file, Path into) throws IOException {
        try {
            Files.createLink(into, file);
        } catch (UnsupportedOperationException | java.nio.file.FileSystemException e) {
            Files.copy(file, into, StandardCopyOption.COPY_ATTRIBUTES);
        }
    }

    private boolean inFolder(String path) {
        return path.equals(folder) || path.startsWith(folder + "/");
    }

    private String inside(String path) {
        return path.substring(folder.length() + 1);
    }

    /** Removes whatever is still staged: the source failed, and its previous copy stays as it was. */
    @Override
    public void close() {
        staged.forEach(file -> deleteQuietly(file.temporary()));
        staged.clear();
        folders.clear();
        changes.forEach(StagedChange::discard);
        changes.clear();
        removeStaging();
    }

    /**
     * Where {@code path} is staged. It must lie in the source's folder, which is published whole, or in a hidden
     * folder the build never reads (a kept archive): anything else could be read half-published.
     */
    private Path staging(String path) throws FetchException {
        Path target = target(path);
        boolean hidden = feedsDir.relativize(target).getName(0).toString().startsWith(".");
        if (!target.startsWith(published.path()) && !hidden) {
            throw new FetchException(path + ": not in the source's folder " + folder + " nor in a hidden one");
        }
        return feedsDir.resolve(STAGING).resolve(path).normalize();
    }

    private static FileFacts checked(FileCheck check, Path file, String what) throws FetchException {
        try {
            return check.check(file);
        } catch (IOException e) {
            throw new FetchException(what + " is not complete (" + e.getMessage() + ")", e);
        }
    }

    private void removeStale(String path) {
        Path file = feedsDir.resolve(path).normalize();
        if (!file.startsWith(feedsDir) || file.equals(feedsDir) || file.startsWith(feedsDir.resolve(STAGING))) {
            return;
        }
        for (Staged folder : folders) {
            if (file.startsWith(folder.target())) {
                return;
            }
        }
        // a folder reached through a link is a generation replaced whole (SwappedFolder): it holds only what it was
        // built with, and removing through the link could remove the link itself
        for (Path parent = file.getParent(); parent != null && !parent.equals(feedsDir); parent = parent.getParent()) {
            if (Files.isSymbolicLink(parent)) {
                return;
            }
        }
        try {
            if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                Files.delete(file);
            }
            for (Path parent = file.getParent(); parent != null && !parent.equals(feedsDir)
                    && parent.startsWith(feedsDir); parent = parent.getParent()) {
                Files.delete(parent);
            }
        } catch (DirectoryNotEmptyException e) {
            // the folder still holds other files: it stays
        } catch (IOException e) {
            // a file that cannot be removed is reported by the next run, which tries again
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Removes the staging folder with whatever a failed file left in it; sources run one at a time. */
    private void removeStaging() {
        try {
            deleteTree(feedsDir.resolve(STAGING));
        } catch (IOException e) {
            // leftovers in the staging folder are never read by the build and are replaced by the next run
        }
    }

    static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        if (!Files.isDirectory(root, LinkOption.NOFOLLOW_LINKS)) {
            Files.delete(root);
            return;
        }
        try (Stream<Path> tree = Files.walk(root)) {
            for (Path path : tree.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
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
