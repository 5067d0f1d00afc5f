package io.cis.loader.fetch;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * NVD's CVE API 2.0, into {@code nvd/nvd-api-2.0/<year>/<NN>xxx.json}: each file one API response holding the CVEs of
 * a thousand ids ({@link CveBuckets}), so that a changed CVE replaces its one record and nothing else.
 *
 * <p>The first fetch pages through every CVE ({@code startIndex}, {@code resultsPerPage}, up to {@code totalResults});
 * later ones ask only for the CVEs changed since the last complete fetch, by {@code lastModStartDate} and
 * {@code lastModEndDate} windows of at most 120 days (the API's limit) from the cursor the manifest keeps: NVD's own
 * time of the last run's first answer, or the end of its last window when that is earlier, so that neither clock can
 * leave a change out. Requests keep to NVD's published rate ({@link NvdAccess}); 403 (how NVD says the rate was
 * exceeded), 429 and 503 are tried again. The changed files are written into a new generation of the folder, the
 * others linked into it unchanged, and the generation replaces the previous one in one rename ({@link SwappedFolder}).
 */
public final class NvdSource implements FeedSource {

    static final String FOLDER = "nvd/nvd-api-2.0";
    static final String ENDPOINT = "2.0";
    /** The longest {@code lastModStartDate}..{@code lastModEndDate} range the API accepts. */
    static final Duration LONGEST_WINDOW = Duration.ofDays(120);
    private static final DateTimeFormatter PARAMETER =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS").withZone(ZoneOffset.UTC);

    private final ObjectMapper json;
    private final NvdAccess access;

    public NvdSource(ObjectMapper json, NvdAccess access) {
        this.json = json;
        this.access = access;
    }

    @Override
    public String name() {
        return "nvd";
    }

    @Override
    public String folder() {
        return FOLDER;
    }

    @Override
    public URI defaultBase() {
        return URI.create("https://services.nvd.nist.gov/rest/json/cves/");
    }

    @Override
    public FileFacts fetch(SourceFetch files) throws FetchException {
        UpstreamClient client = files.client().withRetryStatuses(Set.of(403, 429, 503))
                .withRateLimit(access.permits(), NvdAccess.WINDOW)
                .withHeaders(access.hasKey() ? Map.of("apiKey", access.apiKey()) : Map.of());
        SwappedFolder folder = files.ownFolder();
        Optional<Path> current = folder.current();
        Optional<SourceRecord> previous = files.previousRecord();
        // without the folder, or without a cursor to take up from, only a full fetch is sure to miss nothing
        Optional<Instant> since = current.isEmpty() ? Optional.empty()
                : previous.map(SourceRecord::cursor).flatMap(NvdSource::cursor);
        Instant started = files.now();
        Path work = files.scratch().resolve("nvd");
        try {
            SwappedFolder.deleteTree(work);
            Changes changes = new Changes(Files.createDirectories(work.resolve("changes")));
            Instant cursor = collect(client, files.base(), since, started, work, changes);
            // a full fetch replaces everything: nothing of the previous generation is carried over
            Generation built = build(files, since.isPresent() ? current : Optional.empty(), previous, changes,
                    work.resolve("generation"));
            if (built.changed()) {
                files.stage(folder.publication(work.resolve("generation")));
            }
            built.files().forEach(files::record);
            String newest = changes.newestLastModified.length() >= 10 ? changes.newestLastModified.substring(0, 10)
                    : "";
            String before = since.isPresent() ? previous.map(SourceRecord::dataDate).orElse("") : "";
            return new FileFacts(built.records(), newest.compareTo(before) > 0 ? newest : before,
                    changes.version.isEmpty() ? previous.map(SourceRecord::version).orElse("") : changes.version,
                    cursor.truncatedTo(ChronoUnit.MILLIS).toString());
        } catch (IOException e) {
            throw new FetchException(folder.path() + ": " + e.getMessage(), e);
        }
    }

