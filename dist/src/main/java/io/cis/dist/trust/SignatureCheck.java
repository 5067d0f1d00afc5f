package io.cis.dist.trust;

import io.cis.engine.snapshot.SnapshotCorruptException;
import io.cis.engine.snapshot.ValueCodec;
import java.security.GeneralSecurityException;
import java.security.PublicKey;
import java.security.Signature;
import java.util.Base64;
import java.util.SortedMap;

/** Checks a detached signature file against a manifest's bytes and a set of trusted keys. */
public final class SignatureCheck {

    /** A signature that verified: by which key, and the signed size of every file. */
    public record Verified(String keyId, SortedMap<String, Long> sizes) {
    }

    private final TrustedKeys trusted;
    private final ValueCodec codec = new ValueCodec();

    public SignatureCheck(TrustedKeys trusted) {
        this.trusted = trusted;
    }

    public Verified verify(BundleKind kind, byte[] manifestBytes, byte[] signatureBytes) throws TrustException {
        ManifestSignature file;
        try {
            file = codec.decode(signatureBytes, ManifestSignature.class);
        } catch (SnapshotCorruptException e) {
            throw new TrustException(kind.signatureName() + " is not a signature file (not valid JSON)");
        }
        if (!ManifestSignature.FORMAT.equals(file.format()) || !KeyFiles.ALGORITHM.equals(file.algorithm())) {
            throw new TrustException(kind.signatureName() + " is of format " + file.format() + "/" + file.algorithm()
                    + "; this version reads " + ManifestSignature.FORMAT + "/" + KeyFiles.ALGORITHM);
        }
        if (!kind.label().equals(file.kind())) {
            throw new TrustException(kind.signatureName() + " signs a " + file.kind() + " manifest, not a " + kind.label());
        }
        PublicKey key = trusted.get(file.keyId()).orElseThrow(() -> new TrustException("signed by key "
                + file.keyId() + ", which is not trusted (trusted: " + trusted.ids() + ")"));
        if (!ManifestSigner.sha256(manifestBytes).equals(file.manifestSha256())) {
            throw new TrustException(kind.manifestName() + " is not the manifest that key " + file.keyId()
                    + " signed: it was changed after signing");
        }
        byte[] statement = ManifestSignature.statement(file.kind(), file.manifestSha256(), file.sizes());
        try {
            Signature verifier = Signature.getInstance(KeyFiles.ALGORITHM);
            verifier.initVerify(key);
            verifier.update(statement);
            if (file.signature() == null || !verifier.verify(Base64.getDecoder().decode(file.signature()))) {
                throw new TrustException("the signature of key " + file.keyId() + " does not verify: "
                        + kind.signatureName() + " was changed after signing");
            }
        } catch (IllegalArgumentException | GeneralSecurityException e) {
            throw new TrustException("the signature of key " + file.keyId() + " is malformed");
        }
        return new Verified(file.keyId(), file.sizes());
    }
}
