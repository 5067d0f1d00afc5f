package io.cis.http.ops;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The {@code cis_http_requests_seconds} timers, one per route template, method label and status, each built once on
 * first use and then found by array index: recording a request looks nothing up by text but the route, and allocates
 * nothing. Every label value comes from a fixed set (the routes the server registered, {@link MethodLabel}, the status
 * codes), so the number of series is bounded whatever clients send.
 */
final class RequestTimers {

    static final String NAME = "cis_http_requests";
    private static final int FIRST_STATUS = 100;
    private static final int STATUSES = 500;
    /** The status label of a code outside 100-599, which no HTTP response carries. */
    private static final String OTHER_STATUS = "_OTHER";

    private final MeterRegistry registry;
    private final Duration[] buckets;
    private final Map<String, AtomicReferenceArray<AtomicReferenceArray<Timer>>> byRoute = new ConcurrentHashMap<>();

    RequestTimers(MeterRegistry registry, Duration[] buckets) {
        this.registry = registry;
        this.buckets = buckets.clone();
    }

    /** The timer of one route template, raw method (any text, or null) and status. */
    Timer timer(String route, String method, int status) {
        AtomicReferenceArray<AtomicReferenceArray<Timer>> byMethod = byRoute.get(route);
        if (byMethod == null) {
            byMethod = byRoute.computeIfAbsent(route, r -> new AtomicReferenceArray<>(MethodLabel.COUNT));
        }
        int methodIndex = MethodLabel.index(method);
        AtomicReferenceArray<Timer> byStatus = byMethod.get(methodIndex);
        if (byStatus == null) {
            byMethod.compareAndSet(methodIndex, null, new AtomicReferenceArray<>(STATUSES + 1));
            byStatus = byMethod.get(methodIndex);
        }
        int statusIndex = status >= FIRST_STATUS && status < FIRST_STATUS + STATUSES ? status - FIRST_STATUS : STATUSES;
        Timer timer = byStatus.get(statusIndex);
        if (timer == null) {
            // Registering the same id twice returns the same timer, so a race here only repeats the lookup.
            timer = Timer.builder(NAME).description("HTTP requests by route template, method and status")
                    .tag("method", MethodLabel.label(methodIndex)).tag("route", route)
                    .tag("status", statusIndex == STATUSES ? OTHER_STATUS : String.valueOf(status))
                    .serviceLevelObjectives(buckets).register(registry);
            byStatus.set(statusIndex, timer);
        }
        return timer;
    }
}
