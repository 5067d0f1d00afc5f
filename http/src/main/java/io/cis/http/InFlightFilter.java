package io.cis.http;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Counts requests from arrival until their response is fully written and flushed, around the whole application, so
 * that a draining shutdown waits for the last byte rather than for the handler's return.
 */
final class InFlightFilter implements Filter {

    private final AtomicInteger inFlight;

    InFlightFilter(AtomicInteger inFlight) {
        this.inFlight = inFlight;
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain) throws IOException, ServletException {
        inFlight.incrementAndGet();
        try {
            chain.doFilter(request, response);
            response.flushBuffer();
        } finally {
            inFlight.decrementAndGet();
        }
    }
}
