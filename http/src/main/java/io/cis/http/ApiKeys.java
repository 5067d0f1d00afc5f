package io.cis.http;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;

/**
 * The optional API keys a request must present in {@code x-api-key}. Only SHA-256 digests of the keys are held, and a
 * presented key is compared against every one of them in constant time, so neither the length nor the position of a
 * near match shows in the time an answer takes.
 */
public final class ApiKeys {

    /** The request header that carries the key. */
    public static final String HEADER = "x-api-key";

    private static final String BYTE_ORDER_MARK = "\uFEFF";

    private final List<byte[]> digests;

    private ApiKeys(List<byte[]> digests) {
        this.digests = List.copyOf(digests);
    }

    /** No key file configured: every request is let through. */
    public static ApiKeys none() {
        return new ApiKeys(List.of());
    }

    /** Keys given directly (tests, embedding). */
    public static ApiKeys of(List<String> keys) {
        List<byte[]> digests = new ArrayList<>();
        for (String key : keys) {
            if (key.isBlank()) {
                throw new IllegalArgumentException("an API key must not be blank");
            }
            digests.add(digest(key));
        }
        return new ApiKeys(digests);
    }

    /**
     * Reads a key file: one key per line, surrounding blanks ignored, blank lines and lines starting with {@code #}
     * skipped. Lines may end in LF or CRLF, and a UTF-8 byte order mark before the first line is not part of the first
     * key (editors on Windows save both). A file without a single key is refused rather than silently locking every
     * client out.
     */
    public static ApiKeys readFrom(Path file) throws IOException {
        List<String> keys = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        // U+FEFF is not white space to String.strip(); anywhere but at the very start it stays part of a key.
        if (!lines.isEmpty() && lines.get(0).startsWith(BYTE_ORDER_MARK)) {
            lines.set(0, lines.get(0).substring(1));
        }
        for (String line : lines) {
            String key = line.strip();
            if (!key.isEmpty() && !key.startsWith("#")) {
                keys.add(key);
            }
        }
        if (keys.isEmpty()) {
            throw new IOException("API key file " + file + " lists no key");
        }
        return of(keys);
    }

    /** Whether requests must present a key at all. */
    public boolean required() {
        return !digests.isEmpty();
    }

    /** How many keys are configured (never the keys themselves). */
    public int count() {
        return digests.size();
    }

    /** Whether the presented key (null when absent) is one of the configured keys. */
    public boolean accepts(String presented) {
        if (presented == null) {
            return false;
        }
        byte[] asked = digest(presented);
        boolean found = false;
        // No early exit: every configured key is compared whatever the outcome.
        for (byte[] known : digests) {
            found |= MessageDigest.isEqual(known, asked);
        }
        return found;
    }

    private static byte[] digest(String key) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime provides SHA-256", e);
        }
    }

    @Override
    public String toString() {
        return "ApiKeys[" + digests.size() + " keys]";
    }
}
