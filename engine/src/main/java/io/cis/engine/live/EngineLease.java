package io.cis.engine.live;

import io.cis.engine.Engine;

/** One request's hold on an engine: the engine stays open until every lease on it is closed. */
public interface EngineLease extends AutoCloseable {

    Engine engine();

    @Override
    void close();
}
