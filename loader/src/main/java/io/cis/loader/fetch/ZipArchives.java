package io.cis.loader.fetch;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.zip.CRC32;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;

/** Opening a fetched zip by its central directory, and reading an entry whole with its CRC-32 compared. */
final class ZipArchives {

    private ZipArchives() {
    }

    /** Opens {@code file}; a zip without its central directory (a truncated one) is refused, naming the file. */
    static ZipFile open(Path file) throws FetchException {
        try {
            return ZipFile.builder().setPath(file).get();
        } catch (IOException e) {
            throw new FetchException(file.getFileName() + ": not a readable zip archive (" + e.getMessage() + ")");
        }
    }

    /** Reads the entry to its end without keeping it, and compares its CRC-32: for entries that are not used. */
    static void verify(ZipFile zip, ZipArchiveEntry entry, String archive) throws FetchException {
        CRC32 crc = new CRC32();
        try (InputStream in = zip.getInputStream(entry)) {
            byte[] buffer = new byte[64 * 1024];
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                crc.update(buffer, 0, n);
            }
        } catch (IOException e) {
            throw new FetchException(archive + ": entry " + entry.getName() + " cannot be inflated ("
                    + e.getMessage() + ")");
        }
        if (entry.getCrc() != -1 && crc.getValue() != entry.getCrc()) {
            throw new FetchException(archive + ": entry " + entry.getName() + " does not match its CRC-32");
        }
    }

    /** The entry's content, read to its end and compared with its CRC-32 (neither zip reader compares it). */
    static byte[] read(ZipFile zip, ZipArchiveEntry entry, String archive) throws FetchException {
        byte[] content;
        try (InputStream in = zip.getInputStream(entry)) {
            content = in.readAllBytes();
        } catch (IOException e) {
            throw new FetchException(archive + ": entry " + entry.getName() + " cannot be inflated ("
                    + e.getMessage() + ")");
        }
        CRC32 crc = new CRC32();
        crc.update(content);
        if (entry.getCrc() != -1 && crc.getValue() != entry.getCrc()) {
            throw new FetchException(archive + ": entry " + entry.getName() + " does not match its CRC-32");
        }
        return content;
    }
}
