package io.cis.bench.scale;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * OSV records packed as osv.dev ships them, per-source {@code all.zip} archives of {@code <id>.json} entries, split
 * into {@code osv/<source>/all-NNNN.zip} parts of a bounded number of records: a few files instead of hundreds of
 * thousands. Entry times are one fixed local time, so the archives' bytes depend on their records only.
 */
final class OsvArchives implements AutoCloseable {

    private final Path osvRoot;
    private final int recordsPerArchive;
    private final LocalDateTime entryTime;
    private final Map<String, Open> open = new TreeMap<>();

    private static final class Open {
        final ZipOutputStream zip;
        int part;
        int records;

        Open(ZipOutputStream zip, int part) {
            this.zip = zip;
            this.part = part;
        }
    }

    OsvArchives(Path feedsRoot, int recordsPerArchive, LocalDateTime entryTime) {
        this.osvRoot = feedsRoot.resolve("osv");
        this.recordsPerArchive = recordsPerArchive;
        this.entryTime = entryTime;
    }

    void add(String source, String id, byte[] json) throws IOException {
        Open archive = open.get(source);
        if (archive == null || archive.records == recordsPerArchive) {
            int part = archive == null ? 1 : archive.part + 1;
            if (archive != null) {
                archive.zip.close();
            }
            archive = new Open(create(source, part), part);
            open.put(source, archive);
        }
        ZipEntry entry = new ZipEntry(id + ".json");
        entry.setTimeLocal(entryTime);
        archive.zip.putNextEntry(entry);
        archive.zip.write(json);
        archive.zip.closeEntry();
        archive.records++;
    }

    private ZipOutputStream create(String source, int part) throws IOException {
        Path dir = osvRoot.resolve(source);
        Files.createDirectories(dir);
        return new ZipOutputStream(new BufferedOutputStream(
                Files.newOutputStream(dir.resolve(String.format("all-%04d.zip", part))), 1 << 16));
    }

    @Override
    public void close() throws IOException {
        for (Open archive : open.values()) {
            archive.zip.close();
        }
        open.clear();
    }
}
