package io.cis.engine.version;

import io.cis.engine.purl.InvalidPurlException;
import io.cis.engine.purl.PurlKey;
import io.cis.engine.purl.PurlParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The test catalog: components from {@code version/catalog.txt}, sorted the way the catalog build sorts them. */
final class TestCatalog implements VersionCatalog {

    private final Map<PurlKey, KnownVersions> components;

    private TestCatalog(Map<PurlKey, KnownVersions> components) {
        this.components = Map.copyOf(components);
    }

    static TestCatalog load() {
        Map<PurlKey, List<String>> raw = new LinkedHashMap<>();
        PurlKey current = null;
        for (String line : lines("/version/catalog.txt")) {
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                continue;
            }
            if (trimmed.startsWith("pkg:")) {
                current = key(trimmed);
                raw.put(current, new ArrayList<>());
            } else {
                raw.get(current).addAll(Arrays.asList(trimmed.split("\\s+")));
            }
        }
        Map<PurlKey, KnownVersions> components = new LinkedHashMap<>();
        raw.forEach((key, versions) -> components.put(key,
                KnownVersions.sortedBy(VersionSchemes.forEcosystem(key.ecosystem()), versions)));
        return new TestCatalog(components);
    }

    @Override
    public Optional<KnownVersions> versions(PurlKey key) {
        return Optional.ofNullable(components.get(key));
    }

    static List<String> lines(String resource) {
        try (InputStream in = TestCatalog.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + resource);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            return reader.lines().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static PurlKey key(String purl) {
        try {
            return PurlParser.key(purl);
        } catch (InvalidPurlException e) {
            throw new IllegalStateException("bad purl in test catalog: " + purl, e);
        }
    }
}
