package io.cis.loader.catalog;

/** What a catalog feed reports: a fact about a component as a whole, or about one of its versions. */
public sealed interface CatalogFact permits ComponentFacts, VersionFacts {

    /** The component's purl as the feed spells it (no version). */
    String purl();
}
