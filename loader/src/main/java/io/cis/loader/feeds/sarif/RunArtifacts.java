package io.cis.loader.feeds.sarif;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.UnusableRecordException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.regex.Pattern;

/**
 * A run's {@code artifacts[]}: the files it analysed, with the MD5 from {@code hashes} when the tool stated one.
 * A result's location names its artifact by {@code index}, or by the same {@code uri} (and {@code uriBaseId}).
 */
final class RunArtifacts {

    private static final Pattern MD5 = Pattern.compile("[0-9a-fA-F]{32}");

    /** One usable artifact; {@code uri} null when it has none, {@code md5} empty when not stated. */
    private record Artifact(String uri, String uriBaseId, String md5) {
    }

    /** The file a location names: its path and MD5 ({@code ""} when unknown). */
    record FileRef(String path, String md5) {
    }

    private final List<Artifact> byIndex;
    private final Map<String, Artifact> byUri;

    private RunArtifacts(List<Artifact> byIndex, Map<String, Artifact> byUri) {
        this.byIndex = byIndex;
        this.byUri = byUri;
    }

    /**
     * Reads {@code artifacts} (an array, or null when the run has none); an entry that cannot be used is passed to
     * {@code unusable} with its position and reason, and kept as a gap so that indexes still line up.
     */
    static RunArtifacts read(JsonNode artifacts, BiConsumer<String, String> unusable) {
        List<Artifact> byIndex = new ArrayList<>();
        Map<String, Artifact> byUri = new HashMap<>();
        if (artifacts == null) {
            return new RunArtifacts(byIndex, byUri);
        }
        for (int i = 0; i < artifacts.size(); i++) {
            String id = "artifacts[" + i + "]";
            try {
                Artifact artifact = artifact(artifacts.get(i), id, unusable);
                byIndex.add(artifact);
                if (artifact.uri() != null) {
                    byUri.putIfAbsent(uriKey(artifact.uri(), artifact.uriBaseId()), artifact);
                }
            } catch (UnusableRecordException e) {
                unusable.accept(id, e.getMessage());
                byIndex.add(null);
            }
        }
        return new RunArtifacts(byIndex, byUri);
    }

    private static Artifact artifact(JsonNode node, String id, BiConsumer<String, String> unusable)
            throws UnusableRecordException {
        if (!node.isObject()) {
            throw new UnusableRecordException("not an object");
        }
        JsonNode location = JsonFields.object(node, "location", "");
        String uri = location == null ? null : JsonFields.string(location, "uri", "location.");
        String baseId = location == null ? null : JsonFields.string(location, "uriBaseId", "location.");
        return new Artifact(uri, baseId, md5(JsonFields.object(node, "hashes", ""), id, unusable));
    }

    /** The {@code md5} entry of {@code hashes} (hash names are case-insensitive), lower-case; "" when none. */
    private static String md5(JsonNode hashes, String id, BiConsumer<String, String> unusable) {
        if (hashes == null) {
            return "";
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = hashes.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> hash = it.next();
            if (hash.getKey().equalsIgnoreCase("md5")) {
                JsonNode value = hash.getValue();
                if (value.isTextual() && MD5.matcher(value.textValue()).matches()) {
                    return value.textValue().toLowerCase(Locale.ROOT);
                }
                // the artifact still names its file; only its hash is unusable, and that is listed
                unusable.accept(id, "hashes." + hash.getKey() + " is not 32 hexadecimal digits (" + value
                        + "); its file's issues are stored without fileMD5");
                return "";
            }
        }
        return "";
    }

    /** The file an {@code artifactLocation} names: by its {@code uri}, else through its {@code index}. */
    FileRef fileOf(JsonNode artifactLocation, String where) throws UnusableRecordException {
        String uri = JsonFields.string(artifactLocation, "uri", where);
        String baseId = JsonFields.string(artifactLocation, "uriBaseId", where);
        int index = JsonFields.integer(artifactLocation, "index", -1, where);
        Artifact artifact = null;
        if (index >= 0) {
            if (index >= byIndex.size() || byIndex.get(index) == null) {
                throw new UnusableRecordException(where + "index " + index + " names no usable artifact (the run lists "
                        + byIndex.size() + ")");
            }
            artifact = byIndex.get(index);
        }
        if (uri == null && artifact != null) {
            uri = artifact.uri();
            baseId = artifact.uriBaseId();
        }
        if (uri == null || uri.isBlank()) {
            throw new UnusableRecordException(where + "uri is missing: the issue names no file");
        }
        if (artifact == null) {
            artifact = byUri.get(uriKey(uri, baseId));
        }
        return new FileRef(ArtifactPaths.pathOf(uri), artifact == null ? "" : artifact.md5());
    }

    private static String uriKey(String uri, String baseId) {
        return (baseId == null ? "" : baseId) + '\0' + uri;
    }
}
