package io.cis.loader.fetch;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipFile;

/**
 * The OSV export: {@code ecosystems.txt}, then for every ecosystem it lists (or the ones a site chose) its
 * {@code <Ecosystem>/modified_id.csv} index and {@code <Ecosystem>/all.zip}, into
 * {@code osv/osv-vulnerabilities/<Ecosystem>/}, the export bucket's layout under its name (the build names the records'
 * source after that folder and reads only the zips). A zip is checked whole: its central directory must be
 * there, every entry is read to its end and its CRC-32 compared, and every entry must be a JSON object with {@code id}
 * and {@code modified}. The data date is the newest {@code modified} day seen.
 *
 * <p>Once an ecosystem's zip is in place, a run asks only for its index, conditionally: unchanged (304), the zip is
 * kept. Changed, each record the index lists as newer than the zip's copy (or that the zip lacks) is fetched as
 * {@code <Ecosystem>/<ID>.json} (eight at a time), and the zip is rewritten with those records in place of their old
 * copies and without the records the index no longer lists (removed from the export); unchanged entries are copied as
 * they are. When more than a quarter of the records changed, or the kept zip is damaged, the zip is fetched whole
 * instead.
 */
public final class OsvSource implements FeedSource {

    /**
     * Where the export goes: the bucket's own name ({@code gs://osv-vulnerabilities/}), the folder the build names
     * its records' source after, as in the samples' layout.
     */
    static final String FOLDER = "osv/osv-vulnerabilities";

    /** How many changed records are asked for at once. */
    static final int PARALLEL = 8;

    /** Below this many changed records an update is always fetched record by record. */
    static final int ALWAYS_INCREMENTAL = 100;

    private final ObjectMapper json;
    private final List<String> selection;
    private final int alwaysIncremental;

    public OsvSource(ObjectMapper json) {
        this(json, List.of());
    }

    /** The export's ecosystems named in {@code selection} only (all of them when it is empty). */
    public OsvSource(ObjectMapper json, List<String> selection) {
        this(json, selection, ALWAYS_INCREMENTAL);
    }

    OsvSource(ObjectMapper json, List<String> selection, int alwaysIncremental) {
        this.json = json;
        this.selection = List.copyOf(selection);
        this.alwaysIncremental = alwaysIncremental;
    }

    @Override
    public String name() {
        return "osv";
    }

    @Override
    public String folder() {
        return FOLDER;
    }

    @Override
    public URI defaultBase() {
        return URI.create("https://osv-vulnerabilities.storage.googleapis.com/");
    }

    @Override
    public FileFacts fetch(SourceFetch files) throws FetchException {
        List<String> listed = new ArrayList<>();
        files.file("ecosystems.txt", FOLDER + "/ecosystems.txt", file -> listed(file, listed));
        List<String> chosen = selection.isEmpty() ? listed : selection;
        Set<String> unknown = new TreeSet<>(chosen);
        unknown.removeAll(listed);
        if (!unknown.isEmpty()) {
            throw new FetchException("ecosystem(s) " + String.join(", ", unknown)
                    + " not in the export's ecosystems.txt (it lists " + String.join(", ", listed) + ")");
        }
        if (!selection.isEmpty()) {
            files.note(chosen.size() + " of the " + listed.size() + " ecosystems of the export chosen: "
                    + String.join(", ", chosen));
        }
        String newest = "";
        long records = 0;
        for (String ecosystem : chosen) {
            FileFacts zip = ecosystem(files, ecosystem);
            records += zip.records();
            newest = zip.dataDate().compareTo(newest) > 0 ? zip.dataDate() : newest;
        }
        return new FileFacts(records, newest, "");
    }

