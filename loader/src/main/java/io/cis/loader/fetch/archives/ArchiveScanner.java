package io.cis.loader.fetch.archives;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.commons.compress.archivers.ArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorInputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;

/**
 * Searches every text file of a package archive for the algorithm keywords, streaming: an npm tarball or a crate
 * (gzip of tar), a Maven sources jar, a wheel or a zip sdist (zip), a {@code .tar.gz} or {@code .tar.bz2} sdist. The
 * kind is told by the archive's first bytes, not its name. A file is binary when its name says so (class files,
 * images, fonts, nested archives, native libraries) or its first 8,000 bytes hold a NUL byte; binaries are counted and
 * not searched. Text is searched byte for byte (ISO-8859-1), which finds the dataset's ASCII keywords in UTF-8 and in
 * any ASCII-compatible encoding. Symbolic links, folders and entries that cannot be read (encrypted) are passed over.
 *
 * <p>The {@link ScanLimits} hold: a file is searched in its first {@code fileBytes}; the unpacked bytes (each entry's
 * declared size, or what was read of it) may not pass {@code unpackedBytes}, checked before an entry is read so a
 * zip bomb is not unpacked; the time limit is checked at every read, so a slow decompression stops too.
 */
public final class ArchiveScanner {

    /** Bytes git reads to decide that a file is binary; the same rule here. */
    static final int SNIFF_BYTES = 8000;
    private static final Set<String> BINARY = Set.of("class", "jar", "war", "ear", "zip", "gz", "tgz", "bz2", "xz",
            "7z", "whl", "egg", "crate", "so", "dll", "dylib", "exe", "a", "o", "obj", "lib", "pyc", "pyo", "pyd",
            "wasm", "node", "png", "jpg", "jpeg", "gif", "bmp", "ico", "icns", "webp", "tif", "tiff", "psd", "pdf",
            "woff", "woff2", "ttf", "otf", "eot", "mp3", "mp4", "ogg", "wav", "avi", "mov", "sqlite", "db", "bin",
            "dat", "keystore", "jks", "p12", "pfx", "der");

    private final AlgorithmKeywords keywords;
    private final ScanLimits limits;
    private final Clock clock;

    public ArchiveScanner(AlgorithmKeywords keywords, ScanLimits limits, Clock clock) {
        this.keywords = keywords;
        this.limits = limits;
        this.clock = clock;
    }

    /**
     * Scans {@code archive}.
     *
     * @throws IOException when the file is no archive of a known kind, or is damaged (a truncated gzip, a zip without
     *                     its central directory)
     */
    public ArchiveScan scan(Path archive) throws IOException {
        Instant deadline = clock.instant().plus(limits.time());
        Tally tally = new Tally();
        try {
            byte[] magic = new byte[4];
            int got;
            try (InputStream in = Files.newInputStream(archive)) {
                got = in.readNBytes(magic, 0, magic.length);
            }
            if (got >= 4 && magic[0] == 'P' && magic[1] == 'K' && magic[2] == 3 && magic[3] == 4) {
                zip(archive, deadline, tally);
            } else {
                tar(archive, magic, got, deadline, tally);
            }
        } catch (DeadlineInputStream.TimeUp e) {
            tally.stop("the time limit of " + limits.time().toSeconds() + " s was reached after " + tally.scanned
                    + " file(s)");
        }
        return tally.result();
    }

    private void zip(Path archive, Instant deadline, Tally tally) throws IOException {
        try (ZipFile zip = ZipFile.builder().setPath(archive).get()) {
            for (Enumeration<ZipArchiveEntry> entries = zip.getEntriesInPhysicalOrder(); entries.hasMoreElements(); ) {
                ZipArchiveEntry entry = entries.nextElement();
                if (entry.isDirectory() || entry.isUnixSymlink()) {
                    continue;
                }
                if (!zip.canReadEntryData(entry)) {
                    tally.binary++;
                    continue;
                }
                if (!admit(entry, tally)) {
                    return;
                }
                if (binaryName(entry.getName())) {
                    tally.binary++;
                    tally.unpacked += Math.max(entry.getSize(), 0);
                    continue;
                }
                try (InputStream in = new DeadlineInputStream(zip.getInputStream(entry), clock, deadline)) {
                    if (!file(entry, in, tally)) {
                        return;
                    }
                }
            }
        }
    }

