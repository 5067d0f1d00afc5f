package io.cis.dist.trust;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.archivers.tar.TarConstants;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;

/** Writes tar.gz files entry by entry, including the ones no honest bundle holds (links, repeats, wrong sizes). */
final class TarBundle {

    record Entry(String name, byte[] bytes, byte type, String linkTarget, long declaredSize) {
    }

    private final List<Entry> entries = new ArrayList<>();

    TarBundle file(String name, byte[] bytes) {
        entries.add(new Entry(name, bytes, TarConstants.LF_NORMAL, null, bytes.length));
        return this;
    }

    TarBundle link(String name, byte type, String target) {
        entries.add(new Entry(name, new byte[0], type, target, 0));
        return this;
    }

    Path writeTo(Path out) throws IOException {
        try (OutputStream file = Files.newOutputStream(out);
             TarArchiveOutputStream tar = new TarArchiveOutputStream(new GzipCompressorOutputStream(file))) {
            tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
            for (Entry e : entries) {
                TarArchiveEntry entry = new TarArchiveEntry(e.name(), e.type(), true);
                if (e.linkTarget() != null) {
                    entry.setLinkName(e.linkTarget());
                }
                entry.setSize(e.declaredSize());
                tar.putArchiveEntry(entry);
                tar.write(e.bytes());
                tar.closeArchiveEntry();
            }
        }
        return out;
    }
}
