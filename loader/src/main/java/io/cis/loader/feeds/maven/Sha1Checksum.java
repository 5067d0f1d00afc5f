package io.cis.loader.feeds.maven;

import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.NotAFeedFileException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Checks a repository file against the {@code <file>.sha1} Maven publishes next to it, when there is one, so that
 * a damaged or altered download is refused rather than compiled into a snapshot.
 */
final class Sha1Checksum {

    private static final Pattern SHA1 = Pattern.compile("[0-9a-fA-F]{40}");

    /**
     * @throws FeedException naming {@code file} when its SHA-1 differs from the published one, or naming the
     *                       {@code .sha1} file when that does not hold a SHA-1
     */
    void verify(Path file) throws FeedException {
        Path checksumFile = file.resolveSibling(file.getFileName() + ".sha1");
        try {
            if (!FeedFiles.isFile(checksumFile)) {
                return;
            }
        } catch (NotAFeedFileException e) {
            throw e.asFeedException();
        }
        String expected = expected(checksumFile);
        String actual = sha1(file);
        if (!actual.equals(expected)) {
            throw new FeedException(file, "SHA-1 mismatch: the file's SHA-1 is " + actual + " but "
                    + checksumFile.getFileName() + " says " + expected);
        }
    }

    /** The first token: repositories write either the bare hash or {@code <hash>  <file name>}. */
    private static String expected(Path checksumFile) throws FeedException {
        String content;
        try {
            content = Files.readString(checksumFile).strip();
        } catch (IOException e) {
            throw new FeedException(checksumFile, "cannot be read (" + e.getMessage() + ")", e);
        }
        String token = content.isEmpty() ? "" : content.split("\\s+", 2)[0];
        if (!SHA1.matcher(token).matches()) {
            throw new FeedException(checksumFile, "does not hold a SHA-1 (40 hex digits)");
        }
        return token.toLowerCase(Locale.ROOT);
    }

    private static String sha1(Path file) throws FeedException {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-1");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-1", e);
        }
        try (InputStream in = new DigestInputStream(Files.newInputStream(file), digest)) {
            in.transferTo(OutputStream.nullOutputStream());
        } catch (IOException e) {
            throw new FeedException(file, "cannot be read (" + e.getMessage() + ")", e);
        }
        return HexFormat.of().formatHex(digest.digest());
    }
}
