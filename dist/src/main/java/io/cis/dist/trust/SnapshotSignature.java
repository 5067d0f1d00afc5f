package io.cis.dist.trust;

import io.cis.engine.snapshot.Manifest;
import io.cis.engine.snapshot.ManifestReader;
import io.cis.engine.snapshot.SnapshotRejectedException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;

/**
 * Checks the detached signature beside a snapshot's manifest ({@code manifest.sig}) against trusted keys, and the
 * signed size of every file. The SHA-256 of each file against the (now authenticated) manifest is the verifier's job.
 */
public final class SnapshotSignature {

    private final SignatureCheck check;

    public SnapshotSignature(TrustedKeys trusted) {
        this.check = new SignatureCheck(trusted);
    }

    /** The id of the key that signed the snapshot's manifest, or why it is not trusted. */
    public String check(Path directory) throws TrustException {
        byte[] manifestBytes = read(directory.resolve(Manifest.FILE_NAME), "manifest");
        byte[] signatureBytes = read(directory.resolve(Manifest.SIGNATURE_FILE_NAME),
                "signature (" + Manifest.SIGNATURE_FILE_NAME + " beside the manifest)");
        SignatureCheck.Verified verified = check.verify(BundleKind.SNAPSHOT, manifestBytes, signatureBytes);
        Manifest manifest;
        try {
            manifest = new ManifestReader().parse(manifestBytes, directory.resolve(Manifest.FILE_NAME).toString());
        } catch (SnapshotRejectedException e) {
            throw new TrustException(e.getMessage());
        }
        if (!verified.sizes().keySet().equals(manifest.files().keySet())) {
            throw new TrustException("the signed sizes do not name the manifest's files");
        }
        for (Map.Entry<String, Long> signed : verified.sizes().entrySet()) {
            Path file = directory.resolve(signed.getKey());
            try {
                if (Files.size(file) != signed.getValue()) {
                    throw new TrustException(file + ": " + Files.size(file) + " bytes; " + signed.getValue() + " were signed");
                }
            } catch (IOException e) {
                throw new TrustException(file + ": listed in the signed manifest but missing");
            }
        }
        return verified.keyId();
    }

    private static byte[] read(Path file, String what) throws TrustException {
        try {
            return Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new TrustException(file.getParent() + ": no " + what);
        } catch (IOException e) {
            throw new TrustException(file + ": cannot be read (" + e.getMessage() + ")");
        }
    }
}
