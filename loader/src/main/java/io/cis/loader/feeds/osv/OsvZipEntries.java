package io.cis.loader.feeds.osv;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/**
 * The records inside a zip archive in the layout of OSV's per-ecosystem {@code all.zip} exports: one
 * {@code <ID>.json} per record at the archive's root, or in folders. Entries are read in name order; folders, hidden
 * entries (a {@code .}-segment, macOS's {@code __MACOSX/}) and schema files are not handed on.
 *
 * <p>The archive is checked whole: every entry, handed on or not, is read to its end and its CRC-32 compared with
 * the central directory's. {@link ZipFile} does not compare it, so a flipped byte in a stored entry would otherwise
 * load as a different record.
 */
final class OsvZipEntries {

    /** What is done with each record entry; may stop the build. */
    @FunctionalInterface
    interface EntryReader<E extends Exception> {
        void read(String entryName, InputStream content) throws IOException, E;
    }

    /**
     * Opens the archive and hands each record entry to the reader, one at a time.
     *
     * @throws ZipException when the file is not a readable zip archive (its central directory is read first, so a
     *                      truncated archive fails before any entry is reported) or an entry's content does not match
     *                      its CRC-32
     */
    <E extends Exception> void forEach(Path zip, EntryReader<E> reader) throws IOException, E {
        try (ZipFile archive = new ZipFile(zip.toFile())) {
            List<? extends ZipEntry> entries = archive.stream()
                    .filter(entry -> !entry.isDirectory())
                    .sorted(Comparator.comparing(ZipEntry::getName))
                    .toList();
            for (ZipEntry entry : entries) {
                try (CheckedInputStream content = new CheckedInputStream(archive.getInputStream(entry), new CRC32())) {
                    if (isRecordEntry(entry.getName())) {
                        reader.read(entry.getName(), unclosable(content));
                    }
                    content.transferTo(OutputStream.nullOutputStream());
                    verify(entry, content);
                }
            }
        }
    }

    /** Compares what was read with what the central directory states; the reader may have stopped early. */
    private static void verify(ZipEntry entry, CheckedInputStream content) throws ZipException {
        long crc = content.getChecksum().getValue();
        if (entry.getCrc() != -1 && crc != entry.getCrc()) {
            throw new ZipException("entry " + entry.getName() + " is corrupt: its CRC-32 is "
                    + Long.toHexString(crc) + " where the archive states " + Long.toHexString(entry.getCrc()));
        }
    }

    static boolean isRecordEntry(String name) {
        for (String segment : name.split("/")) {
            if (segment.startsWith(".") || segment.equals("__MACOSX")) {
                return false;
            }
        }
        return OsvDocuments.isRecordName(name);
    }

    /** The entry's content for the reader, which may close it (a JSON parser does) before its end is checked. */
    private static InputStream unclosable(InputStream in) {
        return new FilterInputStream(in) {
            @Override
            public void close() {
                // the archive's loop reads the rest and closes it
            }
        };
    }
}
