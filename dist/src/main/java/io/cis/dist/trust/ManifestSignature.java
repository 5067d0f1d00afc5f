package io.cis.dist.trust;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The detached signature file beside a manifest. The Ed25519 signature covers a statement built from the bundle kind,
 * the SHA-256 of the manifest's exact bytes (the manifest lists every file's SHA-256, the schema version,
 * {@code created_at} and the feeds with their dates) and the size of every listed file (so an import can refuse an
 * oversized entry before writing it).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ManifestSignature(
        @JsonProperty("format") String format,
        @JsonProperty("algorithm") String algorithm,
        @JsonProperty("key_id") String keyId,
        @JsonProperty("kind") String kind,
        @JsonProperty("manifest_sha256") String manifestSha256,
        @JsonProperty("sizes") SortedMap<String, Long> sizes,
        @JsonProperty("signature") String signature) {

    /** The only format written and read. */
    public static final String FORMAT = "cis-signature/1";

    public ManifestSignature {
        sizes = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(sizes == null ? Map.of() : sizes));
    }

    /** The exact bytes signed: one line per fact, names last on their lines (names hold no line breaks). */
    public static byte[] statement(String kind, String manifestSha256, SortedMap<String, Long> sizes) {
        StringBuilder text = new StringBuilder(FORMAT).append('\n')
                .append("kind ").append(kind).append('\n')
                .append("manifest-sha256 ").append(manifestSha256).append('\n');
        sizes.forEach((name, size) -> text.append("file ").append(size).append(' ').append(name).append('\n'));
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }
}
