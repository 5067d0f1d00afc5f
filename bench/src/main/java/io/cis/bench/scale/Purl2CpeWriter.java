package io.cis.bench.scale;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Writes a component's scanoss/purl2cpe folder, {@code data/<vendor>/<product>/purls.yml} and {@code cpes.yml}: the
 * product's CPE 2.3 names as NVD's dictionary lists them, one per recent version and often one with {@code *} for
 * the version.
 */
final class Purl2CpeWriter {

    private static final int MAX_VERSIONED_NAMES = 20;

    private final Path data;

    Purl2CpeWriter(Path feedsRoot) {
        this.data = feedsRoot.resolve("purl2cpe").resolve("data");
    }

    void write(GeneratedComponent component, SplittableRandom random) throws IOException {
        ComponentIdentity id = component.identity();
        String product = cpeValue(id.name());
        String vendor = cpeValue(vendorOf(id));
        Path folder = data.resolve(vendor).resolve(product);
        Files.createDirectories(folder);
        try (Writer out = Files.newBufferedWriter(folder.resolve("purls.yml"), StandardCharsets.UTF_8)) {
            out.write("purls:\n  - " + id.purl() + "\n");
        }
        try (Writer out = Files.newBufferedWriter(folder.resolve("cpes.yml"), StandardCharsets.UTF_8)) {
            out.write("cpes:\n");
            if (random.nextInt(10) < 6) {
                out.write("  - " + cpe(vendor, product, "*") + "\n");
            }
            List<ReleasedVersion> versions = component.versions();
            for (int k = Math.max(0, versions.size() - MAX_VERSIONED_NAMES); k < versions.size(); k++) {
                out.write("  - " + cpe(vendor, product, cpeVersion(versions.get(k).version())) + "\n");
            }
        }
    }

    private static String vendorOf(ComponentIdentity id) {
        if (id.namespace() == null) {
            return id.name();
        }
        String namespace = id.namespace().replace("@", "");
        int cut = Math.max(namespace.lastIndexOf('/'), namespace.lastIndexOf('.'));
        return namespace.substring(cut + 1);
    }

    private static String cpe(String vendor, String product, String version) {
        return "cpe:2.3:a:" + vendor + ":" + product + ":" + version + ":*:*:*:*:*:*:*";
    }

    /** CPE values are lower case; characters other than letters, digits, {@code -}, {@code .}, {@code _} need escaping. */
    private static String cpeValue(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9._-]", "_");
    }

    /** NVD writes versions without Go's and GitHub's {@code v}. */
    private static String cpeVersion(String version) {
        String bare = version.startsWith("v") ? version.substring(1) : version;
        StringBuilder escaped = new StringBuilder();
        for (char c : bare.toCharArray()) {
            if (!Character.isLetterOrDigit(c) && c != '-' && c != '.' && c != '_') {
                escaped.append('\\');
            }
            escaped.append(c);
        }
        return escaped.toString();
    }
}
