package io.cis.loader.fetch.registries;

import com.github.packageurl.MalformedPackageURLException;
import com.github.packageurl.PackageURL;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A purl as a seed writes it, split into type, namespace, name and version with each part's case kept. packageurl-java
 * checks that the text is a purl, but its canonical form lower-cases some types' names ({@code golang}, whose module
 * paths are case-sensitive and which the module proxy escapes by case), so the parts are read from the text itself,
 * as the purl specification lays it out: {@code pkg:type/namespace/name@version?qualifiers#subpath}.
 *
 * @param withoutVersion the purl as written, without version, qualifiers and subpath: how messages name the package
 */
public record SeedPurl(String type, String namespace, String name, Optional<String> version, String withoutVersion) {

    /** The parts of {@code text}, or empty when it is not a valid purl. */
    public static Optional<SeedPurl> parse(String text) {
        String purl = text.strip();
        try {
            new PackageURL(purl);
        } catch (MalformedPackageURLException | RuntimeException e) {
            return Optional.empty();
        }
        String rest = purl.substring(purl.indexOf(':') + 1);
        int cut = rest.indexOf('#');
        rest = cut < 0 ? rest : rest.substring(0, cut);
        cut = rest.indexOf('?');
        rest = cut < 0 ? rest : rest.substring(0, cut);
        while (rest.startsWith("/")) {
            rest = rest.substring(1);
        }
        Optional<String> version = Optional.empty();
        int at = rest.lastIndexOf('@');
        if (at > rest.lastIndexOf('/')) {
            version = Optional.of(decode(rest.substring(at + 1))).filter(v -> !v.isEmpty());
            rest = rest.substring(0, at);
        }
        List<String> segments = new ArrayList<>();
        for (String segment : rest.split("/")) {
            if (!segment.isEmpty()) {
                segments.add(decode(segment));
            }
        }
        if (segments.size() < 2) {
            return Optional.empty();
        }
        String type = segments.get(0).toLowerCase(Locale.ROOT);
        String name = segments.get(segments.size() - 1);
        String namespace = String.join("/", segments.subList(1, segments.size() - 1));
        return Optional.of(new SeedPurl(type, namespace, name, version, "pkg:" + rest));
    }

    private static String decode(String segment) {
        return URLDecoder.decode(segment.replace("+", "%2B"), StandardCharsets.UTF_8);
    }
}
