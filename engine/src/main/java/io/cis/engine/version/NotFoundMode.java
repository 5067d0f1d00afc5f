package io.cis.engine.version;

import java.util.Locale;
import java.util.Optional;

/** The v3 {@code on_version_not_found} modes: what to show when nothing satisfies the request (v2 is always strict). */
public enum NotFoundMode {
    /** Report {@code VERSION_NOT_FOUND}. */
    STRICT,
    /** Substitute the latest version. */
    SHOW_LATEST,
    /** Substitute the highest version below the request. */
    SHOW_CLOSEST_LT,
    /** Substitute the lowest version above the request. */
    SHOW_CLOSEST_GT,
    /** Substitute the closer of the two (see {@code Closeness}); the lower one on a tie. */
    SHOW_ANY;

    /** The spelling on the wire, e.g. {@code show_latest}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The mode for a wire spelling (case-insensitive), or empty for an unknown one. */
    public static Optional<NotFoundMode> fromWire(String value) {
        if (value == null) {
            return Optional.empty();
        }
        for (NotFoundMode mode : values()) {
            if (mode.wireName().equalsIgnoreCase(value.strip())) {
                return Optional.of(mode);
            }
        }
        return Optional.empty();
    }
}
