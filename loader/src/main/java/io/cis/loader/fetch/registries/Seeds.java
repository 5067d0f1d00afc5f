package io.cis.loader.fetch.registries;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The components the registries are asked about: the purls of SBOM files ({@code --sbom}) and of plain lists
 * ({@code --components}, one purl per line, blank lines and {@code #} comments left out), grouped into packages with
 * the versions named of each. What no registry source fetches is kept to be reported, never dropped: purls of a type
 * no registry serves ({@code pkg:github}, {@code pkg:deb}, ...), SBOM entries that are not purls, and SBOM components
 * that name no purl at all. A list line that is not a purl is refused, naming the file and line: the list is written
 * by hand, and a typo there should not pass as a gap.
 *
 * @param packages    the packages of the supported types, in type, namespace and name order
 * @param unsupported purls (as written) by type, for the types no registry source serves, in type order
 * @param notPurls    SBOM entries that are not valid purls, with the file naming them
 * @param withoutPurl per SBOM file, how many of its components name no purl (files where all do are left out), in
 *                    file order
 */
public record Seeds(List<NamedPackage> packages, Map<String, List<String>> unsupported, List<String> notPurls,
                    Map<String, Integer> withoutPurl) {

    public static final Seeds NONE = new Seeds(List.of(), Map.of(), List.of(), Map.of());

    public Seeds {
        packages = List.copyOf(packages);
        unsupported = Collections.unmodifiableSortedMap(new TreeMap<>(unsupported));
        notPurls = List.copyOf(notPurls);
        withoutPurl = Collections.unmodifiableSortedMap(new TreeMap<>(withoutPurl));
    }

    /**
     * Reads every file; {@code supportedTypes} are the purl types some registry source serves.
     *
     * @throws IllegalArgumentException naming the file (and line) that cannot be read as what it was given as
     */
    public static Seeds read(List<Path> sboms, List<Path> lists, Set<String> supportedTypes, ObjectMapper json)
            throws IOException {
        Collector collector = new Collector(supportedTypes);
        SbomPurls reader = new SbomPurls(json);
        for (Path sbom : sboms) {
            SbomPurls.Named named = reader.read(sbom);
            for (String purl : named.purls()) {
                if (!collector.add(purl)) {
                    collector.notPurls.add("'" + purl + "' (" + sbom + ")");
                }
            }
            if (named.withoutPurl() > 0) {
                collector.withoutPurl.merge(sbom.toString(), named.withoutPurl(), Integer::sum);
            }
        }
        for (Path list : lists) {
            int number = 0;
            for (String line : lines(list)) {
                number++;
                String purl = line.strip();
                if (purl.isEmpty() || purl.startsWith("#")) {
                    continue;
                }
                if (!collector.add(purl)) {
                    throw new IllegalArgumentException(list + ":" + number + ": not a package URL: " + purl);
                }
            }
        }
        return collector.seeds();
    }

    public boolean isEmpty() {
        return packages.isEmpty() && unsupported.isEmpty() && notPurls.isEmpty() && withoutPurl.isEmpty();
    }

    /** The packages of {@code types}. */
    public List<NamedPackage> of(Set<String> types) {
        return packages.stream().filter(named -> types.contains(named.type())).toList();
    }

    /**
     * Every version named, as its package's purl with that version, and the package's purl alone when no version of
     * it is named: what is fetched per version (the archive scan's package archives), in package order.
     */
    public List<String> versionPurls() {
        List<String> purls = new ArrayList<>();
        for (NamedPackage named : packages) {
            if (named.versions().isEmpty()) {
                purls.add(named.purl());
            }
            named.versions().forEach(version -> purls.add(named.purl() + "@" + encoded(version)));
        }
        return purls;
    }

    /** A version as a purl writes it: percent-encoded but for the characters the purl specification leaves as they are. */
    private static String encoded(String version) {
        StringBuilder text = new StringBuilder();
        for (byte b : version.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if (b >= 0 && (Character.isLetterOrDigit(c) || ".-_~".indexOf(c) >= 0)) {
                text.append(c);
            } else {
                text.append('%').append(String.format("%02X", b & 0xff));
            }
        }
        return text.toString();
    }

    /** Lines for the report: what was named, and everything named that no registry source fetches. */
    public List<String> report() {
        List<String> lines = new ArrayList<>();
        Map<String, Integer> byType = new TreeMap<>();
        packages.forEach(named -> byType.merge(named.type(), 1, Integer::sum));
        List<String> counts = new ArrayList<>();
        byType.forEach((type, count) -> counts.add(type + " " + count));
        lines.add("components: " + packages.size() + " package(s) named"
                + (counts.isEmpty() ? "" : " (" + String.join(", ", counts) + ")"));
        unsupported.forEach((type, purls) -> lines.add("components: not fetched, no registry serves"
                + " type " + type + ": " + purls.size() + " purl(s): " + String.join(", ", purls)));
        if (!notPurls.isEmpty()) {
            lines.add("components: not fetched, not a package URL: " + String.join(", ", notPurls));
        }
        withoutPurl.forEach((file, count) -> lines.add("components: not fetched, " + count
                + " component(s) of " + file + " name no purl"));
        return lines;
    }

    private static List<String> lines(Path list) throws IOException {
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(Files.readAllBytes(list)))
                    .toString().lines().toList();
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(list + ": not UTF-8 text", e);
        }
    }

    private static final class Collector {

        private final Set<String> supported;
        private final Map<String, Builder> packages = new TreeMap<>();
        private final Map<String, Set<String>> unsupported = new TreeMap<>();
        private final List<String> notPurls = new ArrayList<>();
        private final Map<String, Integer> withoutPurl = new LinkedHashMap<>();

        Collector(Set<String> supported) {
            this.supported = supported;
        }

        /** False when {@code text} is not a purl. */
        boolean add(String text) {
            var parsed = SeedPurl.parse(text);
            if (parsed.isEmpty()) {
                return false;
            }
            SeedPurl purl = parsed.get();
            if (!supported.contains(purl.type())) {
                unsupported.computeIfAbsent(purl.type(), type -> new TreeSet<>()).add(text.strip());
                return true;
            }
            Builder builder = packages.computeIfAbsent(key(purl), key -> new Builder(purl));
            purl.version().ifPresent(builder.versions::add);
            return true;
        }

        Seeds seeds() {
            List<NamedPackage> named = new ArrayList<>();
            packages.values().forEach(builder -> named.add(new NamedPackage(builder.purl.type(),
                    builder.purl.namespace(), builder.purl.name(), builder.versions, builder.purl.withoutVersion())));
            named.sort(null);
            Map<String, List<String>> unsupportedLists = new TreeMap<>();
            unsupported.forEach((type, purls) -> unsupportedLists.put(type, List.copyOf(purls)));
            return new Seeds(named, unsupportedLists, notPurls, withoutPurl);
        }
    }

    /**
     * Which purls name one package: the registries whose names ignore case (and PyPI, which also treats runs of
     * {@code -}, {@code _} and {@code .} alike, PEP 503) see one package in {@code Django} and {@code django}; npm,
     * Maven, Go and RubyGems names are case-sensitive.
     */
    static String key(SeedPurl purl) {
        String namespace = purl.namespace();
        String name = purl.name();
        switch (purl.type()) {
            case "pypi" -> name = name.toLowerCase(Locale.ROOT).replaceAll("[-_.]+", "-");
            case "cargo", "nuget", "composer", "hex", "pub" -> {
                namespace = namespace.toLowerCase(Locale.ROOT);
                name = name.toLowerCase(Locale.ROOT);
            }
            default -> {
                // case-sensitive names
            }
        }
        return purl.type() + "\u0000" + namespace + "\u0000" + name;
    }

    private static final class Builder {

        private final SeedPurl purl;
        private final SortedSet<String> versions = new TreeSet<>();

        Builder(SeedPurl purl) {
            this.purl = purl;
        }
    }
}
