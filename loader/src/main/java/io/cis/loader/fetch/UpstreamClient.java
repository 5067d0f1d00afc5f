package io.cis.loader.fetch;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodySubscriber;
import java.net.http.HttpResponse.BodySubscribers;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Conditional GETs with bounded retries. A 429 or 503 is tried again after what {@code Retry-After} asks (seconds or
 * an HTTP date, capped by the policy) or a doubling backoff; a connection lost before the body is complete is tried
 * again the same way. A body is written to the caller's temporary file and its length compared with
 * {@code Content-Length}; any other status is a failure naming the URL and the status.
 *
 * <p>A source may ask for a client of its own ({@code with...}): extra request headers (an API key, never written
 * into a message), more statuses that mean "later" (NVD answers 403 when its rate is exceeded), a gate that keeps
 * to the upstream's published rate, and a listener that hears the bytes as they arrive.
 */
public final class UpstreamClient {

    private static final String USER_AGENT = "cis-fetch";

    private final HttpClient http;
    private final RetryPolicy retries;
    private final Sleeper sleeper;
    private final Clock clock;
    private final Map<String, String> headers;
    private final RequestGate gate;
    private final TransferListener listener;
    private final boolean decoding;

    public UpstreamClient(HttpClient http, RetryPolicy retries, Sleeper sleeper, Clock clock) {
        this(http, retries, sleeper, clock, Map.of(), RequestGate.OPEN, TransferListener.NONE, false);
    }

    private UpstreamClient(HttpClient http, RetryPolicy retries, Sleeper sleeper, Clock clock,
                           Map<String, String> headers, RequestGate gate, TransferListener listener,
                           boolean decoding) {
        this.http = http;
        this.retries = retries;
        this.sleeper = sleeper;
        this.clock = clock;
        this.headers = Map.copyOf(headers);
        this.gate = gate;
        this.listener = listener;
        this.decoding = decoding;
    }

    /** This client sending {@code more} headers with every request too. */
    public UpstreamClient withHeaders(Map<String, String> more) {
        Map<String, String> all = new LinkedHashMap<>(headers);
        all.putAll(more);
        return new UpstreamClient(http, retries, sleeper, clock, all, gate, listener, decoding);
    }

    /** This client trying again after any of {@code statuses} instead of the policy's own. */
    public UpstreamClient withRetryStatuses(Set<Integer> statuses) {
        RetryPolicy policy = new RetryPolicy(retries.attempts(), retries.baseDelay(), retries.maxDelay(), statuses);
        return new UpstreamClient(http, policy, sleeper, clock, headers, gate, listener, decoding);
    }

    /** This client keeping to at most {@code permits} requests (tries included) in any rolling {@code window}. */
    public UpstreamClient withRateLimit(int permits, Duration window) {
        return new UpstreamClient(http, retries, sleeper, clock, headers,
                new RollingWindowLimit(permits, window, clock, sleeper), listener, decoding);
    }

    /** This client telling {@code listener} what it transfers. */
    public UpstreamClient withListener(TransferListener listener) {
        return new UpstreamClient(http, retries, sleeper, clock, headers, gate, listener, decoding);
    }

    /**
     * This client asking for gzip-compressed bodies ({@code Accept-Encoding: gzip}) and storing a body the upstream
     * compressed ({@code Content-Encoding: gzip}, which some registries send whether asked or not) as its decoded
     * content; the length is checked on the compressed body, the gzip stream to its end. Not for files that are gzip
     * archives themselves, which some servers also label so.
     */
    public UpstreamClient withContentDecoding() {
        Map<String, String> all = new LinkedHashMap<>(headers);
        all.put("Accept-Encoding", "gzip");
        return new UpstreamClient(http, retries, sleeper, clock, all, gate, listener, true);
    }

    /** GETs {@code url} into {@code target} unless the upstream says it has not changed since {@code known}. */
    public Download get(URI url, Validators known, Path target) throws FetchException {
        return get(url, known, target, Long.MAX_VALUE);
    }

    /**
     * As {@link #get(URI, Validators, Path)}, refusing a body longer than {@code maxBytes}: one whose
     * {@code Content-Length} says so is not transferred at all, one without it is cut off when it passes the limit.
     * Either way a {@link BodyTooLargeException}, which is not tried again.
     */
    public Download get(URI url, Validators known, Path target, long maxBytes) throws FetchException {
        String lastProblem = "";
        for (int attempt = 1; attempt <= retries.attempts(); attempt++) {
            HttpResponse<Path> response;
            AtomicLong tooLarge = new AtomicLong(-1);
            try {
                gate.await();
                response = http.send(request(url, known), info -> {
                    if (info.statusCode() != 200) {
                        return BodySubscribers.replacing(null);
                    }
                    long declared = info.headers().firstValueAsLong("Content-Length").orElse(-1);
                    if (declared > maxBytes) {
                        tooLarge.set(declared);
                        return refused();
                    }
                    return counting(url, BodySubscribers.ofFile(target, StandardOpenOption.CREATE,
                            StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING), maxBytes, tooLarge);
                });
            } catch (IOException e) {
                if (tooLarge.get() >= 0) {
                    throw new BodyTooLargeException(url, tooLarge.get(), maxBytes);
                }
                lastProblem = "connection failed before the body was complete (" + e.getMessage() + ")";
                waitBeforeRetry(url, attempt, retries.backoff(attempt + 1));
                continue;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new FetchException(url + ": interrupted");
            }
            if (tooLarge.get() >= 0) {
                throw new BodyTooLargeException(url, tooLarge.get(), maxBytes);
            }
            int status = response.statusCode();
            if (status == 304) {
                listener.finished(url, 0, true);
                return new Download(true, validatorsOf(response, known), 0);
            }
            if (status == 200) {
                Download download = complete(url, response, target);
                if (decoding) {
                    ContentDecoding.decode(url, response.headers(), target);
                }
                listener.finished(url, download.bytes(), false);
                return download;
            }
            if (!retries.retryStatuses().contains(status)) {
                throw new FetchException(url + ": HTTP " + status, status);
            }
            lastProblem = "HTTP " + status;
            Duration delay = retryAfter(response).map(retries::bounded).orElse(retries.backoff(attempt + 1));
            waitBeforeRetry(url, attempt, delay);
        }
        throw new FetchException(url + ": " + lastProblem + " after " + retries.attempts() + " tries");
    }

