package io.cis.loader.feeds.catalog;

import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.feeds.text.BoundedLineReader;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Reads and parses the lines of one catalog file on a thread of its own, at most a few thousand lines ahead of the
 * caller, who reports them in file order: with a second core, reading, decompressing and parsing the next lines
 * overlaps reporting the last ones, which at ten times the reference size is most of a build's catalog time. The
 * caller sees exactly what reading the file itself would give, line by line, and the same failure after the same
 * line; closing stops the thread.
 */
final class ParsingAhead implements AutoCloseable {

    private static final char BYTE_ORDER_MARK = '\uFEFF';
    private static final int BATCH = 512;
    private static final int BATCHES = 8;

    /** One line that was not blank or a comment: what it reports, or why it is unusable. */
    record Parsed(long number, CatalogLine line, UnusableRecordException unusable) {
    }

    /** Lines in file order; the last batch of a file is {@code last}, with the failure that ended it, if any. */
    private record Batch(List<Parsed> lines, boolean last, long linesRead, Exception failure) {
    }

    private final BlockingQueue<Batch> batches = new ArrayBlockingQueue<>(BATCHES);
    private final Thread thread;
    private volatile boolean closed;
    private Iterator<Parsed> current = List.<Parsed>of().iterator();
    private Batch last;

    ParsingAhead(Path file, BoundedLineReader in, CatalogLineParser parser) {
        this.thread = new Thread(() -> read(file, in, parser), "catalog " + file.getFileName());
        thread.setDaemon(true);
        thread.start();
    }

    private void read(Path file, BoundedLineReader in, CatalogLineParser parser) {
        long number = 0;
        List<Parsed> lines = new ArrayList<>(BATCH);
        try {
            for (String line = in.readLine(); line != null && !closed; line = in.readLine()) {
                number++;
                String content = (number == 1 && !line.isEmpty() && line.charAt(0) == BYTE_ORDER_MARK
                        ? line.substring(1) : line).strip();
                if (content.isEmpty() || content.startsWith("#")) {
                    continue;
                }
                try {
                    lines.add(new Parsed(number, parser.parse(content, file + " line " + number), null));
                } catch (UnusableRecordException e) {
                    lines.add(new Parsed(number, null, e));
                }
                if (lines.size() == BATCH) {
                    batches.put(new Batch(lines, false, number, null));
                    lines = new ArrayList<>(BATCH);
                }
            }
            batches.put(new Batch(lines, true, number, null));
        } catch (InterruptedException e) {
            // closed by the caller: nobody waits for the rest
        } catch (IOException | RuntimeException e) {
            try {
                batches.put(new Batch(lines, true, number, e));
            } catch (InterruptedException closedMeanwhile) {
                // closed by the caller: nobody waits for the failure either
            }
        }
    }

    /**
     * The next line in file order, or null after the last.
     *
     * @throws IOException as reading the file failed, after the lines read before the failure
     */
    Parsed next() throws IOException {
        while (!current.hasNext()) {
            if (last != null) {
                if (last.failure() instanceof IOException e) {
                    throw e;
                }
                if (last.failure() instanceof RuntimeException e) {
                    throw e;
                }
                return null;
            }
            Batch batch;
            try {
                batch = batches.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException("interrupted while reading the catalog");
            }
            current = batch.lines().iterator();
            if (batch.last()) {
                last = batch;
            }
        }
        return current.next();
    }

    /** Lines read (blank and comment lines included) when the file ended or failed; 0 before. */
    long linesRead() {
        return last == null ? 0 : last.linesRead();
    }

    @Override
    public void close() {
        closed = true;
        thread.interrupt();
        batches.clear();
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
