package io.cis.loader.fetch.registries;

import io.cis.engine.purl.Ecosystem;
import io.cis.engine.version.VersionScheme;
import io.cis.engine.version.VersionSchemes;
import io.cis.loader.fetch.FetchException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The Go module proxy protocol, below {@code <base><escaped module>/}: {@code @v/list} (the module's versions),
 * {@code @latest} (the version the proxy calls latest, with its time), {@code @v/<version>.info} of every version the
 * seeds name (its time), and {@code @v/<newest>.mod}, the {@code go.mod} of the newest version (the newest release,
 * else the newest pre-release, of all these), which is where Go reads a module's {@code retract} directives and its
 * deprecation. Each answer goes to {@code registries/go/<request path>}. Module paths and versions are escaped as the
 * protocol says (each upper-case letter as {@code !} and its lower-case form); "not found" is 404 or 410.
 */
final class GoProxy extends RegistryProtocol {

    private static final String FEED_FOLDER = "registries/go";
    /** The registry's folder below the feeds folder, as a prefix of its answers' paths. */
    static final String FOLDER = FEED_FOLDER + "/";

    private final Documents documents = new Documents();
    private final VersionScheme<?> order = VersionSchemes.forEcosystem(Ecosystem.GOLANG);

    GoProxy() {
        super("go", "golang", FEED_FOLDER);
    }

    /** The module path of a {@code pkg:golang} purl: its namespace and name ({@code github.com/golang-jwt/jwt/v4}). */
    static String modulePath(NamedPackage named) {
        return named.namespace().isEmpty() ? named.name() : named.namespace() + "/" + named.name();
    }

    /**
     * A module path or version as the protocol escapes it ({@code github.com/!burnt!sushi/toml}); empty when it
     * cannot be one (an empty or dot segment, a character outside what module paths allow).
     */
    static Optional<String> escape(String path) {
        StringBuilder escaped = new StringBuilder(path.length() + 8);
        for (String segment : path.split("/", -1)) {
            if (segment.isEmpty() || segment.equals(".") || segment.equals("..")
                    || !segment.matches("[A-Za-z0-9._~+-]+")) {
                return Optional.empty();
            }
            if (!escaped.isEmpty()) {
                escaped.append('/');
            }
            for (char c : segment.toCharArray()) {
                if (c >= 'A' && c <= 'Z') {
                    escaped.append('!').append(Character.toLowerCase(c));
                } else {
                    escaped.append(c);
                }
            }
        }
        return Optional.of(escaped.toString());
    }

    /** {@code <module>/@v/list}. */
    static Optional<String> listPath(String module) {
        return escape(module).map(escaped -> escaped + "/@v/list");
    }

    /** {@code <module>/@latest}. */
    static Optional<String> latestPath(String module) {
        return escape(module).map(escaped -> escaped + "/@latest");
    }

    /** {@code <module>/@v/<version>.info} or {@code .mod}; empty when the version cannot be one. */
    static Optional<String> versionPath(String module, String version, String extension) {
        Optional<String> escapedModule = escape(module);
        Optional<String> escapedVersion = version.contains("/") ? Optional.empty() : escape(version);
        return escapedModule.isEmpty() || escapedVersion.isEmpty() ? Optional.empty()
                : Optional.of(escapedModule.get() + "/@v/" + escapedVersion.get() + extension);
    }

    @Override
    public PackageResult fetch(NamedPackage named, RegistryRequests requests) throws FetchException {
        String module = modulePath(named);
        Optional<String> list = listPath(module);
        if (list.isEmpty()) {
            return PackageResult.notAsked("not a module path the proxy protocol can escape: " + module);
        }
        List<String> listed = new ArrayList<>();
        boolean any = requests.get(requests.url(list.get()), FOLDER + list.get(), documents.text(text -> {
            text.lines().map(String::strip).filter(line -> !line.isEmpty()).forEach(listed::add);
            return listed.size();
        })).isPresent();
        TreeSet<String> known = new TreeSet<>(order::compare);
        known.addAll(listed);
        String latest = latestPath(module).orElseThrow();
        List<String> latestVersion = new ArrayList<>();
        any |= requests.get(requests.url(latest), FOLDER + latest, documents.json(info(latestVersion))).isPresent();
        known.addAll(latestVersion);
        List<String> missing = new ArrayList<>();
        for (String version : named.versions()) {
            Optional<String> infoPath = versionPath(module, version, ".info");
            if (infoPath.isEmpty()) {
                missing.add(named.purl() + "@" + version + ": not a version the proxy protocol can name");
                continue;
            }
            List<String> infoVersion = new ArrayList<>();
            if (requests.get(requests.url(infoPath.get()), FOLDER + infoPath.get(), documents.json(info(infoVersion)))
                    .isPresent()) {
                any = true;
                known.addAll(infoVersion);
            } else {
                missing.add(named.purl() + "@" + version + ": no version information (.info)");
            }
        }
        if (known.isEmpty()) {
            // a proxy that lists nothing may still serve the go.mod of a version the seeds name
            named.versions().stream().filter(order::isValid).forEach(known::add);
        }
        Optional<String> newest = newest(known);
        if (newest.isPresent()) {
            Optional<String> mod = versionPath(module, newest.get(), ".mod");
            boolean read = mod.isPresent() && requests.get(requests.url(mod.get()), FOLDER + mod.get(),
                    documents.text(text -> 1)).isPresent();
            any |= read;
            if (!read) {
                missing.add(named.purl() + ": no go.mod of its newest version " + newest.get()
                        + ", so its retractions are not known");
            }
        }
        return any ? PackageResult.fetched(missing, List.of()) : PackageResult.absent();
    }

    /**
     * The newest release, else the newest pre-release, as Go picks the version whose go.mod it reads, and as the
     * {@code go} feed picks it among the same versions.
     */
    Optional<String> newest(TreeSet<String> known) {
        if (known.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(known.descendingSet().stream().filter(version -> !order.isPrerelease(version)).findFirst()
                .orElse(known.last()));
    }

    /** A {@code .info} or {@code @latest} answer: a JSON object with a {@code Version}, which it adds to {@code into}. */
    private static Documents.JsonShape info(Collection<String> into) {
        return document -> {
            if (!document.path("Version").isTextual()) {
                throw new FetchException("the answer is not version information (no \"Version\")");
            }
            into.add(document.path("Version").asText());
            return 1;
        };
    }
}
