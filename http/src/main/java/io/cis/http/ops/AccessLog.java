package io.cis.http.ops;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One JSON line per answered request on its own stream; never a request body, never a key or credential. Its text
 * fields are escaped with {@link LogText} first: JSON escapes control characters below U+0020 only, and leaves DEL,
 * the C1 controls and U+2028/U+2029 raw, which split lines or drive terminals in the tools that read the log.
 *
 * <p>A log {@link #inBackground writing in the background} takes the formatting and the write off the request thread:
 * entries queue up (bounded) and one thread writes them in batches, one flush per batch, so a slow log reader or a
 * burst costs a request nothing. Entries that find the queue full are counted, and the count is written as a line of
 * its own, so the log says it missed lines instead of missing them silently.
 */
public final class AccessLog implements AutoCloseable {

    private static final int QUEUE = 65_536;
    private static final int BATCH = 1_024;

    private final ObjectMapper mapper = new ObjectMapper();
    private final PrintStream direct;
    private final BlockingQueue<Entry> queue;
    private final AtomicLong dropped = new AtomicLong();
    private final Thread writer;
    private volatile boolean closing;
    private volatile boolean broken;

    /** A log written on the calling thread, line by line: for tests and tools that read it right after a request. */
    public AccessLog(PrintStream out) {
        this.direct = out;
        this.queue = null;
        this.writer = null;
    }

    private AccessLog(OutputStream out, int capacity) {
        this.direct = null;
        this.queue = new ArrayBlockingQueue<>(capacity);
        Writer lines = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
        this.writer = new Thread(() -> drain(lines), "cis-access-log");
        writer.setDaemon(true);
        writer.start();
    }

    /** A log whose entries are formatted and written by a thread of its own; {@link #close} writes what is queued. */
    public static AccessLog inBackground(OutputStream out) {
        return new AccessLog(out, QUEUE);
    }

    /** As {@link #inBackground(OutputStream)}, holding at most {@code capacity} entries not yet written. */
    static AccessLog inBackground(OutputStream out, int capacity) {
        return new AccessLog(out, capacity);
    }

    /** One access-log line. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Entry(
            @JsonProperty("time") String time,
            @JsonProperty("method") String method,
            @JsonProperty("route") String route,
            @JsonProperty("status") int status,
            @JsonProperty("duration_ms") double durationMs,
            @JsonProperty("batch_size") Integer batchSize,
            @JsonProperty("request_id") String requestId) {
    }

    /** The count of entries that found the background queue full and were not written. */
    public record Dropped(@JsonProperty("access_log_entries_dropped") long count) {
    }

    public void write(Entry entry) {
        if (queue == null) {
            direct.println(line(entry));
        } else if (broken || !queue.offer(entry)) {
            dropped.incrementAndGet();
        }
    }

    private String line(Entry entry) {
        Entry escaped = new Entry(LogText.escape(entry.time()), LogText.escape(entry.method()),
                LogText.escape(entry.route()), entry.status(), entry.durationMs(), entry.batchSize(),
                entry.requestId() == null ? null : LogText.escape(entry.requestId()));
        try {
            return mapper.writeValueAsString(escaped);
        } catch (JsonProcessingException e) {
            // A log line that cannot be written must not fail the request it describes.
            return "{\"error\":\"access log entry could not be written\"}";
        }
    }

    private void drain(Writer out) {
        List<Entry> batch = new ArrayList<>(BATCH);
        try {
            while (!(closing && queue.isEmpty())) {
                Entry first = queue.poll(100, TimeUnit.MILLISECONDS);
                if (first != null) {
                    batch.add(first);
                    queue.drainTo(batch, BATCH - 1);
                    for (Entry entry : batch) {
                        out.write(line(entry));
                        out.write('\n');
                    }
                    batch.clear();
                }
                long missed = dropped.getAndSet(0);
                if (missed > 0) {
                    out.write(mapper.writeValueAsString(new Dropped(missed)));
                    out.write('\n');
                }
                if (first != null || missed > 0) {
                    out.flush();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            // The stream is gone (its reader exited): say so where it can still be read; requests go on being
            // answered, and what they would have logged is counted as dropped.
            broken = true;
            System.err.println("access log: cannot write any more (" + e.getMessage() + "); entries are dropped");
        }
    }

    /** Writes every queued entry, then stops the background thread; the direct log has nothing to do. */
    @Override
    public void close() {
        if (writer == null) {
            direct.flush();
            return;
        }
        closing = true;
        try {
            writer.join(TimeUnit.SECONDS.toMillis(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
