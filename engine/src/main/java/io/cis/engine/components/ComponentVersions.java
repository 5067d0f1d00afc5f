package io.cis.engine.components;

import io.cis.engine.version.Resolution;
import java.util.List;
import java.util.Optional;

/**
 * A component with its versions, newest first. {@code outcome} is present when the purl is invalid or the component
 * unknown, in which case there are no versions.
 */
public record ComponentVersions(Optional<ComponentRecord> component, List<VersionEntry> versions, Optional<Resolution> outcome) {
}
