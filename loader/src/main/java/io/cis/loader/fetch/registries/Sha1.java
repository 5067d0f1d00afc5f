package io.cis.loader.fetch.registries;

import io.cis.loader.fetch.FetchException;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A downloaded file against the SHA-1 its repository publishes: the first token of the {@code .sha1} file (a bare
 * hash, or {@code hash  filename} as some tools write it), compared without case.
 */
final class Sha1 {

    /** Where the published checksum of a URL comes from; empty when none is published. */
    @FunctionalInterface
    interface Published {

        Optional<String> of(URI url) throws FetchException;
    }

    private static final Pattern HASH = Pattern.compile("\\s*([0-9a-fA-F]{40})(?:\\s.*)?", Pattern.DOTALL);

    private Sha1() {
    }

    static void verify(URI url, Path file, Published published) throws FetchException {
        Optional<String> text = published.of(url);
        if (text.isEmpty()) {
            return;
        }
        Matcher hash = HASH.matcher(text.get());
        if (!hash.matches()) {
            throw new FetchException(url + ".sha1: not a SHA-1 checksum");
        }
        String expected = hash.group(1).toLowerCase(Locale.ROOT);
        String actual = of(file);
        if (!expected.equals(actual)) {
            throw new FetchException(url + ": the body's SHA-1 " + actual + " is not the " + expected
                    + " the repository publishes");
        }
    }

    static String of(Path file) throws FetchException {
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest digest = MessageDigest.getInstance("SHA-1");
            byte[] buffer = new byte[64 * 1024];
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                digest.update(buffer, 0, n);
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-1", e);
        } catch (IOException e) {
            throw new FetchException(file + ": cannot be read back (" + e.getMessage() + ")", e);
        }
    }
}
