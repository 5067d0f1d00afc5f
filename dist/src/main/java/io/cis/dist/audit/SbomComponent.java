package io.cis.dist.audit;

import java.nio.charset.StandardCharsets;

/**
 * One component of an SBOM the audit can ask about: its reference inside the BOM, its name and version as the BOM
 * states them, the purl the service answers for ({@code ""} when the BOM gives none), the source package an OS
 * package was built from when the BOM states it outside the purl ({@code name@version}, {@code ""} otherwise), and its
 * CPE name ({@code ""} when the BOM gives none). A component without a purl is matched by its CPE.
 */
public record SbomComponent(String ref, String name, String version, String purl, String source, String cpe) {

    public SbomComponent {
        source = source == null ? "" : source;
        purl = purl == null ? "" : purl;
        cpe = cpe == null ? "" : cpe;
    }

    public SbomComponent(String ref, String name, String version, String purl, String source) {
        this(ref, name, version, purl, source, "");
    }

    public SbomComponent(String ref, String name, String version, String purl) {
        this(ref, name, version, purl, "", "");
    }

    /** A component the BOM names by a CPE only. */
    static SbomComponent byCpe(String ref, String name, String version, String cpe) {
        return new SbomComponent(ref, name, version, "", "", cpe);
    }

    /** Whether the component is matched by its CPE, having no purl. */
    public boolean matchedByCpe() {
        return purl.isEmpty();
    }

    /** How reports name the component: its purl, else its CPE. */
    public String label() {
        return matchedByCpe() ? cpe : purl;
    }

    /**
     * The purl to ask about vulnerabilities: the BOM's, with the source package added as the {@code upstream}
     * qualifier syft writes when the BOM gives it only in properties (trivy), so that the advisories of the source
     * package, which Debian and Ubuntu advisories name, are found. The report keeps the BOM's purl.
     */
    public String vulnerabilityPurl() {
        if (source.isEmpty() || purl.contains("upstream=") || !(purl.startsWith("pkg:deb/")
                || purl.startsWith("pkg:rpm/") || purl.startsWith("pkg:apk/") || purl.startsWith("pkg:alpine/"))) {
            return purl;
        }
        int hash = purl.indexOf('#');
        String head = hash < 0 ? purl : purl.substring(0, hash);
        String tail = hash < 0 ? "" : purl.substring(hash);
        return head + (head.indexOf('?') < 0 ? '?' : '&') + "upstream=" + encode(source) + tail;
    }

    /** Percent-encodes a qualifier value: everything but letters, digits and {@code . - _ ~}. */
    private static String encode(String value) {
        StringBuilder out = new StringBuilder(value.length() + 8);
        for (byte b : value.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || ".-_~".indexOf(c) >= 0) {
                out.append(c);
            } else {
                out.append('%').append(String.format("%02X", b & 0xff));
            }
        }
        return out.toString();
    }
}
