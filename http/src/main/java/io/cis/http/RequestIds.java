package io.cis.http;

import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;

/**
 * The {@code x-request-id} every answer carries. A client's own id is echoed only when it is a short, safe token (1 to
 * 128 characters from {@code A-Z a-z 0-9 . _ : -}), so nothing it sends can forge a header, a log line or a terminal
 * escape through it; any other value, or none, gets a new random UUID.
 */
public final class RequestIds {

    /** The header, in requests and answers. */
    public static final String HEADER = "x-request-id";

    private static final Pattern SAFE = Pattern.compile("[A-Za-z0-9._:-]{1,128}");

    private RequestIds() {
    }

    /** The id to answer with, given what the client sent (null when it sent none). */
    public static String choose(String sent) {
        return sent != null && SAFE.matcher(sent).matches() ? sent : newId();
    }

    /**
     * A random (version 4) UUID. An id must be unique, not unguessable: it ties an answer to its log line and grants
     * nothing. {@link UUID#randomUUID()} drew its bits from the process's one {@code SecureRandom}, under its lock, on
     * every request; these come from the calling thread's own generator.
     */
    static String newId() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        long high = random.nextLong() & ~0xF000L | 0x4000L;
        long low = random.nextLong() & ~(0b11L << 62) | 1L << 63;
        return new UUID(high, low).toString();
    }
}
