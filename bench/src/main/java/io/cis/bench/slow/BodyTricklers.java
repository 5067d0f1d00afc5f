package io.cis.bench.slow;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Keeps a fixed number of connections sending request bodies at one byte per interval, on one thread. Each declares a
 * body far longer than it will ever send; when the server answers one (or closes it), it is counted by how it ended
 * and replaced by a new connection, so the server always faces the full number.
 */
final class BodyTricklers implements AutoCloseable {

    private static final String[] PATHS = {"/v2/vulnerabilities/components", "/v3/components/releases"};

    private final InetSocketAddress server;
    private final int count;
    private final Duration interval;
    private final List<Socket> sockets = new ArrayList<>();
    private final Map<String, Long> endings = new TreeMap<>();
    private final AtomicBoolean running = new AtomicBoolean(true);
    private final Thread thread;
    private long opened;
    private long bytesSent;

    BodyTricklers(InetSocketAddress server, int count, Duration interval) {
        this.server = server;
        this.count = count;
        this.interval = interval;
        this.thread = new Thread(this::trickle, "body-tricklers");
        this.thread.setDaemon(true);
    }

    /** Opens every connection and sends its request head, then trickles from a thread of its own. */
    void start() throws IOException {
        for (int i = 0; i < count; i++) {
            sockets.add(open());
        }
        thread.start();
    }

    private Socket open() throws IOException {
        Socket socket = new Socket();
        socket.connect(server, 5_000);
        String path = PATHS[(int) (opened++ % PATHS.length)];
        String head = "POST " + path + " HTTP/1.1\r\nHost: " + server.getHostString() + "\r\n"
                + "Content-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{\"components\":[";
        socket.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().flush();
        return socket;
    }

    private void trickle() {
        long next = System.nanoTime();
        while (running.get()) {
            for (int i = 0; i < sockets.size() && running.get(); i++) {
                Socket socket = sockets.get(i);
                String ended = sendOneByte(socket);
                if (ended != null) {
                    synchronized (this) {
                        endings.merge(ended, 1L, Long::sum);
                    }
                    close(socket);
                    try {
                        sockets.set(i, open());
                    } catch (IOException e) {
                        synchronized (this) {
                            endings.merge("reconnect failed: " + e.getClass().getSimpleName(), 1L, Long::sum);
                        }
                    }
                }
            }
            next += interval.toNanos();
            long wait = next - System.nanoTime();
            if (wait > 0) {
                try {
                    Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
    }

    /** Null while the connection is still open and took its byte; else how it ended. */
    private String sendOneByte(Socket socket) {
        try {
            InputStream in = socket.getInputStream();
            if (in.available() > 0) {
                byte[] start = in.readNBytes(Math.min(12, in.available()));
                String status = new String(start, StandardCharsets.ISO_8859_1);
                return status.startsWith("HTTP/1.1 ") && status.length() >= 12 ? "answered " + status.substring(9, 12)
                        : "answered something else";
            }
            OutputStream out = socket.getOutputStream();
            out.write(' ');
            out.flush();
            synchronized (this) {
                bytesSent++;
            }
            return null;
        } catch (IOException e) {
            return "closed by the server (" + e.getClass().getSimpleName() + ")";
        }
    }

    private static void close(Socket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // already gone
        }
    }

    /** Connections opened so far, the replacements included. */
    synchronized long opened() {
        return opened;
    }

    synchronized long bytesSent() {
        return bytesSent;
    }

    /** How the connections the server ended did end, counted. */
    synchronized Map<String, Long> endings() {
        return new TreeMap<>(endings);
    }

    @Override
    public void close() throws InterruptedException {
        running.set(false);
        thread.interrupt();
        thread.join(10_000);
        synchronized (this) {
            sockets.forEach(BodyTricklers::close);
        }
    }
}
