package io.cis.loader.catalog;

/**
 * What one feed says about a component as a whole. {@code purl} is as the feed spells it (no version);
 * any other field may be null when the feed does not say.
 */
public record ComponentFacts(
        String purl,
        String name,
        String url,
        String sourcePurl,
        String status,
        String firstIndexedDate,
        String lastIndexedDate) implements CatalogFact {
}
