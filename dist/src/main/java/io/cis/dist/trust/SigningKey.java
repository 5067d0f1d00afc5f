package io.cis.dist.trust;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;

/**
 * A private key read with its public half, which gives the key id (the JDK cannot derive an Ed25519 public key from a
 * private one): {@code NAME.pub} beside {@code NAME.key} unless named. The two are checked to be one pair.
 */
public final class SigningKey {

    private SigningKey() {
    }

    /** The public key file expected beside a private key file. */
    public static Path publicBeside(Path privateKey) {
        String name = privateKey.getFileName().toString();
        String base = name.endsWith(".key") ? name.substring(0, name.length() - 4) : name;
        return privateKey.resolveSibling(base + ".pub");
    }

    public static ManifestSigner read(Path privateFile, Path publicFile) throws TrustException {
        PrivateKey privateKey = KeyFiles.readPrivate(privateFile);
        PublicKey publicKey = KeyFiles.readPublic(publicFile);
        byte[] probe = "cis key pair check".getBytes(StandardCharsets.US_ASCII);
        try {
            Signature signer = Signature.getInstance(KeyFiles.ALGORITHM);
            signer.initSign(privateKey);
            signer.update(probe);
            Signature verifier = Signature.getInstance(KeyFiles.ALGORITHM);
            verifier.initVerify(publicKey);
            verifier.update(probe);
            if (!verifier.verify(signer.sign())) {
                throw new TrustException(publicFile + " is not the public key of " + privateFile);
            }
        } catch (GeneralSecurityException e) {
            throw new TrustException(privateFile + ": cannot sign with it (" + e.getMessage() + ")");
        }
        return new ManifestSigner(privateKey, KeyFiles.keyId(publicKey));
    }
}
