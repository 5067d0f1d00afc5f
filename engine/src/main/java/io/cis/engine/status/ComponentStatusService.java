package io.cis.engine.status;

import io.cis.engine.components.ComponentCatalog;
import io.cis.engine.components.ComponentLookup;
import io.cis.engine.components.ComponentMatch;
import io.cis.engine.components.ComponentRecord;
import io.cis.engine.components.VersionRecord;
import io.cis.engine.version.ResolveOptions;
import java.util.Optional;

/**
 * Answers lifecycle status (E7). Status is stored per version, so only versions the catalog lists resolve: an
 * unlisted exact version is VERSION_NOT_FOUND here even when it parses.
 */
public final class ComponentStatusService {

    private final ComponentLookup lookup;
    private final ComponentCatalog catalog;

    public ComponentStatusService(ComponentLookup lookup, ComponentCatalog catalog) {
        this.lookup = lookup;
        this.catalog = catalog;
    }

    public ComponentStatus status(String purl, String requirement) {
        ComponentMatch match = lookup.find(purl, requirement, ResolveOptions.STRICT);
        Optional<ComponentRecord> component = match.component();
        ComponentStatus.LifecycleStatus lifecycle = component
                .map(c -> new ComponentStatus.LifecycleStatus(c.status(), c.firstIndexedDate(), c.lastIndexedDate()))
                .orElse(ComponentStatus.LifecycleStatus.NONE);
        ComponentStatus.VersionStatus versionStatus = ComponentStatus.VersionStatus.NONE;
        if (match.resolution().hasVersion() && match.purl().isPresent()) {
            versionStatus = catalog.version(match.purl().get().key(), match.resolution().version())
                    .map(ComponentStatusService::versionStatus)
                    .orElse(new ComponentStatus.VersionStatus(match.resolution().version(), "", "", ""));
        }
        return new ComponentStatus(component.map(ComponentRecord::name).orElse(""), versionStatus, lifecycle,
                match.resolution());
    }

    private static ComponentStatus.VersionStatus versionStatus(VersionRecord version) {
        return new ComponentStatus.VersionStatus(version.version(), version.status(), version.indexedDate(),
                version.checkDate());
    }
}
