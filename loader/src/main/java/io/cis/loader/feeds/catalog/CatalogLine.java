package io.cis.loader.feeds.catalog;

import io.cis.loader.build.BuildSink;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.VersionFacts;
import io.cis.loader.cryptography.VersionAlgorithms;
import io.cis.loader.geoprovenance.ComponentLocationFacts;

/** What one usable catalog line states: facts about a component, one version of it, its algorithms or locations. */
sealed interface CatalogLine {

    void reportTo(BuildSink sink);

    /** A {@code "kind": "component"} line. */
    record Component(ComponentFacts facts) implements CatalogLine {
        @Override
        public void reportTo(BuildSink sink) {
            sink.catalog().component(facts);
        }
    }

    /** A {@code "kind": "version"} line. */
    record Version(VersionFacts facts) implements CatalogLine {
        @Override
        public void reportTo(BuildSink sink) {
            sink.catalog().version(facts);
        }
    }

    /**
     * A {@code "kind": "algorithms"} line: the algorithms a version uses. The version is also reported to the catalog
     * (with no other facts), so that a version known only from this line resolves.
     */
    record Algorithms(VersionFacts version, VersionAlgorithms algorithms) implements CatalogLine {
        @Override
        public void reportTo(BuildSink sink) {
            sink.catalog().version(version);
            sink.cryptography().versionAlgorithms(algorithms);
        }
    }

    /**
     * A {@code "kind": "locations"} line: where a component's owner and contributors are. The component is also
     * reported to the catalog (with no other facts), so that a component known only from this line is found.
     */
    record Locations(ComponentFacts component, ComponentLocationFacts locations) implements CatalogLine {
        @Override
        public void reportTo(BuildSink sink) {
            sink.catalog().component(component);
            sink.locations().locations(locations);
        }
    }
}
