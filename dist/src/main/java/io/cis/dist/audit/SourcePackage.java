package io.cis.dist.audit;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.Map;

/**
 * The source package a CycloneDX component names in its properties, as {@code name@version}: trivy writes
 * {@code aquasecurity:trivy:SrcName}, {@code SrcVersion}, {@code SrcRelease} and {@code SrcEpoch}; syft
 * {@code syft:metadata:source} and {@code syft:metadata:sourceVersion} (and also the {@code upstream} qualifier,
 * which then wins).
 */
final class SourcePackage {

    private SourcePackage() {
    }

    /** {@code name@version}, {@code name} alone when no version is stated, {@code ""} when no source is named. */
    static String of(JsonNode properties) {
        Map<String, String> values = new HashMap<>();
        for (JsonNode property : properties) {
            values.put(property.path("name").asText(""), property.path("value").asText(""));
        }
        String trivy = values.getOrDefault("aquasecurity:trivy:SrcName", "");
        if (!trivy.isEmpty()) {
            String version = values.getOrDefault("aquasecurity:trivy:SrcVersion", "");
            String release = values.getOrDefault("aquasecurity:trivy:SrcRelease", "");
            String epoch = values.getOrDefault("aquasecurity:trivy:SrcEpoch", "");
            if (version.isEmpty()) {
                return trivy;
            }
            String full = (epoch.isEmpty() || epoch.equals("0") ? "" : epoch + ":") + version
                    + (release.isEmpty() ? "" : "-" + release);
            return trivy + "@" + full;
        }
        String syft = values.getOrDefault("syft:metadata:source", "");
        String syftVersion = values.getOrDefault("syft:metadata:sourceVersion", "");
        return syft.isEmpty() ? "" : syftVersion.isEmpty() ? syft : syft + "@" + syftVersion;
    }
}
