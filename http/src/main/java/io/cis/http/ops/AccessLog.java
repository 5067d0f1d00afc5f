package io.cis.http.ops;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.StringWriter;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One JSON line per answered request on its own stream; never a request body, never a key or credential. Its text
 * fields are escaped with {@link LogText} first: JSON escapes control characters below U+0020 only, and leaves DEL,
 * the C1 controls and U+2028/U+2029 raw, which split lines or drive terminals in the tools that read the log.
 *
 * <p>A log {@link #inBackground writing in the background} takes the formatting and the write off the request thread:
 * entries queue up (bounded) and one thread writes them in batches, one flush per batch, so a slow log reader or a
 * burst costs a request nothing. The queue takes no lock: with a locked one, request threads queued behind each other
 * and behind the writer taking its batch, and were parked and woken for it. The writer collects a batch every
 * {@link #LINGER} rather than waiting on the queue: waiting, it was woken by nearly every request, one thread switch and
 * one write to the stream per request on a lightly loaded server. Entries that find the queue full are counted, and the
 * count is written as a line of its own, so the log says it missed lines instead of missing them silently.
 *
 * <p>Lines are written with Jackson's streaming generator, field by field, in the order of {@link Entry}'s components
 * (a null batch size or request id left out): the same line the object mapper wrote for the record, without looking
 * its properties up for every entry. The request thread hands over the time as an instant; the writer turns it into
 * text ({@link InstantText}).
 */
public final class AccessLog implements AutoCloseable {

    private static final int QUEUE = 65_536;
    private static final int BATCH = 1_024;
    /** How long the background writer rests when it finds nothing more queued: the most a line waits to be written. */
    static final Duration LINGER = Duration.ofMillis(20);

    // No separator of Jackson's between lines: each ends with its own line feed. The stream is the caller's to close.
    private final JsonFactory json = new JsonFactoryBuilder()
            .rootValueSeparator((String) null)
            .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
            .build();
    private final PrintStream direct;
    private final Queue<Entry> queue;
    /** Entries queued and not yet taken by the writer, at most {@link #capacity}. */
    private final AtomicInteger queued = new AtomicInteger();
    private final int capacity;
    private final AtomicLong dropped = new AtomicLong();
    private final Thread writer;
    private volatile boolean closing;
    private volatile boolean broken;

    /** A log written on the calling thread, line by line: for tests and tools that read it right after a request. */
    public AccessLog(PrintStream out) {
        this.direct = out;
        this.queue = null;
        this.capacity = 0;
        this.writer = null;
    }

    private AccessLog(OutputStream out, int capacity) {
        this.direct = null;
        this.queue = new ConcurrentLinkedQueue<>();
        this.capacity = capacity;
        this.writer = new Thread(() -> drain(out), "cis-access-log");
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

    /**
     * One access-log line, written as {@code time} (as {@link Instant#toString()} writes it), {@code method},
     * {@code route}, {@code status}, {@code duration_ms}, {@code batch_size} and {@code request_id} (the last two only
     * when not null). A missed count is a line of its own, {@code {"access_log_entries_dropped":N}}.
     */
    public record Entry(Instant time, String method, String route, int status, double durationMs, Integer batchSize,
                        String requestId) {
    }

    public void write(Entry entry) {
        if (queue == null) {
            direct.println(line(entry));
        } else if (broken || !enqueue(entry)) {
            dropped.incrementAndGet();
        }
    }

    /** Queues the entry unless {@link #capacity} entries are already waiting. */
    private boolean enqueue(Entry entry) {
        if (queued.incrementAndGet() > capacity) {
            queued.decrementAndGet();
            return false;
        }
        queue.add(entry);
        return true;
    }

    /** Moves up to {@link #BATCH} queued entries into {@code batch}. */
    private void take(List<Entry> batch) {
        Entry entry;
        while (batch.size() < BATCH && (entry = queue.poll()) != null) {
            queued.decrementAndGet();
            batch.add(entry);
        }
    }

    private String line(Entry entry) {
        StringWriter line = new StringWriter(160);
        try (JsonGenerator out = json.createGenerator(line)) {
            write(entry, entry.time().toString(), out);
        } catch (IOException e) {
            // A log line that cannot be written must not fail the request it describes.
            return "{\"error\":\"access log entry could not be written\"}";
        }
        return line.toString();
    }

    /** Writes {@code entry} as one JSON object, its text fields escaped with {@link LogText} first; no line end. */
    private static void write(Entry entry, String time, JsonGenerator out) throws IOException {
        out.writeStartObject();
        out.writeStringField("time", time);
        out.writeStringField("method", LogText.escape(entry.method()));
        out.writeStringField("route", LogText.escape(entry.route()));
        out.writeNumberField("status", entry.status());
        out.writeNumberField("duration_ms", entry.durationMs());
        if (entry.batchSize() != null) {
            out.writeNumberField("batch_size", entry.batchSize().intValue());
        }
        if (entry.requestId() != null) {
            out.writeStringField("request_id", LogText.escape(entry.requestId()));
        }
        out.writeEndObject();
    }

    /**
     * The background writer: one generator writing UTF-8 straight into {@code stream} through its own buffer, flushed
     * once per batch.
     */
    private void drain(OutputStream stream) {
        List<Entry> batch = new ArrayList<>(BATCH);
        InstantText times = new InstantText();
        try (JsonGenerator out = json.createGenerator(stream, JsonEncoding.UTF8)) {
            while (true) {
                // Read before draining: every entry queued before close() began is then in this batch or an earlier one.
                boolean last = closing;
                take(batch);
                for (Entry entry : batch) {
                    write(entry, times.format(entry.time()), out);
                    out.writeRaw('\n');
                }
                long missed = dropped.getAndSet(0);
                if (missed > 0) {
                    out.writeStartObject();
                    out.writeNumberField("access_log_entries_dropped", missed);
                    out.writeEndObject();
                    out.writeRaw('\n');
                }
                boolean full = batch.size() == BATCH;
                if (!batch.isEmpty() || missed > 0) {
                    out.flush();
                    batch.clear();
                }
                if (full) {
                    continue;
                }
                if (last) {
                    break;
                }
                Thread.sleep(LINGER.toMillis());
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
