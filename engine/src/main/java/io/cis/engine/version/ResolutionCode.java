package io.cis.engine.version;

/** Outcome of resolving one item; the names are the API's info codes. */
public enum ResolutionCode {
    /** A version was resolved as asked. */
    OK,
    /** Nothing satisfied the request; an {@code on_version_not_found} mode substituted another version. */
    REQUIREMENT_NOT_MET,
    /** The component is known but no version resolves (including an invalid requirement). */
    VERSION_NOT_FOUND,
    /** The catalog does not know the component. */
    COMPONENT_NOT_FOUND,
    /** The purl does not parse. */
    INVALID_PURL,
    /** The resolver failed internally for this item. */
    RESOLVE_FAILED;

    /** Whether a resolution with this code carries a version. */
    public boolean hasVersion() {
        return this == OK || this == REQUIREMENT_NOT_MET;
    }
}