    /** A body that is not taken: the subscription is cancelled at once and the response has no body. */
    private static BodySubscriber<Path> refused() {
        return new BodySubscriber<>() {
            private final java.util.concurrent.CompletableFuture<Path> body = new java.util.concurrent.CompletableFuture<>();

            @Override
            public CompletionStage<Path> getBody() {
                return body;
            }

            @Override
            public void onSubscribe(Flow.Subscription subscription) {
                subscription.cancel();
                body.complete(null);
            }

            @Override
            public void onNext(List<ByteBuffer> buffers) {
            }

            @Override
            public void onError(Throwable failure) {
                body.complete(null);
            }

            @Override
            public void onComplete() {
                body.complete(null);
            }
        };
    }

    private void waitBeforeRetry(URI url, int attempt, Duration delay) throws FetchException {
        if (attempt == retries.attempts()) {
            return;
        }
        try {
            sleeper.sleep(delay);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new FetchException(url + ": interrupted");
        }
    }

    private HttpRequest request(URI url, Validators known) {
        HttpRequest.Builder request = HttpRequest.newBuilder(url).GET().timeout(Duration.ofMinutes(2))
                .header("User-Agent", USER_AGENT);
        headers.forEach(request::header);
        if (!known.etag().isEmpty()) {
            request.header("If-None-Match", known.etag());
        }
        if (!known.lastModified().isEmpty()) {
            request.header("If-Modified-Since", known.lastModified());
        }
        return request.build();
    }

    /**
     * The file subscriber (a try after a cut-off body starts the file afresh), telling the listener of every buffer
     * before the file takes it, and cutting the transfer off once more than {@code maxBytes} arrived.
     */
    private BodySubscriber<Path> counting(URI url, BodySubscriber<Path> file, long maxBytes, AtomicLong tooLarge) {
        return new BodySubscriber<>() {
            private Flow.Subscription subscription;
            private long received;

            @Override
            public CompletionStage<Path> getBody() {
                return file.getBody();
            }

            @Override
            public void onSubscribe(Flow.Subscription subscription) {
                this.subscription = subscription;
                file.onSubscribe(subscription);
            }

            @Override
            public void onNext(List<ByteBuffer> buffers) {
                if (tooLarge.get() >= 0) {
                    return;
                }
                long bytes = buffers.stream().mapToLong(ByteBuffer::remaining).sum();
                received += bytes;
                if (received > maxBytes) {
                    tooLarge.set(received);
                    subscription.cancel();
                    file.onError(new IOException("the body passed the limit of " + maxBytes + " bytes"));
                    return;
                }
                file.onNext(buffers);
                listener.received(url, bytes);
            }

            @Override
            public void onError(Throwable failure) {
                if (tooLarge.get() < 0) {
                    file.onError(failure);
                }
            }

            @Override
            public void onComplete() {
                if (tooLarge.get() < 0) {
                    file.onComplete();
                }
            }
        };
    }

    private static Download complete(URI url, HttpResponse<Path> response, Path target) throws FetchException {
        long written;
        try {
            written = Files.size(target);
        } catch (IOException e) {
            throw new FetchException(url + ": the downloaded body cannot be read back (" + e.getMessage() + ")", e);
        }
        Optional<String> declared = response.headers().firstValue("Content-Length");
        if (declared.isPresent()) {
            long length;
            try {
                length = Long.parseLong(declared.get().strip());
            } catch (NumberFormatException e) {
                throw new FetchException(url + ": Content-Length is not a number: " + declared.get());
            }
            if (length != written) {
                throw new FetchException(url + ": received " + written + " bytes of the " + length
                        + " its Content-Length states");
            }
        }
        return new Download(false, validatorsOf(response, Validators.NONE), written);
    }

    private static Validators validatorsOf(HttpResponse<?> response, Validators fallback) {
        return new Validators(response.headers().firstValue("ETag").orElse(fallback.etag()),
                response.headers().firstValue("Last-Modified").orElse(fallback.lastModified()));
    }

    private Optional<Duration> retryAfter(HttpResponse<?> response) {
        Optional<String> value = response.headers().firstValue("Retry-After").map(String::strip);
        if (value.isEmpty()) {
            return Optional.empty();
        }
        if (value.get().matches("\\d{1,9}")) {
            return Optional.of(Duration.ofSeconds(Long.parseLong(value.get())));
        }
        try {
            ZonedDateTime when = ZonedDateTime.parse(value.get(), DateTimeFormatter.RFC_1123_DATE_TIME);
            return Optional.of(Duration.between(clock.instant(), when.toInstant()));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
