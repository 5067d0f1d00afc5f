package io.cis.loader.fetch;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;

/**
 * A dataset published as a GitHub repository, fetched as the repository's zip archive ({@code archive/HEAD.zip}: the
 * default branch) and unpacked into the folder the build reads. The archive is kept in
 * {@code FEEDS_DIR/.fetch-archives/} (hidden, never read by the build) so the next run can ask for it conditionally.
 * It is checked whole: its central directory, every entry read to its end against its CRC-32, every entry inside one
 * top folder (GitHub's {@code <repo>-<ref>/}), the dataset's folder present, every YAML file parseable; symbolic
 * links are not unpacked (noted). The unpacked folder replaces the previous one whole, in one rename. The data date is
 * the README's {@code * Date:} when the dataset keeps one, else the newest entry's time (GitHub stamps entries with the
 * commit's time); the version is the commit GitHub writes as the archive's comment.
 */
public final class RepositoryArchiveSource implements FeedSource {

    private static final String ARCHIVES = ".fetch-archives/";
    private static final Pattern COMMIT = Pattern.compile("[0-9a-f]{40}");
    private static final Pattern README_DATE = Pattern.compile("(?m)^\\s*\\*\\s*Date:\\s*(\\d{4}-\\d{2}-\\d{2})\\s*$");

    private final String name;
    private final URI defaultBase;
    private final String subtree;
    private final String target;
    private final Pattern record;
    private final YAMLFactory yaml = new YAMLFactory();

    /**
     * @param subtree the dataset's folder inside the repository, ending in {@code /}
     * @param target  where that folder goes under the feeds folder
     * @param record  which files (by path inside the dataset's folder) are the dataset's records, to count them
     */
    RepositoryArchiveSource(String name, URI defaultBase, String subtree, String target, Pattern record) {
        this.name = name;
        this.defaultBase = defaultBase;
        this.subtree = subtree;
        this.target = target;
        this.record = record;
    }

    /** SCANOSS purl2cpe: {@code data/<vendor>/<product>/{purls,cpes}.yml} into {@code purl2cpe/data/}. */
    public static RepositoryArchiveSource purl2cpe() {
        return new RepositoryArchiveSource("purl2cpe", URI.create("https://github.com/scanoss/purl2cpe/"), "data/",
                "purl2cpe/data", Pattern.compile("[^/]+/[^/]+/purls\\.yml"));
    }

