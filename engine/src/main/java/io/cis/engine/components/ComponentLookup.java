package io.cis.engine.components;

import io.cis.engine.purl.InvalidPurlException;
import io.cis.engine.purl.ParsedPurl;
import io.cis.engine.purl.PurlParser;
import io.cis.engine.version.KnownVersions;
import io.cis.engine.version.Resolution;
import io.cis.engine.version.ResolveOptions;
import io.cis.engine.version.ResolveRequest;
import io.cis.engine.version.VersionResolver;
import java.util.List;
import java.util.Optional;

/** Parses a purl, reads its component once and resolves the requirement: the shared start of every domain's answer. */
public final class ComponentLookup {

    private final ComponentCatalog catalog;
    private final VersionResolver resolver;
    private final ResolutionListener listener;

    public ComponentLookup(ComponentCatalog catalog, VersionResolver resolver, ResolutionListener listener) {
        this.catalog = catalog;
        this.resolver = resolver;
        this.listener = listener;
    }

    public ComponentMatch find(String purl, String requirement, ResolveOptions options) {
        ParsedPurl parsed;
        try {
            parsed = PurlParser.parse(purl);
        } catch (InvalidPurlException e) {
            // The resolver words the INVALID_PURL outcome the same way for every caller.
            Resolution invalid = resolver.resolve(purl, requirement, options, key -> Optional.empty());
            listener.resolved(invalid.code());
            return new ComponentMatch(Optional.empty(), Optional.empty(), invalid);
        }
        return find(parsed, requirement, options);
    }

    /** Like {@link #find(String, String, ResolveOptions)} for a purl already parsed (or built, e.g. a linked source purl). */
    public ComponentMatch find(ParsedPurl parsed, String requirement, ResolveOptions options) {
        Optional<CataloguedComponent> component = catalog.catalogued(parsed.key());
        Resolution resolution = resolver.resolve(ResolveRequest.of(parsed, requirement, options),
                component.map(CataloguedComponent::versions));
        listener.resolved(resolution.code());
        return new ComponentMatch(Optional.of(parsed), component.map(CataloguedComponent::record), resolution);
    }

    /**
     * The resolution alone, for answers that need no more of the component than its key (vulnerabilities, CPEs,
     * algorithms, static-analysis issues): a version the purl or requirement names verbatim is confirmed by one point
     * read of that version (see {@link VersionResolver#resolveListed}) instead of reading the component with every
     * version it lists. A component may list thousands, and when a batch workload's components outgrew the kept
     * values, reading those lists again was most of an E3 batch's work. Anything else (the latest, a range, an
     * unlisted or differently spelled version, an invalid purl) resolves as {@link #find} does, against the whole list.
     */
    public VersionMatch resolve(String purl, String requirement, ResolveOptions options) {
        try {
            return resolve(PurlParser.parse(purl), requirement, options);
        } catch (InvalidPurlException e) {
            return new VersionMatch(Optional.empty(), find(purl, requirement, options).resolution());
        }
    }

    /** Like {@link #resolve(String, String, ResolveOptions)} for a purl already parsed. */
    public VersionMatch resolve(ParsedPurl parsed, String requirement, ResolveOptions options) {
        Optional<Resolution> listed = resolver.resolveListed(ResolveRequest.of(parsed, requirement, options),
                version -> catalog.listed(parsed.key(), version));
        if (listed.isEmpty()) {
            return new VersionMatch(Optional.of(parsed), find(parsed, requirement, options).resolution());
        }
        listener.resolved(listed.get().code());
        return new VersionMatch(Optional.of(parsed), listed.get());
    }

    /**
     * Every listed version of the matched component that its purl version or {@code requirement} accepts, highest
     * first (see {@link VersionResolver#accepted}); empty for an invalid purl or an unknown component.
     */
    public List<String> accepted(ComponentMatch match, String requirement) {
        if (match.purl().isEmpty() || match.component().isEmpty()) {
            return List.of();
        }
        KnownVersions versions = catalog.versions(match.purl().get().key())
                .orElseGet(() -> KnownVersions.presorted(match.component().get().versions()));
        return resolver.accepted(ResolveRequest.of(match.purl().get(), requirement, ResolveOptions.STRICT), versions);
    }
}
