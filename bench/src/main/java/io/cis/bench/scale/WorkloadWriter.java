package io.cis.bench.scale;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.Writer;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes the request files of the load benchmarks under {@code workload/} (format in docs/benchmarks.md), all drawn
 * from the generated data: GET paths for E13 and E14, E1 release pages, and E3 batch bodies of 100 and 1,000
 * components mixing known exact versions (some known to be affected), unknown purls and range requirements.
 */
final class WorkloadWriter {

    /** How many requests of each kind. */
    record Counts(int getPaths, int releasePaths, int bodies) {
    }

    /** What the requests are drawn from. */
    record Sources(List<KnownVersion> known, List<KnownVersion> withCpes, List<KnownVersion> withAlgorithms,
                   List<KnownVersion> affected, List<GitHubReleasesWriter.Listing> releases) {
    }

    private static final Pattern NUMBERS = Pattern.compile("v?(\\d+)\\.(\\d+)\\.(\\d+)");
    private static final int[] LIMITS = {10, 20, 50, 100};

    private final JsonFactory factory;
    private final RandomStreams streams;
    private final UnknownPackages unknown;
    private int nextUnknown;

    WorkloadWriter(JsonFactory factory, RandomStreams streams, UnknownPackages unknown) {
        this.factory = factory;
        this.streams = streams;
        this.unknown = unknown;
    }

    void write(Path feedsRoot, Sources sources, Counts counts) throws IOException {
        Path dir = feedsRoot.resolve("workload");
        Files.createDirectories(dir);
        writeGetPaths(dir.resolve("get-paths.txt"), sources, counts.getPaths());
        writeReleasePaths(dir.resolve("e1-paths.txt"), sources.releases(), counts.releasePaths());
        writeBodies(dir.resolve("e3-100"), sources, 100, counts.bodies());
        writeBodies(dir.resolve("e3-1000"), sources, 1000, counts.bodies());
    }

    private void writeGetPaths(Path file, Sources sources, int lines) throws IOException {
        SplittableRandom random = streams.of("workload-get");
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (int i = 0; i < lines; i++) {
                boolean cpes = random.nextBoolean();
                List<KnownVersion> favoured = cpes ? sources.withCpes() : sources.withAlgorithms();
                KnownVersion target;
                int roll = random.nextInt(100);
                if (roll < 10) {
                    target = unknownVersion(random);
                } else if (roll < 55 && !favoured.isEmpty()) {
                    target = favoured.get(random.nextInt(favoured.size()));
                } else {
                    target = sources.known().get(random.nextInt(sources.known().size()));
                }
                String requirement = random.nextInt(100) < 80 ? target.version() : range(target, random);
                out.write((cpes ? "/v2/vulnerabilities/cpes/component" : "/v2/cryptography/algorithms/component")
                        + "?purl=" + encode(target.purl()) + "&requirement=" + encode(requirement) + "\n");
            }
        }
    }

    private void writeReleasePaths(Path file, List<GitHubReleasesWriter.Listing> releases, int lines) throws IOException {
        SplittableRandom random = streams.of("workload-releases");
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (int i = 0; i < lines && !releases.isEmpty(); i++) {
                GitHubReleasesWriter.Listing listing = releases.get(random.nextInt(releases.size()));
                int limit = LIMITS[random.nextInt(LIMITS.length)];
                int pages = (listing.releases() + limit - 1) / limit;
                int offset = random.nextInt(pages) * limit;
                out.write("/v3/components/releases?purl=" + encode(listing.purl())
                        + (random.nextInt(10) == 0 ? "" : "&limit=" + limit + "&offset=" + offset) + "\n");
            }
        }
    }

    private void writeBodies(Path dir, Sources sources, int size, int bodies) throws IOException {
        Files.createDirectories(dir);
        for (int b = 1; b <= bodies; b++) {
            SplittableRandom random = streams.of("workload-e3-" + size, b);
            try (JsonGenerator json = factory.createGenerator(dir.resolve(String.format("%04d.json", b)).toFile(),
                    JsonEncoding.UTF8)) {
                json.writeStartObject();
                json.writeArrayFieldStart("components");
                for (int c = 0; c < size; c++) {
                    int roll = random.nextInt(100);
                    KnownVersion target;
                    String requirement;
                    if (roll < 70) {
                        boolean affected = roll < 20 && !sources.affected().isEmpty();
                        List<KnownVersion> from = affected ? sources.affected() : sources.known();
                        target = from.get(random.nextInt(from.size()));
                        requirement = target.version();
                    } else if (roll < 85) {
                        target = unknownVersion(random);
                        requirement = target.version();
                    } else {
                        target = sources.known().get(random.nextInt(sources.known().size()));
                        requirement = range(target, random);
                    }
                    json.writeStartObject();
                    json.writeStringField("purl", target.purl());
                    json.writeStringField("requirement", requirement);
                    json.writeEndObject();
                }
                json.writeEndArray();
                json.writeEndObject();
                json.writeRaw('\n');
            }
        }
    }

    private KnownVersion unknownVersion(SplittableRandom random) {
        ComponentIdentity pkg = unknown.identity(nextUnknown++, random);
        return new KnownVersion(pkg.purl(), UnknownPackages.version(pkg.type(), random), pkg.type());
    }

    /** A range around the version in the ecosystem's usual syntax ({@code ^1.2}, {@code [1.2,2)}, {@code ~=1.2}). */
    static String range(KnownVersion target, SplittableRandom random) {
        Matcher m = NUMBERS.matcher(target.version());
        int major = 0;
        int minor = 0;
        int patch = 0;
        if (m.lookingAt()) {
            major = Integer.parseInt(m.group(1));
            minor = Integer.parseInt(m.group(2));
            patch = Integer.parseInt(m.group(3));
        }
        int style = random.nextInt(3);
        return switch (target.type()) {
            case MAVEN -> style == 0 ? "[" + major + "." + minor + "," + (major + 1) + ")"
                    : ">=" + major + "." + minor + " <" + (major + 1);
            case PYPI -> style == 0 ? "~=" + major + "." + minor : ">=" + major + "." + minor + ",<" + (major + 1);
            case GEM -> ">=" + major + "." + minor + "." + patch + " <" + (major + 1);
            default -> switch (style) {
                case 0 -> "^" + major + "." + minor;
                case 1 -> "~" + major + "." + minor + "." + patch;
                default -> ">=" + major + "." + minor + "." + patch + " <" + (major + 1);
            };
        };
    }

    /** Query-string encoding with {@code %20} for spaces, as browsers and curl send it. */
    static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
