package io.cis.loader.feeds.cyclonedx;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.packageurl.MalformedPackageURLException;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.catalog.VersionedPurl;
import io.cis.loader.cryptography.StatedAlgorithm;
import io.cis.loader.cryptography.VersionAlgorithms;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The algorithms a CycloneDX 1.6 CBOM lists, attributed to the component versions that use them. An algorithm is a
 * component of type {@code cryptographic-asset} whose {@code cryptoProperties.assetType} is {@code algorithm}; its
 * {@code name} is reported as given, with {@code algorithmProperties.classicalSecurityLevel} as its stated strength.
 * It belongs to every component whose {@code dependencies[]} entry lists its {@code bom-ref} in {@code dependsOn} or
 * {@code provides}; one that no component lists belongs to the BOM's subject ({@code metadata.component}). A user
 * without a purl and version cannot be answered for, so such an algorithm is skipped, naming that user.
 */
final class CryptoAssets {

    private static final String CRYPTOGRAPHIC_ASSET = "cryptographic-asset";

    /** The algorithms of one BOM by component version, and the algorithms no component version could take. */
    record Attribution(List<VersionAlgorithms> versions, List<SkippedRecord> skipped) {
    }

    Attribution of(JsonNode bom, List<JsonNode> components, String file) {
        Map<String, JsonNode> byRef = new HashMap<>();
        List<JsonNode> algorithms = new ArrayList<>();
        for (JsonNode component : components) {
            String ref = text(component.path("bom-ref"));
            if (ref != null) {
                byRef.putIfAbsent(ref, component);
            }
            if (isAlgorithm(component)) {
                algorithms.add(component);
            }
        }
        Map<String, List<JsonNode>> users = users(bom, byRef);
        Map<VersionedPurl, List<StatedAlgorithm>> used = new LinkedHashMap<>();
        List<SkippedRecord> skipped = new ArrayList<>();
        JsonNode subject = bom.path("metadata").path("component");
        for (JsonNode algorithm : algorithms) {
            String name = text(algorithm.path("name"));
            String id = Optional.ofNullable(text(algorithm.path("bom-ref"))).orElse(name == null ? "(unnamed algorithm)" : name);
            if (name == null) {
                skipped.add(new SkippedRecord(file, id, "algorithm without name"));
                continue;
            }
            String ref = text(algorithm.path("bom-ref"));
            List<JsonNode> owners = ref == null ? List.of() : users.getOrDefault(ref, List.of());
            if (owners.isEmpty()) {
                owners = subject.isObject() ? List.of(subject) : List.of();
            }
            StatedAlgorithm stated = new StatedAlgorithm(name, strength(algorithm));
            int attributed = 0;
            List<String> unusable = new ArrayList<>();
            for (JsonNode owner : owners) {
                Optional<VersionedPurl> version = versioned(owner);
                if (version.isPresent()) {
                    used.computeIfAbsent(version.get(), v -> new ArrayList<>()).add(stated);
                    attributed++;
                } else {
                    unusable.add(nameOf(owner));
                }
            }
            if (attributed == 0) {
                skipped.add(new SkippedRecord(file, id, owners.isEmpty()
                        ? "algorithm that no component uses, in a BOM without a subject"
                        : "algorithm of " + String.join(", ", unusable) + ", which has no purl with a version"));
            }
        }
        List<VersionAlgorithms> versions = new ArrayList<>();
        used.forEach((owner, list) -> versions.add(new VersionAlgorithms(owner.componentPurl(), owner.version(), list, file)));
        return new Attribution(versions, skipped);
    }

    /** For each algorithm bom-ref, the components whose dependency entry lists it, in document order. */
    private static Map<String, List<JsonNode>> users(JsonNode bom, Map<String, JsonNode> byRef) {
        Map<String, List<JsonNode>> users = new HashMap<>();
        for (JsonNode dependency : bom.path("dependencies")) {
            JsonNode user = byRef.get(text(dependency.path("ref")));
            if (user == null) {
                continue;
            }
            for (String relation : List.of("dependsOn", "provides")) {
                for (JsonNode target : dependency.path(relation)) {
                    String ref = text(target);
                    if (ref != null && byRef.containsKey(ref) && isAlgorithm(byRef.get(ref))) {
                        List<JsonNode> list = users.computeIfAbsent(ref, r -> new ArrayList<>());
                        if (!list.contains(user)) {
                            list.add(user);
                        }
                    }
                }
            }
        }
        return users;
    }

    private static boolean isAlgorithm(JsonNode component) {
        return CRYPTOGRAPHIC_ASSET.equals(component.path("type").asText())
                && "algorithm".equals(component.path("cryptoProperties").path("assetType").asText());
    }

    /** The purl and version of a component that can own algorithms: the purl's version, else its version field. */
    private static Optional<VersionedPurl> versioned(JsonNode component) {
        String purl = text(component.path("purl"));
        if (purl == null) {
            return Optional.empty();
        }
        try {
            VersionedPurl parsed = VersionedPurl.parse(purl);
            String version = parsed.hasVersion() ? parsed.version() : text(component.path("version"));
            return version == null ? Optional.empty() : Optional.of(new VersionedPurl(parsed.componentPurl(), version));
        } catch (MalformedPackageURLException e) {
            return Optional.empty();
        }
    }

    /** {@code classicalSecurityLevel}, the bits of security the BOM states for the algorithm, or null. */
    private static String strength(JsonNode algorithm) {
        JsonNode level = algorithm.path("cryptoProperties").path("algorithmProperties").path("classicalSecurityLevel");
        return level.canConvertToLong() ? Long.toString(level.asLong()) : null;
    }

    private static String nameOf(JsonNode component) {
        return Optional.ofNullable(text(component.path("purl")))
                .or(() -> Optional.ofNullable(text(component.path("bom-ref"))))
                .or(() -> Optional.ofNullable(text(component.path("name"))))
                .map(n -> "'" + n + "'")
                .orElse("an unnamed component");
    }

    private static String text(JsonNode node) {
        return node.isTextual() && !node.asText().isBlank() ? node.asText() : null;
    }
}
