package io.cis.dist.trust;

import io.cis.engine.snapshot.SnapshotFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Base64;
import java.util.HexFormat;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Ed25519 keys in the PEM files {@code openssl} also reads and writes: the private key as PKCS #8
 * ({@code BEGIN PRIVATE KEY}), the public key as X.509 SubjectPublicKeyInfo ({@code BEGIN PUBLIC KEY}). A key's id is
 * the first 16 hex digits of the SHA-256 of its public key's encoding.
 */
public final class KeyFiles {

    public static final String ALGORITHM = "Ed25519";

    private static final Pattern PEM = Pattern.compile("-----BEGIN ([A-Z ]+)-----([A-Za-z0-9+/=\\s]+)-----END \\1-----");

    private KeyFiles() {
    }

    public static KeyPair generate() {
        try {
            return KeyPairGenerator.getInstance(ALGORITHM).generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java 17 runtime provides Ed25519", e);
        }
    }

    /** The short id of a public key, shown by keygen and recorded in every signature it verifies. */
    public static String keyId(PublicKey key) {
        var digest = SnapshotFiles.newDigest();
        return HexFormat.of().formatHex(digest.digest(key.getEncoded())).substring(0, 16);
    }

    /** Writes the private key readable by its owner only; never replaces a file. */
    public static void writePrivate(Path file, PrivateKey key) throws IOException {
        String pem = pem("PRIVATE KEY", key.getEncoded());
        try {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        } catch (UnsupportedOperationException e) {
            Files.createFile(file);
        }
        Files.writeString(file, pem, StandardCharsets.US_ASCII, StandardOpenOption.WRITE);
    }

    /** Writes the public key; never replaces a file. */
    public static void writePublic(Path file, PublicKey key) throws IOException {
        Files.writeString(file, pem("PUBLIC KEY", key.getEncoded()), StandardCharsets.US_ASCII, StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE);
    }

    public static PrivateKey readPrivate(Path file) throws TrustException {
        byte[] der = der(file, "PRIVATE KEY");
        try {
            return KeyFactory.getInstance(ALGORITHM).generatePrivate(new PKCS8EncodedKeySpec(der));
        } catch (GeneralSecurityException e) {
            throw new TrustException(file + ": not an Ed25519 private key");
        }
    }

    public static PublicKey readPublic(Path file) throws TrustException {
        byte[] der = der(file, "PUBLIC KEY");
        try {
            return KeyFactory.getInstance(ALGORITHM).generatePublic(new X509EncodedKeySpec(der));
        } catch (GeneralSecurityException e) {
            throw new TrustException(file + ": not an Ed25519 public key");
        }
    }

    private static byte[] der(Path file, String label) throws TrustException {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.US_ASCII);
        } catch (NoSuchFileException e) {
            throw new TrustException(file + ": no such key file");
        } catch (IOException e) {
            throw new TrustException(file + ": cannot be read (" + e.getMessage() + ")");
        }
        Matcher m = PEM.matcher(text);
        if (!m.find() || !m.group(1).equals(label)) {
            throw new TrustException(file + ": not a PEM file holding a " + label.toLowerCase(java.util.Locale.ROOT));
        }
        try {
            return Base64.getMimeDecoder().decode(m.group(2));
        } catch (IllegalArgumentException e) {
            throw new TrustException(file + ": its PEM body is not base64");
        }
    }

    private static String pem(String label, byte[] der) {
        return "-----BEGIN " + label + "-----\n" + Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(der)
                + "\n-----END " + label + "-----\n";
    }
}