    private void tar(Path archive, byte[] magic, int got, Instant deadline, Tally tally) throws IOException {
        boolean gzip = got >= 2 && (magic[0] & 0xff) == 0x1f && (magic[1] & 0xff) == 0x8b;
        boolean bzip2 = got >= 3 && magic[0] == 'B' && magic[1] == 'Z' && magic[2] == 'h';
        try (InputStream raw = new DeadlineInputStream(new BufferedInputStream(Files.newInputStream(archive)), clock,
                deadline);
             InputStream unpacked = gzip ? new GzipCompressorInputStream(raw, true)
                     : bzip2 ? new BZip2CompressorInputStream(raw, true) : raw;
             TarArchiveInputStream tar = new TarArchiveInputStream(new BufferedInputStream(unpacked))) {
            TarArchiveEntry entry = tar.getNextEntry();
            if (entry == null && !gzip && !bzip2) {
                throw new IOException("not a gzip, bzip2, zip or tar archive");
            }
            for (; entry != null; entry = tar.getNextEntry()) {
                if (!entry.isFile()) {
                    continue;
                }
                if (!admit(entry, tally)) {
                    return;
                }
                if (binaryName(entry.getName())) {
                    tally.binary++;
                    tally.unpacked += Math.max(entry.getSize(), 0);
                    continue;
                }
                if (!file(entry, tar, tally)) {
                    return;
                }
            }
        } catch (IllegalArgumentException e) {
            // commons-compress reports a damaged tar header this way
            throw new IOException("not a readable tar archive (" + e.getMessage() + ")", e);
        }
    }

    /** Whether the entry's declared size still fits the unpacked limit; stops the scan when it does not. */
    private boolean admit(ArchiveEntry entry, Tally tally) {
        long declared = Math.max(entry.getSize(), 0);
        if (tally.unpacked + declared > limits.unpackedBytes()) {
            tally.stop("unpacking " + entry.getName() + " would pass the limit of " + limits.unpackedBytes()
                    + " unpacked bytes");
            return false;
        }
        return true;
    }

    /** Reads and searches one file; false when it passed the unpacked limit (the scan stops). */
    private boolean file(ArchiveEntry entry, InputStream in, Tally tally) throws IOException {
        byte[] head = readUpTo(in, limits.fileBytes() + 1);
        boolean truncated = head.length > limits.fileBytes();
        tally.unpacked += Math.max(entry.getSize(), head.length);
        if (tally.unpacked > limits.unpackedBytes()) {
            tally.stop("unpacking " + entry.getName() + " passed the limit of " + limits.unpackedBytes()
                    + " unpacked bytes");
            return false;
        }
        int length = (int) Math.min(head.length, limits.fileBytes());
        for (int i = 0; i < Math.min(length, SNIFF_BYTES); i++) {
            if (head[i] == 0) {
                tally.binary++;
                return true;
            }
        }
        tally.scanned++;
        tally.truncated += truncated ? 1 : 0;
        keywords.find(new String(head, 0, length, StandardCharsets.ISO_8859_1)).forEach((algorithm, found) ->
                tally.hit(algorithm, found));
        return true;
    }

    private static byte[] readUpTo(InputStream in, long most) throws IOException {
        ByteArrayOutputStream read = new ByteArrayOutputStream();
        byte[] buffer = new byte[64 * 1024];
        long left = most;
        while (left > 0) {
            int n = in.read(buffer, 0, (int) Math.min(buffer.length, left));
            if (n < 0) {
                break;
            }
            read.write(buffer, 0, n);
            left -= n;
        }
        return read.toByteArray();
    }

    static boolean binaryName(String name) {
        String file = name.substring(name.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
        int dot = file.lastIndexOf('.');
        return dot > 0 && BINARY.contains(file.substring(dot + 1));
    }

    /** What the scan counted so far. */
    private static final class Tally {
        private long scanned;
        private long truncated;
        private long binary;
        private long unpacked;
        private String stopped = "";
        private final Map<String, long[]> files = new HashMap<>();
        private final Map<String, Set<String>> found = new HashMap<>();

        void hit(String algorithm, Set<String> keywords) {
            files.computeIfAbsent(algorithm, a -> new long[1])[0]++;
            found.computeIfAbsent(algorithm, a -> new TreeSet<>()).addAll(keywords);
        }

        void stop(String reason) {
            stopped = reason;
        }

        ArchiveScan result() {
            Map<String, ArchiveScan.Hits> algorithms = new HashMap<>();
            files.forEach((algorithm, count) -> algorithms.put(algorithm, new ArchiveScan.Hits(count[0],
                    found.get(algorithm))));
            return new ArchiveScan(stopped.isEmpty(), stopped, scanned, truncated, binary, unpacked, algorithms);
        }
    }
}
