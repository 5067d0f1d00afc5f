package io.cis.engine.components;

import io.cis.engine.version.Resolution;
import io.cis.engine.version.ResolutionCode;
import io.cis.engine.version.ResolveOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Lists a component's known versions, newest first by its ecosystem's order, with dates and declared licenses. */
public final class ComponentVersionsService {

    private final ComponentLookup lookup;
    private final ComponentCatalog catalog;
    private final DeclaredLicenses licenses;

    public ComponentVersionsService(ComponentLookup lookup, ComponentCatalog catalog, DeclaredLicenses licenses) {
        this.lookup = lookup;
        this.catalog = catalog;
        this.licenses = licenses;
    }

    public ComponentVersions versions(String purl, int limit) {
        ComponentMatch match = lookup.find(purl, "", ResolveOptions.STRICT);
        Resolution resolution = match.resolution();
        if (match.component().isEmpty() || match.purl().isEmpty()) {
            return new ComponentVersions(Optional.empty(), List.of(), Optional.of(resolution));
        }
        ComponentRecord component = match.component().get();
        List<String> ascending = component.versions();
        List<VersionEntry> entries = new ArrayList<>();
        for (int i = ascending.size() - 1; i >= 0 && entries.size() < limit; i--) {
            String version = ascending.get(i);
            Optional<VersionRecord> stored = catalog.version(match.purl().get().key(), version);
            entries.add(new VersionEntry(version, stored.map(VersionRecord::releaseDate).orElse(""),
                    stored.map(this::licensesOf).orElse(List.of())));
        }
        Optional<Resolution> outcome = resolution.code() == ResolutionCode.COMPONENT_NOT_FOUND
                ? Optional.of(resolution) : Optional.empty();
        return new ComponentVersions(Optional.of(component), entries, outcome);
    }

    private List<LicenseReference> licensesOf(VersionRecord version) {
        List<String> declared = !version.licenses().isEmpty() ? version.licenses()
                : version.licenseExpression().isBlank() ? List.of() : List.of(version.licenseExpression());
        return declared.stream().map(licenses::reference).toList();
    }
}
