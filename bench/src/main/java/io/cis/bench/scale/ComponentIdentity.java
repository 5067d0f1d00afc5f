package io.cis.bench.scale;

/**
 * Who a generated component is: its type, purl parts and links.
 *
 * @param namespace  the purl namespace as a package manager spells it ({@code @scope}, a Maven group, a Go module
 *                   host and owner, a GitHub owner), or null
 * @param purl       the component purl without version, canonical as the loader stores it
 * @param osvName    the package name an OSV advisory gives ({@code group:artifact} for Maven)
 * @param sourcePurl the GitHub repository the component is built from, or null
 */
record ComponentIdentity(int index, PurlType type, String namespace, String name, String purl, String osvName,
                         String url, String sourcePurl) {

    /** The purl of one version. */
    String purlOf(String version) {
        return purl + "@" + version;
    }

    /** The name a person reads ({@code @scope/name}, {@code group:artifact}, the Go module path). */
    String displayName() {
        return osvName;
    }
}
