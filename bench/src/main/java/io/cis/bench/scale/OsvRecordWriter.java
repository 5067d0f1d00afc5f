package io.cis.bench.scale;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Writes one advisory as an OSV JSON record (schema 1.6) about the components the plan gave it: id and source by
 * ecosystem (GHSA mostly; PYSEC, GO and RUSTSEC records for some PyPI, Go and crates), a CVE alias for most, long
 * summary and details, CVSS v3.1 and v4.0 vectors, references, and per package its ranges and sometimes explicit
 * versions.
 */
final class OsvRecordWriter {

    /** A written record: where it goes, its ids, its bytes, and one affected version per package for the workload. */
    record Written(String source, String id, String cve, LocalDate published, byte[] json, List<KnownVersion> affected) {
    }

    static final String GITHUB = "github-advisory-database";
    static final String PYPA = "pypa-advisory-database";
    static final String GO = "go-vulndb";
    static final String RUSTSEC = "rustsec-advisory-db";

    private static final LocalDate FIRST_PUBLISHED = LocalDate.of(2014, 1, 1);

    private final JsonFactory factory;
    private final RandomStreams streams;
    private final ComponentFactory components;
    private final AdvisoryIds ids;
    private final LocalDate referenceDay;
    private final CvssVectors cvss = new CvssVectors();
    private final ProseWriter prose;
    private final AffectedRanges ranges = new AffectedRanges();

    OsvRecordWriter(JsonFactory factory, RandomStreams streams, ComponentFactory components, AdvisoryIds ids,
                    LocalDate referenceDay, ProseWriter prose) {
        this.factory = factory;
        this.streams = streams;
        this.components = components;
        this.ids = ids;
        this.referenceDay = referenceDay;
        this.prose = prose;
    }

    ComponentIdentity identity(int component) {
        return components.identity(component);
    }

