package io.cis.engine.version;

import io.cis.engine.purl.InvalidPurlException;
import io.cis.engine.purl.ParsedPurl;
import io.cis.engine.purl.PurlParser;
import io.cis.engine.purl.Ecosystem;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The one version resolver behind every endpoint: purl version, exact requirement, range or latest, per the
 * ecosystem's order, with optional substitution. Stateless and thread-safe; it never throws for bad input.
 */
public final class VersionResolver {

    private final Function<Ecosystem, Dialect<?>> dialects;

    public VersionResolver() {
        this(VersionSchemes::dialect);
    }

    /** For tests that need a failing scheme. */
    VersionResolver(Function<Ecosystem, Dialect<?>> dialects) {
        this.dialects = Objects.requireNonNull(dialects, "dialects");
    }

    /**
     * Resolves a request against a component's versions.
     *
     * @param versions the component's known versions; empty when the catalog does not know the component
     */
    public Resolution resolve(ResolveRequest request, Optional<KnownVersions> versions) {
        Objects.requireNonNull(request, "request");
        Objects.requireNonNull(versions, "versions");
        if (versions.isEmpty()) {
            return Resolution.failed(ResolutionCode.COMPONENT_NOT_FOUND, "component is not known");
        }
        try {
            return run(dialects.apply(request.ecosystem()), versions.get(), request);
        } catch (RuntimeException | StackOverflowError e) {
            // One item's failure must not fail a batch: report it on the item.
            return Resolution.failed(ResolutionCode.RESOLVE_FAILED, "version resolution failed: " + e);
        }
    }

    /**
     * The resolution of a request that names a version verbatim (the purl's version, or an exact requirement) when
     * {@code listed} says the component lists that text: the rules pick such a version before they consult any other,
     * so {@link #resolve} would answer the same from the whole list. A catalog that can tell whether one version is
     * listed by a point read answers so without reading every version a component has. Empty when the request names
     * no version verbatim (the latest, a range), when none it names is listed, or when the request cannot be read:
     * {@link #resolve} with the whole list answers those.
     */
    public Optional<Resolution> resolveListed(ResolveRequest request, Predicate<String> listed) {
        Objects.requireNonNull(request, "request");
        Objects.requireNonNull(listed, "listed");
        ResolutionRun.Verbatim named;
        try {
            named = ResolutionRun.verbatim(request, dialects.apply(request.ecosystem()));
        } catch (RuntimeException | StackOverflowError e) {
            return Optional.empty();
        }
        return named.texts().stream().filter(listed).findFirst().map(text -> Resolution.resolved(text, named.basis()));
    }

    /**
     * Every listed version the request accepts, highest first: all the versions a range satisfies (pre-releases only
     * as the range admits them), the one listed version an exact requirement or the purl's version names, or every
     * known version when the request names neither. Never substitutes and never accepts an unlisted version,
     * whatever the options say; an invalid requirement, or an internal failure (which {@link #resolve} reports as
     * {@code RESOLVE_FAILED}), accepts nothing. {@link #resolve} picks its answer among these versions.
     */
    public List<String> accepted(ResolveRequest request, KnownVersions versions) {
        Objects.requireNonNull(request, "request");
        Objects.requireNonNull(versions, "versions");
        try {
            return List.copyOf(accepted(dialects.apply(request.ecosystem()), versions, request));
        } catch (RuntimeException | StackOverflowError e) {
            return List.of();
        }
    }

    /**
     * Parses the purl, looks the component up and resolves; covers every outcome code. Exceptions thrown by the
     * catalog itself propagate (they are storage failures, not resolution failures).
     */
    public Resolution resolve(String purl, String requirement, ResolveOptions options, VersionCatalog catalog) {
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(catalog, "catalog");
        ParsedPurl parsed;
        try {
            parsed = PurlParser.parse(purl);
        } catch (InvalidPurlException e) {
            return Resolution.failed(ResolutionCode.INVALID_PURL, e.getMessage());
        }
        return resolve(ResolveRequest.of(parsed, requirement, options), catalog.versions(parsed.key()));
    }

    private static <V extends Comparable<V>> List<String> accepted(Dialect<V> dialect, KnownVersions versions,
                                                                  ResolveRequest request) {
        return new AcceptedVersions<>(dialect, versions, request).list();
    }

    private static <V extends Comparable<V>> Resolution run(Dialect<V> dialect, KnownVersions versions,
                                                            ResolveRequest request) {
        return new ResolutionRun<>(dialect, versions, request).run();
    }
}
