package io.cis.engine.status;

import io.cis.engine.version.Resolution;

/**
 * The lifecycle answer for one component: its name, the status of the resolved version and of the component as a
 * whole, and how the requirement resolved (which carries the outcome code when something was not found).
 */
public record ComponentStatus(
        String name,
        VersionStatus versionStatus,
        LifecycleStatus componentStatus,
        Resolution resolution) {

    /** Status of one version; every field is "" when no version resolved. */
    public record VersionStatus(String version, String status, String indexedDate, String checkDate) {
        public static final VersionStatus NONE = new VersionStatus("", "", "", "");
    }

    /** Status of the component regardless of version; every field is "" when the component is unknown. */
    public record LifecycleStatus(String status, String firstIndexedDate, String lastIndexedDate) {
        public static final LifecycleStatus NONE = new LifecycleStatus("", "", "");
    }
}
