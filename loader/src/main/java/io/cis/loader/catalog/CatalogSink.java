package io.cis.loader.catalog;

/** Where catalog feeds report what they know; facts from several feeds about one component are merged. */
public interface CatalogSink {

    void component(ComponentFacts facts);

    void version(VersionFacts facts);
}
