package io.cis.loader.fetch;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * At most {@code permits} requests in any rolling {@code window} (NVD publishes its limits this way). Before a request
 * that would exceed the limit, it waits through the {@link Sleeper} until the oldest request of the window has left
 * it. The times it keeps are the ones it allowed, not the ones it measured after a wait, so an injected sleeper that
 * does not let time pass still sees every wait the limit asks for.
 */
public final class RollingWindowLimit implements RequestGate {

    private final int permits;
    private final Duration window;
    private final Clock clock;
    private final Sleeper sleeper;
    private final Deque<Instant> allowed = new ArrayDeque<>();

    public RollingWindowLimit(int permits, Duration window, Clock clock, Sleeper sleeper) {
        if (permits < 1 || window.isNegative() || window.isZero()) {
            throw new IllegalArgumentException("a rate limit needs at least one request in a positive window");
        }
        this.permits = permits;
        this.window = window;
        this.clock = clock;
        this.sleeper = sleeper;
    }

    @Override
    public synchronized void await() throws InterruptedException {
        Instant now = clock.instant();
        while (!allowed.isEmpty() && !allowed.peekFirst().plus(window).isAfter(now)) {
            allowed.removeFirst();
        }
        if (allowed.size() >= permits) {
            Instant free = allowed.removeFirst().plus(window);
            sleeper.sleep(Duration.between(now, free));
            Instant after = clock.instant();
            now = after.isAfter(free) ? after : free;
        }
        allowed.addLast(now);
    }

    @Override
    public String toString() {
        return permits + " requests per rolling " + window.toSeconds() + " s";
    }
}
