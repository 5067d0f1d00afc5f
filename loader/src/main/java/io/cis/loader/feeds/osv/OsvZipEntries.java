package io.cis.loader.feeds.osv;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The records inside a zip archive in the layout of OSV's per-ecosystem {@code all.zip} exports: one
 * {@code <ID>.json} per record at the archive's root, or in folders. Entries are read in name order; folders, hidden
 * entries (a {@code .}-segment, macOS's {@code __MACOSX/}) and schema files are passed over.
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
     * @throws java.util.zip.ZipException when the file is not a readable zip archive (its central directory is read
     *                                    first, so a truncated archive fails before any entry is reported)
     */
    <E extends Exception> void forEach(Path zip, EntryReader<E> reader) throws IOException, E {
        try (ZipFile archive = new ZipFile(zip.toFile())) {
            List<? extends ZipEntry> entries = archive.stream()
                    .filter(entry -> !entry.isDirectory() && isRecordEntry(entry.getName()))
                    .sorted(Comparator.comparing(ZipEntry::getName))
                    .toList();
            for (ZipEntry entry : entries) {
                try (InputStream content = archive.getInputStream(entry)) {
                    reader.read(entry.getName(), content);
                }
            }
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
}