    private FileFacts ecosystem(SourceFetch files, String ecosystem) throws FetchException {
        String folder = encode(ecosystem) + "/";
        String zipPath = FOLDER + "/" + ecosystem + "/all.zip";
        String indexPath = FOLDER + "/" + ecosystem + "/modified_id.csv";
        Path zip = files.target(zipPath);
        if (files.previous(zipPath).isEmpty() || !Files.isRegularFile(zip)) {
            // the index first: the zip fetched after it is at least as new, so the next run's comparison holds
            indexIfPublished(files, ecosystem, indexPath, new ArrayList<>(), false);
            return files.file(folder + "all.zip", zipPath, this::checkZip);
        }
        OsvArchive kept;
        try {
            kept = OsvArchive.read(zip, json);
        } catch (FetchException e) {
            files.note(ecosystem + ": the kept all.zip is damaged (" + e.getMessage() + "); fetched whole");
            indexIfPublished(files, ecosystem, indexPath, new ArrayList<>(), true);
            return files.fileAnew(folder + "all.zip", zipPath, this::checkZip);
        }
        List<OsvIndex> read = new ArrayList<>();
        if (!indexIfPublished(files, ecosystem, indexPath, read, false)) {
            return files.file(folder + "all.zip", zipPath, this::checkZip);
        }
        FileFacts keptFacts = new FileFacts(kept.records().size(), kept.newestDay(), "");
        if (!files.fetched(indexPath).map(FetchedFile::transferred).orElse(true)) {
            return files.keep(zipPath, file -> keptFacts);
        }
        OsvIndex index = read.get(read.size() - 1);
        Set<String> changed = new TreeSet<>();
        index.modified().forEach((id, modified) -> {
            OsvArchive.Entry entry = kept.records().get(id);
            if (entry == null || entry.modified().map(modified::isAfter).orElse(true)) {
                changed.add(id);
            }
        });
        // a record newer than anything the index lists is one the index does not know yet, not one removed
        Set<String> removed = new TreeSet<>();
        kept.records().forEach((id, entry) -> {
            if (!index.modified().containsKey(id)
                    && entry.modified().map(time -> !time.isAfter(index.newest())).orElse(true)) {
                removed.add(id);
            }
        });
        if (changed.isEmpty() && removed.isEmpty()) {
            return files.keep(zipPath, file -> keptFacts);
        }
        if (changed.size() + removed.size() > Math.max(alwaysIncremental, index.size() / 4)) {
            files.note(ecosystem + ": " + changed.size() + " record(s) changed and " + removed.size()
                    + " removed of " + index.size() + "; all.zip fetched whole");
            return files.fileAnew(folder + "all.zip", zipPath, this::checkZip);
        }
        Map<String, byte[]> updated = new TreeMap<>();
        Set<String> vanished = new TreeSet<>();
        for (Map.Entry<String, Optional<byte[]>> record : records(files, ecosystem, changed).entrySet()) {
            if (record.getValue().isPresent()) {
                updated.put(record.getKey(), record.getValue().get());
            } else {
                vanished.add(record.getKey());
            }
        }
        Set<String> dropped = new LinkedHashSet<>(updated.keySet());
        dropped.addAll(removed);
        dropped.addAll(vanished);
        Path rebuilt = files.scratch("osv/" + ecosystem + "/all.zip");
        rewrite(zip, rebuilt, kept, dropped, updated);
        FetchedFile before = files.previous(zipPath).orElseThrow();
        FileFacts facts = files.stage(rebuilt, zipPath, before.url(),
                new Validators(before.etag(), before.lastModified()), this::checkZip);
        long added = updated.keySet().stream().filter(id -> !kept.records().containsKey(id)).count();
        Set<String> gone = new TreeSet<>(removed);
        gone.addAll(vanished);
        gone.removeIf(id -> !kept.records().containsKey(id));
        files.note(ecosystem + ": " + updated.size() + " changed record(s) fetched as " + ecosystem + "/<ID>.json ("
                + added + " new)" + (gone.isEmpty() ? ""
                : ", " + gone.size() + " no longer in the export removed: " + String.join(", ", gone)));
        return facts;
    }

