package io.cis.dist.trust;

import io.cis.engine.snapshot.Manifest;

/** What a bundle carries, which names its manifest and signature by: a snapshot, or a folder of feeds. */
public enum BundleKind {
    SNAPSHOT("snapshot", Manifest.FILE_NAME, Manifest.SIGNATURE_FILE_NAME),
    FEEDS("feeds", "feeds-manifest.json", "feeds-manifest.sig");

    private final String label;
    private final String manifestName;
    private final String signatureName;

    BundleKind(String label, String manifestName, String signatureName) {
        this.label = label;
        this.manifestName = manifestName;
        this.signatureName = signatureName;
    }

    public String label() {
        return label;
    }

    public String manifestName() {
        return manifestName;
    }

    public String signatureName() {
        return signatureName;
    }

    /** The kind whose manifest has this name, if any. */
    public static java.util.Optional<BundleKind> ofManifest(String name) {
        for (BundleKind kind : values()) {
            if (kind.manifestName.equals(name)) {
                return java.util.Optional.of(kind);
            }
        }
        return java.util.Optional.empty();
    }
}
