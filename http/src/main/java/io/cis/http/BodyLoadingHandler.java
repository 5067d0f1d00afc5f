package io.cis.http;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.Invocable;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Receives a request's body without a worker thread, and hands the request to the application only once the body is
 * complete (or past the body limit, or failed). The routes read bodies with blocking IO: without this, a client that
 * trickles its body a byte at a time, each byte within the idle timeout, held a worker thread for as long as it liked,
 * and a few hundred such clients held them all.
 *
 * <p>While it waits, the body must keep up with the minimum rate ({@link ServerSettings#minBodyRate()} bytes per
 * second on average since the head arrived, once {@link ServerSettings#BODY_RATE_GRACE} has passed) and be complete
 * within the request's deadline, which counts from the arrival of the head. A body that falls behind is cut: the
 * application then reads a timeout, which is answered with the documented error body and {@link #CUT} as its
 * message (504, the deadline's answer, when the deadline passed; else 408), and the connection is closed since the
 * rest of the body is never read. A body that stalls, or a client
 * that leaves, reaches the application as it did before (408 after the idle timeout; 400, body ended early).
 */
final class BodyLoadingHandler extends Handler.Wrapper {

    /** Request attribute: {@link System#nanoTime()} when the request's head arrived; its deadline counts from there. */
    static final String ARRIVED = "cis.arrived";
    /** Request attribute: why the body was cut, as said to the client; absent when it was not. */
    static final String CUT = "cis.body.cut";
    /** Request attribute, present when the body was cut by the request's deadline (a timeout, not a slow client). */
    static final String PAST_DEADLINE = "cis.body.past-deadline";

    private static final byte[] NOTHING = new byte[0];

    private final long maxBytes;
    private final long minRate;
    private final Duration deadline;
    private final Predicate<Request> refusedFromHead;

    /**
     * @param maxBytes bytes received at most before the application takes over (it refuses a body past the limit)
     * @param minRate  bytes per second a body must keep up with; 0 for none
     * @param deadline the requests' deadline, counted from the arrival of the head
     * @param refusedFromHead requests answered before their body is read, handed over at once (no 100 Continue)
     */
    BodyLoadingHandler(long maxBytes, long minRate, Duration deadline, Predicate<Request> refusedFromHead) {
        // A body is held in one array.
        this.maxBytes = Math.min(maxBytes, Integer.MAX_VALUE - 16);
        this.minRate = minRate;
        this.deadline = deadline;
        this.refusedFromHead = refusedFromHead;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        Handler next = getHandler();
        if (next == null) {
            return false;
        }
        long arrived = System.nanoTime();
        request.setAttribute(ARRIVED, arrived);
        if (!declaresBody(request) || refusedFromHead.test(request)) {
            return next.handle(request, response, callback);
        }
        new Loading(next, request, response, callback, arrived).start();
        return true;
    }

    private static boolean declaresBody(Request request) {
        long length = request.getLength();
        return length > 0 || length < 0 && request.getHeaders().contains(HttpHeader.TRANSFER_ENCODING);
    }

    /** One body being received; the demand callbacks and the timer take turns under its lock. */
    private final class Loading implements Runnable {
        private final Handler next;
        private final Request request;
        private final Response response;
        private final Callback callback;
        private final long arrived;
        private final long deadlineNanos;
        private byte[] bytes;
        private int size;
        private boolean handedOver;
        private Scheduler.Task timer;

        Loading(Handler next, Request request, Response response, Callback callback, long arrived) {
            this.next = next;
            this.request = request;
            this.response = response;
            this.callback = callback;
            this.arrived = arrived;
            this.deadlineNanos = arrived + deadline.toNanos();
            // Grown as bytes arrive: a declared length is only a claim, and allocating it at once would let clients
            // that declare large bodies and send nothing take the heap.
            this.bytes = NOTHING;
        }

        /** Reads what is there on the request's own thread; a body already complete is answered on it directly. */
        void start() {
            Request ready;
            synchronized (this) {
                ready = receive();
                if (ready == null) {
                    schedule(System.nanoTime());
                }
            }
            if (ready != null) {
                handle(ready);
            }
        }

        /** A demand callback: more body, or a failure, has arrived. */
        @Override
        public void run() {
            Request ready;
            synchronized (this) {
                if (handedOver) {
                    return;
                }
                ready = receive();
            }
            if (ready != null) {
                request.getContext().execute(() -> handle(ready));
            }
        }

        /**
         * Reads every chunk there is; the request to hand over once the body is complete, past the limit or failed,
         * else null with a demand registered.
         */
        private Request receive() {
            while (true) {
                Content.Chunk chunk = request.read();
                if (chunk == null) {
                    request.demand(Invocable.from(Invocable.InvocationType.NON_BLOCKING, this));
                    return null;
                }
                if (Content.Chunk.isFailure(chunk)) {
                    // A stalled body (idle timeout) or a client that left: the application answers as it always did.
                    return handOver(new Received(request, received(), false, chunk));
                }
                ByteBuffer buffer = chunk.getByteBuffer();
                int length = buffer.remaining();
                boolean last = chunk.isLast();
                if (size + length > bytes.length) {
                    // A body that arrives whole in its first chunk, as most do, gets an array of its size; one that
                    // arrives in parts, room for 8 KiB and then twice as much each time (within the limit).
                    int room = last ? size + length : (int) Math.min(Math.max(8 * 1024, bytes.length * 2L), maxBytes + 1);
                    bytes = Arrays.copyOf(bytes, Math.max(size + length, room));
                }
                buffer.get(bytes, size, length);
                size += length;
                chunk.release();
                if (last) {
                    return handOver(new Received(request, received(), true, null));
                }
                if (size > maxBytes) {
                    // Past the limit: the application reads this much, refuses the body (413) and never the rest.
                    return handOver(new Received(request, received(), false, null));
                }
            }
        }

        /** The bytes received, in an array of their own size. */
        private byte[] received() {
            return size == bytes.length ? bytes : Arrays.copyOf(bytes, size);
        }

        private Request handOver(Request ready) {
            handedOver = true;
            if (timer != null) {
                timer.cancel();
            }
            return ready;
        }

        /** Checks the body's progress when it could next fall behind, or at the deadline. */
        private void schedule(long now) {
            long due = deadlineNanos;
            if (minRate > 0) {
                long behindAt = arrived + ServerSettings.BODY_RATE_GRACE.toNanos()
                        + TimeUnit.SECONDS.toNanos(size) / minRate + TimeUnit.MILLISECONDS.toNanos(1);
                due = Math.min(due, behindAt);
            }
            timer = request.getComponents().getScheduler().schedule(this::check, Math.max(0, due - now),
                    TimeUnit.NANOSECONDS);
        }

        private void check() {
            String cut;
            boolean pastDeadline = false;
            synchronized (this) {
                if (handedOver) {
                    return;
                }
                long now = System.nanoTime();
                long elapsed = now - arrived;
                if (now - deadlineNanos >= 0) {
                    cut = "request body not complete within the deadline of " + deadline.toMillis() + " ms";
                    pastDeadline = true;
                } else if (minRate > 0 && elapsed > ServerSettings.BODY_RATE_GRACE.toNanos()
                        && size < minRate * (elapsed - ServerSettings.BODY_RATE_GRACE.toNanos()) / 1_000_000_000L) {
                    cut = "request body arrived slower than " + minRate + " bytes per second";
                } else {
                    schedule(now);
                    return;
                }
                handedOver = true;
            }
            request.setAttribute(CUT, cut);
            if (pastDeadline) {
                request.setAttribute(PAST_DEADLINE, Boolean.TRUE);
            }
            Content.Chunk failure = Content.Chunk.from(new TimeoutException(cut), true);
            request.getContext().execute(() -> handle(new Received(request, new byte[0], false, failure)));
        }

        private void handle(Request ready) {
            try {
                if (!next.handle(ready, response, callback)) {
                    Response.writeError(ready, response, callback, HttpStatus.NOT_FOUND_404);
                }
            } catch (Throwable failure) {
                Response.writeError(ready, response, callback, failure);
            }
        }
    }

    /**
     * The request as the application sees it: the body received so far, then its end, the failure that ended it, or
     * (past the limit) whatever the connection still brings.
     */
    private static final class Received extends Request.Wrapper {
        private Content.Chunk pending;
        private final Content.Chunk end;

        Received(Request request, byte[] body, boolean complete, Content.Chunk end) {
            super(request);
            this.pending = body.length > 0 || complete ? Content.Chunk.from(ByteBuffer.wrap(body), complete) : null;
            this.end = complete ? Content.Chunk.EOF : end;
        }

        @Override
        public synchronized Content.Chunk read() {
            if (pending != null) {
                Content.Chunk first = pending;
                pending = null;
                return first;
            }
            return end != null ? end : super.read();
        }

        @Override
        public void demand(Runnable demandCallback) {
            boolean ready;
            synchronized (this) {
                ready = pending != null || end != null;
            }
            if (ready) {
                demandCallback.run();
            } else {
                super.demand(demandCallback);
            }
        }
    }
}