    /**
     * Asks for every CVE ({@code since} empty) or for those changed since {@code since}, in windows up to now; returns
     * the cursor the next run takes up from.
     */
    private Instant collect(UpstreamClient client, URI base, Optional<Instant> since, Instant now, Path work,
                            Changes changes) throws FetchException, IOException {
        if (since.isEmpty()) {
            query(client, base, "", work, changes);
            if (changes.buckets().isEmpty()) {
                throw new FetchException(base.resolve(ENDPOINT) + ": NVD answered no CVE at all");
            }
            return changes.firstTimestamp.orElse(now);
        }
        Instant end = now.isAfter(since.get()) ? now : since.get();
        for (Instant from = since.get(); ; ) {
            Instant to = from.plus(LONGEST_WINDOW).isBefore(end) ? from.plus(LONGEST_WINDOW) : end;
            query(client, base, "lastModStartDate=" + parameter(from) + "&lastModEndDate=" + parameter(to) + "&",
                    work, changes);
            if (to.equals(end)) {
                break;
            }
            from = to;
        }
        // NVD's time of its first answer, unless the local clock ended the last window earlier
        Instant answered = changes.firstTimestamp.orElse(end);
        return answered.isBefore(end) ? answered : end;
    }

    /** Pages through one query ({@code filter} is empty or ends with {@code &}) into {@code changes}. */
    private void query(UpstreamClient client, URI base, String filter, Path work, Changes changes)
            throws FetchException, IOException {
        long start = 0;
        long announced = -1;
        Set<String> seen = new HashSet<>();
        Path page = work.resolve("page.json");
        while (true) {
            URI url = base.resolve(ENDPOINT + "?" + filter + "resultsPerPage=" + access.resultsPerPage()
                    + "&startIndex=" + start);
            client.get(url, Validators.NONE, page);
            Map<String, StringBuilder> byBucket = new TreeMap<>();
            NvdPage read;
            try {
                read = NvdPage.read(page, start, json, (id, record) -> {
                    seen.add(id);
                    byBucket.computeIfAbsent(CveBuckets.bucket(id), bucket -> new StringBuilder())
                            .append(id).append('\t').append(record).append('\n');
                });
            } catch (FetchException e) {
                throw new FetchException(url + ": " + e.getMessage(), e);
            }
            changes.add(read, byBucket);
            announced = announced < 0 ? read.totalResults() : announced;
            start += read.count();
            if (start >= read.totalResults()) {
                break;
            }
            if (read.count() == 0) {
                throw new FetchException(url + ": no records from startIndex " + start + " of the "
                        + read.totalResults() + " announced");
            }
        }
        // records that moved between pages while they were asked for would be missing; the next run would not ask again
        if (seen.size() < announced) {
            throw new FetchException(base.resolve(ENDPOINT) + ": " + seen.size() + " distinct CVEs received of the "
                    + announced + " announced: NVD's answer changed while it was paged; fetch again");
        }
    }

    /**
     * The new generation in {@code target}: every file of {@code current} that no change touches linked unchanged, every
     * touched file rewritten with its changed records replaced (a full fetch rewrites all).
     */
    private Generation build(SourceFetch files, Optional<Path> current, Optional<SourceRecord> previous,
                             Changes changes, Path target) throws IOException, FetchException {
        Map<String, FetchedFile> recorded = previous.map(record -> record.files().stream()
                .collect(Collectors.toMap(FetchedFile::path, Function.identity(), (first, second) -> first)))
                .orElse(Map.of());
        Map<String, Path> kept = new TreeMap<>();
        if (current.isPresent()) {
            try (Stream<Path> tree = Files.walk(current.get())) {
                for (Path file : tree.filter(Files::isRegularFile).toList()) {
                    kept.put(current.get().relativize(file).toString().replace('\\', '/'), file);
                }
            }
        }
        Set<String> touched = changes.buckets();
        if (touched.isEmpty() && current.isPresent()) {
            List<FetchedFile> unchanged = new ArrayList<>();
            long records = 0;
            for (Map.Entry<String, Path> file : kept.entrySet()) {
                FetchedFile before = known(recorded, file.getKey(), file.getValue(), files);
                unchanged.add(untransferred(before));
                records += before.records();
            }
            return new Generation(false, records, unchanged);
        }
        String url = files.base().resolve(ENDPOINT).toString();
        List<FetchedFile> written = new ArrayList<>();
        long records = 0;
        Set<String> all = new TreeSet<>(kept.keySet());
        touched.forEach(bucket -> all.add(bucket + ".json"));
        for (String relative : all) {
            Path into = target.resolve(relative);
            String bucket = relative.substring(0, relative.length() - ".json".length());
            if (!touched.contains(bucket)) {
                Files.createDirectories(into.getParent());
                Files.createLink(into, kept.get(relative));
                FetchedFile before = known(recorded, relative, kept.get(relative), files);
                written.add(untransferred(before));
                records += before.records();
                continue;
            }
            Map<String, String> merged = kept.containsKey(relative)
                    ? NvdBucketFile.read(kept.get(relative), json) : new TreeMap<>(CveBuckets.ID_ORDER);
            merged.putAll(changes.records(bucket));
            NvdBucketFile.write(into, merged, changes.newestTimestamp, changes.version, json);
            written.add(new FetchedFile(FOLDER + "/" + relative, url, "", "", SourceFetch.sha256(into),
                    Files.size(into), merged.size(), true));
            records += merged.size();
        }
        return new Generation(true, records, written);
    }

