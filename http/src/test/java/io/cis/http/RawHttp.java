package io.cis.http;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * Speaks HTTP/1.1 over a plain socket, byte for byte as told: the only way to send invalid UTF-8, NUL bytes, lying
 * Content-Length headers and malformed request lines, which every HTTP client library refuses to produce.
 */
final class RawHttp {

    /** What came back; {@code status} 0 when the server closed the connection without answering. */
    record Response(int status, Map<String, String> headers, String body) {
    }

    private final int port;

    RawHttp(int port) {
        this.port = port;
    }

    /** A well-formed request head with {@code Connection: close}, then the body bytes (Content-Length added unless given). */
    static byte[] request(String method, String target, Map<String, String> headers, byte[] body) {
        StringBuilder head = new StringBuilder(method).append(' ').append(target).append(" HTTP/1.1\r\n");
        head.append("Host: 127.0.0.1\r\nConnection: close\r\n");
        headers.forEach((name, value) -> head.append(name).append(": ").append(value).append("\r\n"));
        if (body.length > 0 && headers.keySet().stream().noneMatch(h -> h.equalsIgnoreCase("content-length")
                || h.equalsIgnoreCase("transfer-encoding"))) {
            head.append("Content-Length: ").append(body.length).append("\r\n");
        }
        head.append("\r\n");
        byte[] start = head.toString().getBytes(StandardCharsets.ISO_8859_1);
        byte[] all = new byte[start.length + body.length];
        System.arraycopy(start, 0, all, 0, start.length);
        System.arraycopy(body, 0, all, start.length, body.length);
        return all;
    }

    Response exchange(byte[] request) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            // Far above any honest answer; a server that hangs fails the case instead of the whole run.
            socket.setSoTimeout(30_000);
            // Read while writing: a server that refuses a long request (413, 414, 431) answers and closes before it
            // has read everything, and the reset its close causes would discard an answer not read yet.
            CompletableFuture<Response> answer = CompletableFuture.supplyAsync(() -> {
                try {
                    return read(socket.getInputStream());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }, command -> new Thread(command, "raw-http-reader").start());
            OutputStream out = socket.getOutputStream();
            try {
                out.write(request);
                out.flush();
                socket.shutdownOutput();
            } catch (IOException closedEarly) {
                // The server answered and closed before reading everything; its answer is being read.
            }
            try {
                return answer.join();
            } catch (CompletionException e) {
                if (e.getCause() instanceof UncheckedIOException io) {
                    throw io.getCause();
                }
                throw e;
            }
        }
    }

    /**
     * The first line the server answers to {@code head} (a request head whose body is held back, as a client that sent
     * {@code Expect: 100-continue} holds it back until told to go on); empty when the server closed without a word.
     */
    String firstLineWhileHoldingTheBody(byte[] head) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(30_000);
            socket.getOutputStream().write(head);
            socket.getOutputStream().flush();
            String first = line(socket.getInputStream());
            return first == null ? "" : first;
        }
    }

    /** The response in bytes already received in full (up to the server's close). */
    static Response parse(byte[] received) throws IOException {
        return read(new ByteArrayInputStream(received));
    }

    private static Response read(InputStream in) throws IOException {
        String statusLine = line(in);
        if (statusLine == null) {
            return new Response(0, Map.of(), "");
        }
        int status = Integer.parseInt(statusLine.split(" ")[1]);
        Map<String, String> headers = new LinkedHashMap<>();
        for (String line = line(in); line != null && !line.isEmpty(); line = line(in)) {
            int colon = line.indexOf(':');
            headers.merge(line.substring(0, colon).trim().toLowerCase(Locale.ROOT), line.substring(colon + 1).trim(),
                    (a, b) -> a + ", " + b);
        }
        byte[] body;
        if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            ByteArrayOutputStream chunks = new ByteArrayOutputStream();
            for (int size = Integer.parseInt(line(in).split(";")[0].trim(), 16); size > 0;
                 size = Integer.parseInt(line(in).split(";")[0].trim(), 16)) {
                chunks.write(in.readNBytes(size));
                line(in);
            }
            body = chunks.toByteArray();
        } else if (headers.containsKey("content-length")) {
            body = in.readNBytes(Integer.parseInt(headers.get("content-length")));
        } else {
            body = in.readAllBytes();
        }
        return new Response(status, headers, new String(body, StandardCharsets.UTF_8));
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) != -1) {
            if (b == '\n') {
                String text = line.toString(StandardCharsets.ISO_8859_1);
                return text.endsWith("\r") ? text.substring(0, text.length() - 1) : text;
            }
            line.write(b);
        }
        return line.size() == 0 ? null : line.toString(StandardCharsets.ISO_8859_1);
    }
}
