/**
 * The component catalog every answer starts from: stored components and versions and their keys, the lookup that parses
 * a purl, reads its component once and resolves the requirement against its pre-sorted versions (the shared first step
 * of every domain; answers that need only the resolution confirm a version named verbatim by reading that version's
 * key alone), the version list and the name search. Every answering domain depends on this package and it on
 * none of them: what the version list needs of the license catalog it states as {@link DeclaredLicenses}.
 */
package io.cis.engine.components;