    /** SCANOSS's crypto algorithm dataset: {@code definitions_crypto_algorithms/} into the layout of the samples. */
    public static RepositoryArchiveSource crypto() {
        return new RepositoryArchiveSource("crypto",
                URI.create("https://github.com/scanoss/crypto_algorithms_open_dataset/"),
                "definitions_crypto_algorithms/",
                "crypto/crypto_algorithms_open_dataset/definitions_crypto_algorithms",
                Pattern.compile("algorithms/[^/]+/[^/]+\\.ya?ml"));
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String folder() {
        return target;
    }

    @Override
    public URI defaultBase() {
        return defaultBase;
    }

    @Override
    public FileFacts fetch(SourceFetch files) throws FetchException {
        String archivePath = ARCHIVES + name + ".zip";
        List<Path> checked = new ArrayList<>();
        List<String> links = new ArrayList<>();
        FileFacts facts = files.file("archive/HEAD.zip", archivePath, file -> {
            checked.add(file);
            return check(file, links);
        });
        boolean transferred = files.fetched(archivePath).map(FetchedFile::transferred).orElse(true);
        if (transferred || !Files.isDirectory(files.target(target))) {
            unpack(checked.get(checked.size() - 1), files.stageFolder(target));
        }
        if (!links.isEmpty()) {
            files.note("symbolic links in the archive not unpacked: " + String.join(", ", links));
        }
        return facts;
    }

    private FileFacts check(Path file, List<String> links) throws IOException, FetchException {
        String archive = file.getFileName().toString();
        long records = 0;
        long newest = Long.MIN_VALUE;
        String readmeDate = "";
        boolean hasSubtree = false;
        links.clear();
        try (ZipFile zip = ZipArchives.open(file)) {
            String top = null;
            for (ZipArchiveEntry entry : Collections.list(zip.getEntriesInPhysicalOrder())) {
                String entryName = entry.getName();
                int slash = entryName.indexOf('/');
                String first = slash < 0 ? entryName : entryName.substring(0, slash);
                if (top == null) {
                    top = first;
                } else if (!top.equals(first) || slash < 0) {
                    throw new FetchException(archive + ": not a repository archive (entry " + entryName
                            + " is outside the top folder " + top + "/)");
                }
                Optional<String> inside = inside(entryName);
                if (inside.isEmpty() || entry.isDirectory() || entry.isUnixSymlink()) {
                    ZipArchives.verify(zip, entry, archive);
                }
                if (inside.isEmpty()) {
                    continue;
                }
                hasSubtree = true;
                if (entry.isDirectory() || inside.get().isEmpty()) {
                    continue;
                }
                if (entry.isUnixSymlink()) {
                    links.add(subtree + inside.get());
                    continue;
                }
                safeRelative(inside.get(), archive);
                byte[] content = ZipArchives.read(zip, entry, archive);
                newest = Math.max(newest, entry.getTime());
                String lower = inside.get().toLowerCase(Locale.ROOT);
                if (lower.endsWith(".yml") || lower.endsWith(".yaml")) {
                    parsesAsYaml(content, archive, entryName);
                }
                if (record.matcher(inside.get()).matches()) {
                    records++;
                }
                if (inside.get().equals("README.md")) {
                    Matcher date = README_DATE.matcher(new String(content, StandardCharsets.UTF_8));
                    readmeDate = date.find() ? date.group(1) : "";
                }
            }
        }
        if (!hasSubtree) {
            throw new FetchException(archive + ": the repository archive has no " + subtree + " folder");
        }
        String day = !readmeDate.isEmpty() ? readmeDate : newest == Long.MIN_VALUE ? ""
                : java.time.Instant.ofEpochMilli(newest).atZone(ZoneOffset.UTC).toLocalDate().toString();
        return new FileFacts(records, day, commit(file));
    }

    /** The entry's path inside the dataset's folder, when it lies there. */
    private Optional<String> inside(String entryName) {
        int slash = entryName.indexOf('/');
        if (slash < 0) {
            return Optional.empty();
        }
        String inRepository = entryName.substring(slash + 1);
        return inRepository.startsWith(subtree) ? Optional.of(inRepository.substring(subtree.length()))
                : Optional.empty();
    }

    /** A path that stays inside the folder it is unpacked into: no {@code ..}, no empty or absolute part. */
    private static void safeRelative(String relative, String archive) throws FetchException {
        for (String segment : relative.split("/", -1)) {
            if (segment.isEmpty() || segment.equals(".") || segment.equals("..") || segment.contains("\\")
                    || segment.indexOf('\0') >= 0) {
                throw new FetchException(archive + ": entry path " + relative + " would leave its folder");
            }
        }
    }

    private void parsesAsYaml(byte[] content, String archive, String entryName) throws FetchException {
        try (JsonParser parser = yaml.createParser(content)) {
            while (parser.nextToken() != null) {
                // every token read: a syntax error anywhere in the document is found
            }
        } catch (IOException e) {
            throw new FetchException(archive + ": " + entryName + " is not YAML (" + e.getMessage() + ")");
        }
    }

    private static String commit(Path file) {
        try (java.util.zip.ZipFile zip = new java.util.zip.ZipFile(file.toFile())) {
            String comment = zip.getComment();
            return comment != null && COMMIT.matcher(comment.strip()).matches() ? comment.strip() : "";
        } catch (IOException e) {
            return "";
        }
    }

    private void unpack(Path archive, Path folder) throws FetchException {
        try (ZipFile zip = ZipArchives.open(archive)) {
            for (ZipArchiveEntry entry : Collections.list(zip.getEntriesInPhysicalOrder())) {
                Optional<String> inside = inside(entry.getName());
                if (inside.isEmpty() || inside.get().isEmpty() || entry.isUnixSymlink()) {
                    continue;
                }
                safeRelative(entry.isDirectory() ? inside.get().replaceAll("/$", "") : inside.get(),
                        archive.getFileName().toString());
                Path out = folder.resolve(inside.get()).normalize();
                if (!out.startsWith(folder)) {
                    throw new FetchException(archive.getFileName() + ": entry " + entry.getName()
                            + " would leave its folder");
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(out);
                    continue;
                }
                Files.createDirectories(out.getParent());
                Files.write(out, ZipArchives.read(zip, entry, archive.getFileName().toString()));
            }
        } catch (IOException | UncheckedIOException e) {
            throw new FetchException(archive.getFileName() + ": cannot be unpacked (" + e.getMessage() + ")", e);
        }
    }
}
