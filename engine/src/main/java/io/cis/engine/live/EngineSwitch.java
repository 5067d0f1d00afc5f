package io.cis.engine.live;

import io.cis.engine.Engine;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Holds the engine that answers new requests and switches to a newer one without dropping a request: each request
 * leases the current engine; a switch makes the new engine current at once and closes the old one only when the last
 * lease on it is returned. A switch may start {@link #waiting() empty}: it then leases nothing until the first engine.
 */
public final class EngineSwitch implements AutoCloseable {

    private final AtomicReference<Generation> current;
    private final AtomicInteger openLeases = new AtomicInteger();

    public EngineSwitch(Engine first) {
        this.current = new AtomicReference<>(new Generation(first));
    }

    private EngineSwitch() {
        this.current = new AtomicReference<>();
    }

    /** A switch with no engine yet, waiting for the first {@link #switchTo}. */
    public static EngineSwitch waiting() {
        return new EngineSwitch();
    }

    /**
     * A lease on the current engine; close it when the request is answered.
     *
     * @throws NoSnapshotException while the switch is waiting for its first engine
     */
    public EngineLease acquire() {
        while (true) {
            Generation generation = current.get();
            if (generation == null) {
                throw new NoSnapshotException();
            }
            if (generation.retain()) {
                openLeases.incrementAndGet();
                return new Lease(generation, openLeases);
            }
            // The generation was retired and closed between the read and the retain: read the newer one.
        }
    }

    /**
     * The engine new requests get; for reporting (its identity, its statistics), not for answering.
     *
     * @throws NoSnapshotException while the switch is waiting for its first engine
     */
    public Engine current() {
        Generation generation = current.get();
        if (generation == null) {
            throw new NoSnapshotException();
        }
        return generation.engine;
    }

    /** The engine new requests get, or empty while waiting for the first. */
    public java.util.Optional<Engine> currentIfOpen() {
        Generation generation = current.get();
        return generation == null ? java.util.Optional.empty() : java.util.Optional.of(generation.engine);
    }

    /** Leases acquired and not yet closed, on any engine: a request that ended without returning its lease shows here. */
    public int openLeases() {
        return openLeases.get();
    }

    /** Makes {@code next} current; the previous engine closes once its last in-flight request is done. */
    public void switchTo(Engine next) {
        Generation previous = current.getAndSet(new Generation(next));
        if (previous != null) {
            previous.release();
        }
    }

    @Override
    public void close() {
        Generation generation = current.get();
        if (generation != null) {
            generation.release();
        }
    }

    /** An engine with a count of its holders: the switch itself (until retired) and every open lease. */
    private static final class Generation {
        private final Engine engine;
        private final AtomicInteger holders = new AtomicInteger(1);

        Generation(Engine engine) {
            this.engine = engine;
        }

        boolean retain() {
            int now;
            do {
                now = holders.get();
                if (now == 0) {
                    return false;
                }
            } while (!holders.compareAndSet(now, now + 1));
            return true;
        }

        void release() {
            if (holders.decrementAndGet() == 0) {
                engine.close();
            }
        }
    }

    private static final class Lease implements EngineLease {
        private final Generation generation;
        private final AtomicInteger switchLeases;
        private final AtomicInteger open = new AtomicInteger(1);

        Lease(Generation generation, AtomicInteger switchLeases) {
            this.generation = generation;
            this.switchLeases = switchLeases;
        }

        @Override
        public Engine engine() {
            return generation.engine;
        }

        @Override
        public void close() {
            if (open.compareAndSet(1, 0)) {
                switchLeases.decrementAndGet();
                generation.release();
            }
        }
    }
}
