package io.cis.bench.scale;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;

/**
 * Opens gzip files whose bytes depend on their content only: the JDK writes a fixed header (modification time 0, no
 * file name), and the compression level is fixed. Level 1 keeps writing gigabytes of catalog fast on two cores.
 */
final class DeterministicGzip {

    private static final int BUFFER = 1 << 16;

    private DeterministicGzip() {
    }

    static OutputStream create(Path file, int level) throws IOException {
        OutputStream raw = Files.newOutputStream(file);
        try {
            return new BufferedOutputStream(new LeveledGzip(raw, level), BUFFER);
        } catch (IOException e) {
            raw.close();
            throw e;
        }
    }

    static OutputStream create(Path file) throws IOException {
        return create(file, Deflater.BEST_SPEED);
    }

    private static final class LeveledGzip extends GZIPOutputStream {
        LeveledGzip(OutputStream out, int level) throws IOException {
            super(out, BUFFER);
            def.setLevel(level);
        }
    }
}
