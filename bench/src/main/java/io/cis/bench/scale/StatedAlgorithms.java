package io.cis.bench.scale;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Cryptographic algorithms as source scanners name them in catalog {@code algorithms} lines, each a name the open
 * crypto algorithm dataset classifies, with the strength a scanner states.
 */
final class StatedAlgorithms {

    /** A named algorithm with its stated strength. */
    record Stated(String algorithm, String strength) {
    }

    private static final List<Stated> NAMES = List.of(
            new Stated("SHA256", "256"), new Stated("SHA-1", "160"), new Stated("MD5", "128"),
            new Stated("AES-128-GCM", "128"), new Stated("AES-256-CBC", "256"), new Stated("RSA", "2048"),
            new Stated("ECDSA", "256"), new Stated("HMAC-SHA256", "256"), new Stated("SHA-384", "384"),
            new Stated("SHA512", "512"), new Stated("ChaCha20", "256"), new Stated("Ed25519", "128"),
            new Stated("bcrypt", ""), new Stated("PBKDF2", ""), new Stated("X25519", "128"),
            new Stated("ML-KEM-768", "192"), new Stated("scrypt", ""), new Stated("Blowfish", "128"),
            new Stated("DES", "56"), new Stated("RC4", "128"), new Stated("SHA3-256", "256"),
            new Stated("BLAKE2", "256"), new Stated("CRC32", "32"), new Stated("3DES", "112"));

    List<Stated> draw(SplittableRandom random) {
        int n = random.nextInt(12) == 0 ? 0 : 1 + random.nextInt(4);
        List<Stated> picked = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            Stated next = NAMES.get(random.nextInt(NAMES.size()));
            if (!picked.contains(next)) {
                picked.add(next);
            }
        }
        return picked;
    }
}
