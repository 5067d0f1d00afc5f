package io.cis.dist.trust;

import io.cis.engine.snapshot.ValueCodec;
import java.security.GeneralSecurityException;
import java.security.PrivateKey;
import java.security.Signature;
import java.util.Base64;
import java.util.HexFormat;
import java.util.SortedMap;

/** Signs a manifest with a private key whose id is known. */
public final class ManifestSigner {

    private final PrivateKey key;
    private final String keyId;
    private final ValueCodec codec = new ValueCodec();

    public ManifestSigner(PrivateKey key, String keyId) {
        this.key = key;
        this.keyId = keyId;
    }

    public String keyId() {
        return keyId;
    }

    /** The signature file's bytes for the manifest's bytes and the size of each listed file. */
    public byte[] sign(BundleKind kind, byte[] manifestBytes, SortedMap<String, Long> sizes) {
        String digest = sha256(manifestBytes);
        byte[] statement = ManifestSignature.statement(kind.label(), digest, sizes);
        try {
            Signature signer = Signature.getInstance(KeyFiles.ALGORITHM);
            signer.initSign(key);
            signer.update(statement);
            String signature = Base64.getEncoder().encodeToString(signer.sign());
            return codec.encodePretty(new ManifestSignature(ManifestSignature.FORMAT, KeyFiles.ALGORITHM, keyId,
                    kind.label(), digest, sizes, signature));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Ed25519 signing failed: " + e.getMessage(), e);
        }
    }

    static String sha256(byte[] bytes) {
        return HexFormat.of().formatHex(io.cis.engine.snapshot.SnapshotFiles.newDigest().digest(bytes));
    }
}
