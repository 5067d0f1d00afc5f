package io.cis.dist.trust;

import java.nio.file.Path;
import java.security.PublicKey;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/** The public keys whose signatures are accepted, by key id. */
public record TrustedKeys(SortedMap<String, PublicKey> byId) {

    public TrustedKeys {
        byId = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(byId));
    }

    /** Reads every public key file; at least one. */
    public static TrustedKeys read(List<Path> files) throws TrustException {
        if (files.isEmpty()) {
            throw new TrustException("no trusted public key given");
        }
        SortedMap<String, PublicKey> keys = new TreeMap<>();
        for (Path file : files) {
            PublicKey key = KeyFiles.readPublic(file);
            keys.put(KeyFiles.keyId(key), key);
        }
        return new TrustedKeys(keys);
    }

    public Optional<PublicKey> get(String keyId) {
        return Optional.ofNullable(byId.get(keyId));
    }

    /** The trusted key ids, for messages. */
    public String ids() {
        return String.join(", ", byId.keySet());
    }
}
