package io.cis.loader.fetch;

import java.time.Duration;

/** Waits between tries; injected so that the waits a fetch asks for can be observed. */
@FunctionalInterface
public interface Sleeper {

    Sleeper REAL = duration -> Thread.sleep(duration.toMillis());

    void sleep(Duration duration) throws InterruptedException;
}