    /** The manifest's record of a kept file, or, when the manifest lacks it, one made by reading the file. */
    private FetchedFile known(Map<String, FetchedFile> recorded, String relative, Path file, SourceFetch files)
            throws IOException, FetchException {
        FetchedFile before = recorded.get(FOLDER + "/" + relative);
        if (before != null && before.bytes() == Files.size(file)) {
            return before;
        }
        return new FetchedFile(FOLDER + "/" + relative, files.base().resolve(ENDPOINT).toString(), "", "",
                SourceFetch.sha256(file), Files.size(file), NvdBucketFile.read(file, json).size(), false);
    }

    private static FetchedFile untransferred(FetchedFile file) {
        return new FetchedFile(file.path(), file.url(), file.etag(), file.lastModified(), file.sha256(), file.bytes(),
                file.records(), false);
    }

    /** What a fetch made: whether anything changed, the records in all, the manifest's files. */
    private record Generation(boolean changed, long records, List<FetchedFile> files) {
    }

    /**
     * The records received, appended as lines of the CVE id, a tab and the record's compact JSON to one file per bucket
     * ({@code 2024/3xxx.jsonl}) as the
     * pages arrive, so that no more than a page is held at once; a later line of a CVE replaces an earlier one.
     */
    private static final class Changes {

        private final Path folder;
        private final Set<String> buckets = new TreeSet<>();
        private Optional<Instant> firstTimestamp = Optional.empty();
        private String newestTimestamp = "";
        private String newestLastModified = "";
        private String version = "";

        Changes(Path folder) {
            this.folder = folder;
        }

        void add(NvdPage page, Map<String, StringBuilder> byBucket) throws IOException {
            if (firstTimestamp.isEmpty() && !page.timestamp().isEmpty()) {
                firstTimestamp = Optional.of(instant(page.timestamp()));
            }
            newestTimestamp = page.timestamp().compareTo(newestTimestamp) > 0 ? page.timestamp() : newestTimestamp;
            newestLastModified = page.newestLastModified().compareTo(newestLastModified) > 0
                    ? page.newestLastModified() : newestLastModified;
            version = version.isEmpty() ? page.version() : version;
            for (Map.Entry<String, StringBuilder> bucket : byBucket.entrySet()) {
                Path file = folder.resolve(bucket.getKey() + ".jsonl");
                Files.createDirectories(file.getParent());
                Files.writeString(file, bucket.getValue(), StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND);
                buckets.add(bucket.getKey());
            }
        }

        Set<String> buckets() {
            return buckets;
        }

        /** The bucket's records by CVE id, the last received of each. */
        Map<String, String> records(String bucket) throws IOException {
            Map<String, String> records = new LinkedHashMap<>();
            for (String line : Files.readAllLines(folder.resolve(bucket + ".jsonl"), StandardCharsets.UTF_8)) {
                // "<id>\t<record>": compact JSON holds no raw tab
                int tab = line.indexOf('\t');
                records.put(line.substring(0, tab), line.substring(tab + 1));
            }
            return records;
        }
    }

    /** The manifest's cursor, or none when it is empty or not a time (a full fetch then starts afresh). */
    static Optional<Instant> cursor(String text) {
        try {
            return text.isEmpty() ? Optional.empty() : Optional.of(instant(text));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    static String parameter(Instant instant) {
        // the API's documented form, the offset spelled out and its '+' escaped
        return PARAMETER.format(instant) + "%2B00:00";
    }

    /** NVD writes its times in UTC, with or without a zone ({@code 2026-07-07T03:28:20.959}). */
    static Instant instant(String text) {
        try {
            return OffsetDateTime.parse(text).toInstant();
        } catch (DateTimeParseException e) {
            return LocalDateTime.parse(text.endsWith("Z") ? text.substring(0, text.length() - 1) : text)
                    .toInstant(ZoneOffset.UTC);
        }
    }
}
