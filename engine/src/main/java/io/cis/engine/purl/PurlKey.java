package io.cis.engine.purl;

import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * The lookup key of a component: purl type, namespace and name in canonical form, without version,
 * qualifiers or subpath. The constructor normalises, so equal components give equal keys however spelled.
 *
 * @param type      lower-case purl type
 * @param namespace canonical namespace, {@code ""} when the purl has none
 * @param name      canonical name
 */
public record PurlKey(String type, String namespace, String name) {

    public PurlKey {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(name, "name");
        type = KeyNormalization.type(type);
        // Older syft writes Alpine packages as pkg:alpine/<name>; the purl spec's type is apk, namespace alpine.
        if (type.equals("alpine")) {
            type = "apk";
            namespace = namespace == null || namespace.isBlank() ? "alpine" : namespace;
        }
        namespace = namespace == null ? "" : KeyNormalization.namespace(type, namespace);
        name = KeyNormalization.name(type, name);
        if (type.isEmpty() || name.isEmpty()) {
            throw new IllegalArgumentException("a purl key needs a type and a name");
        }
    }

    /** The ecosystem this component belongs to. */
    public Ecosystem ecosystem() {
        return Ecosystem.fromType(type);
    }

    /** {@code pkg:type/namespace/name}, percent-encoded as a purl, e.g. {@code pkg:npm/%40angular/core}. */
    public String canonical() {
        StringBuilder out = new StringBuilder(16 + namespace.length() + name.length());
        out.append("pkg:").append(type).append('/');
        if (!namespace.isEmpty()) {
            for (String segment : namespace.split("/")) {
                out.append(PurlText.encode(segment)).append('/');
            }
        }
        return out.append(PurlText.encode(name)).toString();
    }

    /** The canonical form as UTF-8, the byte key of the snapshot's component column families. */
    public byte[] bytes() {
        return canonical().getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public String toString() {
        return canonical();
    }
}
