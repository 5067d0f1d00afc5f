package io.cis.loader.fetch.archives;

import java.net.URI;

/**
 * A component version's archive: where it is fetched, and the digest its registry document states for it, if any
 * ({@code digestAlgorithm} a {@link java.security.MessageDigest} name, {@code digest} the expected bytes; both empty
 * when the document states none).
 */
public record PackageArchive(String purl, URI url, String digestAlgorithm, byte[] digest) {

    public PackageArchive {
        digest = digest.clone();
    }

    @Override
    public byte[] digest() {
        return digest.clone();
    }

    public boolean checked() {
        return !digestAlgorithm.isEmpty();
    }
}