    Written write(int advisory, int advisories, int[] targets, Map<Integer, VersionSample> samples) {
        SplittableRandom random = streams.of("advisory", advisory);
        List<ComponentIdentity> packages = new ArrayList<>(targets.length);
        for (int target : targets) {
            packages.add(components.identity(target));
        }
        PurlType type = packages.get(0).type();
        int days = (int) (referenceDay.toEpochDay() - FIRST_PUBLISHED.toEpochDay());
        LocalDate published = FIRST_PUBLISHED.plusDays(random.nextInt(days));
        LocalDate modified = published.plusDays(random.nextInt(900));
        modified = modified.isAfter(referenceDay) ? referenceDay : modified;
        int year = published.getYear();
        String source = sourceOf(type, random);
        String ghsa = ids.ghsa(source.equals(GITHUB) ? advisory : advisory + (long) advisories);
        String id = switch (source) {
            case PYPA -> "PYSEC-" + year + "-" + (100 + advisory);
            case GO -> String.format("GO-%d-%04d", year, 1000 + advisory);
            case RUSTSEC -> String.format("RUSTSEC-%d-%04d", year, 1000 + advisory);
            default -> ghsa;
        };
        String cve = random.nextInt(100) < 88 ? "CVE-" + year + "-" + ids.cveNumber(advisory) : null;
        ProseWriter.Weakness weakness = prose.weakness(random);
        List<AffectedRanges.Drawn> drawn = new ArrayList<>(targets.length);
        List<KnownVersion> affected = new ArrayList<>(targets.length);
        for (int i = 0; i < targets.length; i++) {
            AffectedRanges.Drawn statement = ranges.draw(samples.get(targets[i]), packages.get(i).type(), random);
            drawn.add(statement);
            affected.add(new KnownVersion(packages.get(i).purl(), statement.affectedVersion(), packages.get(i).type()));
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(4096);
        try (JsonGenerator json = factory.createGenerator(bytes, JsonEncoding.UTF8)) {
            JsonLayout.indented(json);
            json.writeStartObject();
            json.writeStringField("schema_version", "1.6.0");
            json.writeStringField("id", id);
            json.writeStringField("modified", modified + timeOfDay(random));
            json.writeStringField("published", published + timeOfDay(random));
            json.writeArrayFieldStart("aliases");
            if (cve != null) {
                json.writeString(cve);
            }
            if (!source.equals(GITHUB) && random.nextInt(10) < 7) {
                json.writeString(ghsa);
            }
            json.writeEndArray();
            String name = packages.get(0).displayName();
            String summary = prose.summary(weakness, name, random);
            if (!source.equals(PYPA)) {
                // PyPA records have no summary: the loader takes the first sentence of the details
                json.writeStringField("summary", summary);
            }
            int length = (int) Math.round(Math.exp(Math.log(300) + random.nextDouble() * Math.log(4000.0 / 300)));
            json.writeStringField("details", prose.details(weakness, name, drawn.get(0).fixedVersion(), length, random));
            String label = writeSeverity(json, random);
            json.writeArrayFieldStart("affected");
            for (int i = 0; i < targets.length; i++) {
                writeAffected(json, packages.get(i), drawn.get(i), source, random);
            }
            json.writeEndArray();
            writeReferences(json, id, cve, ghsa, source, packages.get(0), random);
            json.writeObjectFieldStart("database_specific");
            json.writeArrayFieldStart("cwe_ids");
            json.writeString(weakness.cwe());
            json.writeEndArray();
            json.writeStringField("severity", label);
            if (source.equals(GITHUB)) {
                json.writeBooleanField("github_reviewed", true);
                json.writeStringField("github_reviewed_at", published + "T00:00:00Z");
            }
            json.writeEndObject();
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Written(source, id, cve, published, bytes.toByteArray(), affected);
    }

    private static String sourceOf(PurlType type, SplittableRandom random) {
        int roll = random.nextInt(100);
        return switch (type) {
            case PYPI -> roll < 45 ? PYPA : GITHUB;
            case GOLANG -> roll < 60 ? GO : GITHUB;
            case CARGO -> roll < 40 ? RUSTSEC : GITHUB;
            default -> GITHUB;
        };
    }

    /** Writes {@code severity[]} and returns the database's own label. */
    private String writeSeverity(JsonGenerator json, SplittableRandom random) throws IOException {
        int roll = random.nextInt(100);
        String v3 = roll < 92 ? cvss.v31(random) : null;
        String v4 = roll >= 57 && roll < 97 ? cvss.v40(random) : null;
        json.writeArrayFieldStart("severity");
        if (v3 != null) {
            writeVector(json, "CVSS_V3", v3);
        }
        if (v4 != null) {
            writeVector(json, "CVSS_V4", v4);
        }
        json.writeEndArray();
        String any = v3 != null ? v3 : v4;
        return any != null ? cvss.databaseLabel(any) : new String[] {"LOW", "MODERATE", "HIGH"}[random.nextInt(3)];
    }

    private static void writeVector(JsonGenerator json, String type, String vector) throws IOException {
        json.writeStartObject();
        json.writeStringField("type", type);
        json.writeStringField("score", vector);
        json.writeEndObject();
    }

    private static void writeAffected(JsonGenerator json, ComponentIdentity pkg, AffectedRanges.Drawn drawn,
                                      String source, SplittableRandom random) throws IOException {
        json.writeStartObject();
        json.writeObjectFieldStart("package");
        json.writeStringField("ecosystem", pkg.type().osvEcosystem());
        json.writeStringField("name", pkg.osvName());
        if (random.nextInt(10) < 6) {
            json.writeStringField("purl", pkg.purl());
        }
        json.writeEndObject();
        json.writeArrayFieldStart("ranges");
        for (List<AffectedRanges.Event> events : drawn.ranges()) {
            json.writeStartObject();
            json.writeStringField("type", pkg.type().osvRangeType());
            json.writeArrayFieldStart("events");
            for (AffectedRanges.Event event : events) {
                json.writeStartObject();
                json.writeStringField(event.kind(), event.version());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
        }
        json.writeEndArray();
        if (!drawn.versions().isEmpty()) {
            json.writeArrayFieldStart("versions");
            for (String version : drawn.versions()) {
                json.writeString(version);
            }
            json.writeEndArray();
        }
        json.writeObjectFieldStart("database_specific");
        json.writeStringField("source", "https://github.com/" + source + "/");
        json.writeEndObject();
        json.writeEndObject();
    }

    private static void writeReferences(JsonGenerator json, String id, String cve, String ghsa, String source,
                                        ComponentIdentity pkg, SplittableRandom random) throws IOException {
        json.writeArrayFieldStart("references");
        if (cve != null) {
            writeReference(json, "ADVISORY", "https://nvd.nist.gov/vuln/detail/" + cve);
        }
        if (source.equals(GITHUB)) {
            writeReference(json, "ADVISORY", "https://github.com/advisories/" + ghsa);
        } else if (source.equals(GO)) {
            writeReference(json, "ADVISORY", "https://pkg.go.dev/vuln/" + id);
        } else if (source.equals(RUSTSEC)) {
            writeReference(json, "ADVISORY", "https://rustsec.org/advisories/" + id + ".html");
        }
        String repo = pkg.sourcePurl() != null ? pkg.sourcePurl().substring("pkg:github/".length()) : null;
        if (repo != null) {
            writeReference(json, "FIX", "https://github.com/" + repo + "/commit/" + hex(random, 40));
            writeReference(json, "PACKAGE", "https://github.com/" + repo);
        }
        writeReference(json, "WEB", pkg.url());
        json.writeEndArray();
    }

    private static void writeReference(JsonGenerator json, String type, String url) throws IOException {
        json.writeStartObject();
        json.writeStringField("type", type);
        json.writeStringField("url", url);
        json.writeEndObject();
    }

    private static String timeOfDay(SplittableRandom random) {
        return String.format("T%02d:%02d:%02dZ", random.nextInt(24), random.nextInt(60), random.nextInt(60));
    }

    private static String hex(SplittableRandom random, int length) {
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            text.append(Character.forDigit(random.nextInt(16), 16));
        }
        return text.toString();
    }
}
