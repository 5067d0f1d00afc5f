package io.cis.bench.scale;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Writes CycloneDX 1.6 JSON SBOMs of applications under {@code sbom/cyclonedx/}, one per requested size, made of
 * catalog versions (most) and packages no other feed knows: the loader's CycloneDX feed brings those into the
 * catalog, which the generator counts. The subject application is itself unknown elsewhere.
 */
final class SbomWriter {

    /** SBOMs written and the components (each with one version) they add to the catalog. */
    record Result(int files, int addedComponents) {
    }

    /** One component of an SBOM. */
    private record BomEntry(String purl, String group, String name, String version) {
    }

    private static final int UNKNOWN_PERCENT = 15;

    private final JsonFactory factory;
    private final RandomStreams streams;
    private final UnknownPackages unknown;
    private final DeclaredLicenses licenses = new DeclaredLicenses();
    private final LocalDate referenceDay;

    SbomWriter(JsonFactory factory, RandomStreams streams, UnknownPackages unknown, LocalDate referenceDay) {
        this.factory = factory;
        this.streams = streams;
        this.unknown = unknown;
        this.referenceDay = referenceDay;
    }

    Result write(Path feedsRoot, List<KnownVersion> known, int[] sizes) throws IOException {
        Path dir = feedsRoot.resolve("sbom").resolve("cyclonedx");
        Files.createDirectories(dir);
        int nextUnknown = 0;
        for (int s = 0; s < sizes.length; s++) {
            SplittableRandom random = streams.of("sbom", s);
            ComponentIdentity app = unknown.identity(nextUnknown++, PurlType.GITHUB);
            String appVersion = "v" + (1 + random.nextInt(5)) + "." + random.nextInt(10) + ".0";
            List<BomEntry> entries = new ArrayList<>(sizes[s]);
            List<Integer> order = shuffledIndices(known.size(), random);
            int cursor = 0;
            for (int c = 0; c < sizes[s]; c++) {
                if (random.nextInt(100) < UNKNOWN_PERCENT || known.isEmpty()) {
                    ComponentIdentity pkg = unknown.identity(nextUnknown++, random);
                    entries.add(entry(pkg.purl(), UnknownPackages.version(pkg.type(), random)));
                } else {
                    KnownVersion v = known.get(order.get(cursor++ % order.size()));
                    entries.add(entry(v.purl(), v.version()));
                }
            }
            Path file = dir.resolve(String.format("app-%d-components.cdx.json", sizes[s]));
            try (JsonGenerator json = factory.createGenerator(file.toFile(), JsonEncoding.UTF8)) {
                JsonLayout.indented(json);
                writeBom(json, app, appVersion, entries, random);
            }
        }
        return new Result(sizes.length, nextUnknown);
    }

    /** The entry of a component version; group and name as CycloneDX splits a purl's namespace and name. */
    private static BomEntry entry(String purl, String version) {
        String path = purl.substring(purl.indexOf('/') + 1);
        int slash = path.lastIndexOf('/');
        String group = slash < 0 ? null : path.substring(0, slash).replace("%40", "@");
        String name = slash < 0 ? path : path.substring(slash + 1);
        return new BomEntry(purl + "@" + version, group, name, version);
    }

    private void writeBom(JsonGenerator json, ComponentIdentity app, String appVersion, List<BomEntry> entries,
                          SplittableRandom random) throws IOException {
        json.writeStartObject();
        json.writeStringField("$schema", "http://cyclonedx.org/schema/bom-1.6.schema.json");
        json.writeStringField("bomFormat", "CycloneDX");
        json.writeStringField("specVersion", "1.6");
        json.writeStringField("serialNumber", "urn:uuid:" + uuid(random));
        json.writeNumberField("version", 1);
        json.writeObjectFieldStart("metadata");
        json.writeStringField("timestamp", referenceDay + "T00:00:00Z");
        json.writeObjectFieldStart("component");
        json.writeStringField("bom-ref", "app");
        json.writeStringField("type", "application");
        json.writeStringField("name", app.name());
        json.writeStringField("version", appVersion);
        json.writeStringField("purl", app.purlOf(appVersion));
        json.writeEndObject();
        json.writeEndObject();
        json.writeArrayFieldStart("components");
        for (int i = 0; i < entries.size(); i++) {
            BomEntry e = entries.get(i);
            json.writeStartObject();
            json.writeStringField("bom-ref", "component-" + (i + 1));
            json.writeStringField("type", "library");
            if (e.group() != null) {
                json.writeStringField("group", e.group());
            }
            json.writeStringField("name", e.name());
            json.writeStringField("version", e.version());
            json.writeStringField("purl", e.purl());
            json.writeArrayFieldStart("licenses");
            json.writeStartObject();
            String license = licenses.draw(PurlType.NPM, random);
            if (license.contains(" ")) {
                json.writeStringField("expression", license);
            } else {
                json.writeObjectFieldStart("license");
                json.writeStringField("id", license);
                json.writeEndObject();
            }
            json.writeEndObject();
            json.writeEndArray();
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeArrayFieldStart("dependencies");
        json.writeStartObject();
        json.writeStringField("ref", "app");
        json.writeArrayFieldStart("dependsOn");
        for (int i = 0; i < entries.size(); i++) {
            json.writeString("component-" + (i + 1));
        }
        json.writeEndArray();
        json.writeEndObject();
        json.writeEndArray();
        json.writeEndObject();
    }

    private static List<Integer> shuffledIndices(int n, SplittableRandom random) {
        List<Integer> order = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            order.add(i);
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            Integer swap = order.get(i);
            order.set(i, order.get(j));
            order.set(j, swap);
        }
        return order;
    }

    private static String uuid(SplittableRandom random) {
        return new java.util.UUID(random.nextLong(), random.nextLong()).toString();
    }
}