    /**
     * The changed records of an ecosystem, each {@code <ID>.json} of the export, {@link #PARALLEL} at a time: one after
     * the other, each request's round trip would dominate an update of a few thousand records. A record answered 404
     * (listed by the index but gone from the export since) is empty, and treated as removed.
     */
    private Map<String, Optional<byte[]>> records(SourceFetch files, String ecosystem, Set<String> ids)
            throws FetchException {
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(PARALLEL, ids.size())));
        try {
            Map<String, Future<Optional<byte[]>>> asked = new TreeMap<>();
            for (String id : ids) {
                asked.put(id, pool.submit(() -> record(files, ecosystem, id)));
            }
            Map<String, Optional<byte[]>> records = new TreeMap<>();
            for (Map.Entry<String, Future<Optional<byte[]>>> record : asked.entrySet()) {
                records.put(record.getKey(), record.getValue().get());
            }
            return records;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new FetchException(ecosystem + ": interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof FetchException failed) {
                throw failed;
            }
            throw new FetchException(ecosystem + ": " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    private Optional<byte[]> record(SourceFetch files, String ecosystem, String id) throws FetchException {
        Path record = files.scratch("osv/" + ecosystem + "/" + id + ".json");
        try {
            files.download(encode(ecosystem) + "/" + encode(id) + ".json", record);
            byte[] content = Files.readAllBytes(record);
            String fetchedId = OsvArchive.fields(content, ecosystem + "/" + id + ".json", json).id();
            if (!fetchedId.equals(id)) {
                throw new FetchException(ecosystem + "/" + id + ".json: holds the record " + fetchedId);
            }
            return Optional.of(content);
        } catch (FetchException e) {
            if (e.httpStatus() != 404) {
                throw e;
            }
            return Optional.empty();
        } catch (IOException e) {
            throw new FetchException(record + ": " + e.getMessage(), e);
        }
    }

    /** The kept zip without the dropped records' entries, with the updated records added; raw entries copied. */
    private static void rewrite(Path kept, Path rebuilt, OsvArchive contents, Set<String> dropped,
                                Map<String, byte[]> updated) throws FetchException {
        Set<String> droppedEntries = new TreeSet<>();
        for (String id : dropped) {
            Optional.ofNullable(contents.records().get(id)).ifPresent(entry -> droppedEntries.add(entry.name()));
        }
        try (ZipFile zip = ZipArchives.open(kept);
             ZipArchiveOutputStream out = new ZipArchiveOutputStream(rebuilt)) {
            zip.copyRawEntries(out, entry -> !droppedEntries.contains(entry.getName()));
            for (Map.Entry<String, byte[]> record : updated.entrySet()) {
                ZipArchiveEntry entry = new ZipArchiveEntry(record.getKey() + ".json");
                entry.setTime(modifiedMillis(record.getValue()));
                out.putArchiveEntry(entry);
                out.write(record.getValue());
                out.closeArchiveEntry();
            }
        } catch (IOException e) {
            throw new FetchException(rebuilt + ": cannot be written (" + e.getMessage() + ")", e);
        }
    }

    /** The record's {@code modified} time as the entry's time, so a rewritten zip depends on its records only. */
    private static long modifiedMillis(byte[] record) {
        String text = new String(record, StandardCharsets.UTF_8);
        int at = text.indexOf("\"modified\"");
        if (at >= 0) {
            int open = text.indexOf('"', text.indexOf(':', at) + 1);
            int close = open < 0 ? -1 : text.indexOf('"', open + 1);
            if (close > open) {
                return OsvArchive.instant(text.substring(open + 1, close)).map(Instant::toEpochMilli).orElse(0L);
            }
        }
        return 0L;
    }

    /**
     * Fetches the ecosystem's index; a mirror that does not publish one (HTTP 404) is noted, and the ecosystem is then
     * updated by fetching its zip (conditionally) instead. Returns whether the index is there.
     */
    private static boolean indexIfPublished(SourceFetch files, String ecosystem, String indexPath,
                                            List<OsvIndex> read, boolean anew) throws FetchException {
        String url = encode(ecosystem) + "/modified_id.csv";
        FileCheck check = file -> index(file, ecosystem, read);
        try {
            if (anew) {
                files.fileAnew(url, indexPath, check);
            } else {
                files.file(url, indexPath, check);
            }
            return true;
        } catch (FetchException e) {
            if (e.httpStatus() != 404) {
                throw e;
            }
            files.note(ecosystem + ": no modified_id.csv at " + files.url(url) + " (HTTP 404); all.zip is fetched"
                    + " whole (conditionally) instead of record by record");
            return false;
        }
    }

    private static FileFacts index(Path file, String ecosystem, List<OsvIndex> read)
            throws IOException, FetchException {
        OsvIndex index = OsvIndex.read(file, ecosystem);
        read.add(index);
        return FileFacts.records(index.size());
    }

    private static FileFacts listed(Path file, List<String> ecosystems) throws IOException, FetchException {
        ecosystems.clear();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            String ecosystem = line.strip();
            if (ecosystem.isEmpty()) {
                continue;
            }
            // an ecosystem becomes a folder name: nothing that could leave the osv folder or hide from the build
            if (ecosystem.startsWith(".") || ecosystem.contains("/") || ecosystem.contains("\\")) {
                throw new FetchException(file.getFileName() + ": not an ecosystem name: " + ecosystem);
            }
            ecosystems.add(ecosystem);
        }
        return FileFacts.records(ecosystems.size());
    }

    private FileFacts checkZip(Path file) throws FetchException {
        OsvArchive archive = OsvArchive.read(file, json);
        return new FileFacts(archive.records().size(), archive.newestDay(), "");
    }

    private static String encode(String segment) {
        return URLEncoder.encode(segment, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
