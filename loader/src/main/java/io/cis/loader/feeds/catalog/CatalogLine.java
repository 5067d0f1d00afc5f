package io.cis.loader.feeds.catalog;

import io.cis.loader.catalog.CatalogSink;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.VersionFacts;

/** What one usable catalog line states: facts about a component, or about one version of it. */
sealed interface CatalogLine {

    void reportTo(CatalogSink sink);

    /** A {@code "kind": "component"} line. */
    record Component(ComponentFacts facts) implements CatalogLine {
        @Override
        public void reportTo(CatalogSink sink) {
            sink.component(facts);
        }
    }

    /** A {@code "kind": "version"} line. */
    record Version(VersionFacts facts) implements CatalogLine {
        @Override
        public void reportTo(CatalogSink sink) {
            sink.version(facts);
        }
    }
}
