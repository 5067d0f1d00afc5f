package io.cis.loader.geoprovenance;

/** Where feeds report declared contributor locations; facts about one component are merged after every feed. */
public interface LocationSink {

    void locations(ComponentLocationFacts facts);
}
