package io.cis.loader.catalog;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The closed set of lifecycle states a snapshot stores as {@code version_status.status} and
 * {@code component_status.status} (docs/feeds.md, "Lifecycle status"). Every feed reports one of these or none, so a
 * client can act on the value without knowing which registry said it. The states run from the one that removes a
 * version most to the one that says nothing is wrong; where one document flags a version in two ways, its feed
 * reports the earlier.
 */
public enum LifecycleStatus {
    /** The registry no longer serves it: unpublished, deleted. */
    DELETED("deleted", true, true),
    /** Withdrawn by its publisher and skipped by resolvers unless pinned (crates.io, PyPI). */
    YANKED("yanked", true, false),
    /** Withdrawn by a {@code retract} directive (Go) or the publisher's retraction (pub). */
    RETRACTED("retracted", true, false),
    /** Retired by its publisher, with a reason (Hex). */
    RETIRED("retired", true, false),
    /** Hidden from search and resolution, still installable by exact version (NuGet). */
    UNLISTED("unlisted", true, false),
    /** No longer maintained, with or without a suggested replacement (Packagist, pub's "discontinued"). */
    ABANDONED("abandoned", false, true),
    /** Marked deprecated with a message; still served (npm, NuGet, a Go module's {@code Deprecated:} comment). */
    DEPRECATED("deprecated", true, true),
    /** Served and flagged with none of the states above, as of the fact's check date. */
    ACTIVE("active", true, true);

    private final String value;
    private final boolean ofVersion;
    private final boolean ofComponent;

    LifecycleStatus(String value, boolean ofVersion, boolean ofComponent) {
        this.value = value;
        this.ofVersion = ofVersion;
        this.ofComponent = ofComponent;
    }

    /** The value as stored and answered. */
    public String value() {
        return value;
    }

    /** The state of a version this value names, if it names one. */
    public static Optional<LifecycleStatus> ofVersion(String value) {
        return parse(value).filter(status -> status.ofVersion);
    }

    /** The state of a component this value names, if it names one. */
    public static Optional<LifecycleStatus> ofComponent(String value) {
        return parse(value).filter(status -> status.ofComponent);
    }

    /** Every value a version may have, in this set's order (for messages and documentation). */
    public static List<String> versionValues() {
        return Arrays.stream(values()).filter(status -> status.ofVersion).map(LifecycleStatus::value).toList();
    }

    /** Every value a component may have, in this set's order. */
    public static List<String> componentValues() {
        return Arrays.stream(values()).filter(status -> status.ofComponent).map(LifecycleStatus::value).toList();
    }

    private static Optional<LifecycleStatus> parse(String value) {
        if (value == null) {
            return Optional.empty();
        }
        String wanted = value.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(status -> status.value.equals(wanted)).findFirst();
    }
}
