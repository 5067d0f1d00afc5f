package io.cis.engine.components;

/**
 * Names the licenses a version declares, for the version list. The license catalog answers it; the component
 * package only states what it needs, so that it depends on no answering domain (they all depend on it).
 */
public interface DeclaredLicenses {

    /** The SPDX reference for a declared license id (any case), or the declared text alone when it is not an SPDX id. */
    LicenseReference reference(String declared);
}
