package io.cis.dist.audit;

/**
 * One component of an SBOM that names a package URL: its reference inside the BOM, its name and version as the
 * BOM states them, and the purl the service answers for.
 */
public record SbomComponent(String ref, String name, String version, String purl) {
}
