package io.cis.engine.version;

/** When a comparator set lets pre-release candidates in. */
enum PrereleasePolicy {
    /** node-semver: only pre-releases of a release that one of the set's comparators names with a pre-release tag. */
    SAME_RELEASE,
    /** PEP 440: any pre-release, once one of the specifiers names a pre-release. */
    ANY_ONCE_NAMED,
    /** Any pre-release the clauses accept: the requirement itself says which (NuGet's {@code -*}, Composer's stability). */
    ALWAYS
}
