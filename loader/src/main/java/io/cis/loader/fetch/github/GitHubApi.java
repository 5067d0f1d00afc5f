package io.cis.loader.fetch.github;

import io.cis.loader.fetch.Download;
import io.cis.loader.fetch.FetchException;
import io.cis.loader.fetch.Sleeper;
import io.cis.loader.fetch.Validators;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodySubscribers;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * GETs from GitHub's REST API, conditional like every fetch, within GitHub's rate limits. The token (when there is
 * one) goes only to the API's own origin and is never written anywhere. After an answer that spends the hourly limit
 * ({@code X-RateLimit-Remaining: 0}) the next request waits for {@code X-RateLimit-Reset}; a 403 or 429 that says the
 * primary limit is spent does the same, one that says {@code Retry-After} (a secondary limit) waits that long, and a
 * 429 that says neither waits a minute, then twice as long. A wait longer than the limits allow fails the source
 * instead. 5xx answers and connections lost mid-body are tried again after a doubling backoff.
 */
public final class GitHubApi {

    /** GitHub's JSON, for the release lists and folder listings. */
    public static final String JSON = "application/vnd.github+json";
    /** A file of a repository as its bytes, not as base64 in JSON. */
    public static final String RAW = "application/vnd.github.raw+json";
    private static final String API_VERSION = "2022-11-28";
    private static final Pattern MESSAGE = Pattern.compile("\"message\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.){0,300})");

    /** How long and how often the API may make a run wait. */
    public record Limits(int attempts, Duration backoff, Duration longestWait) {

        public static final Limits DEFAULT = new Limits(5, Duration.ofSeconds(2), Duration.ofHours(1));

        public Limits {
            if (attempts < 1) {
                throw new IllegalArgumentException("attempts must be at least 1");
            }
        }
    }

    private final HttpClient http;
    private final Sleeper sleeper;
    private final Clock clock;
    private final Optional<String> token;
    private final Limits limits;
    /** What the last answer said of the hourly limit: requests left, and when it is reset. */
    private long remaining = -1;
    private Instant reset = Instant.EPOCH;

    public GitHubApi(HttpClient http, Sleeper sleeper, Clock clock, Optional<String> token, Limits limits) {
        this.http = http;
        this.sleeper = sleeper;
        this.clock = clock;
        this.token = token.map(String::strip).filter(value -> !value.isEmpty());
        this.limits = limits;
    }

    public boolean authenticated() {
        return token.isPresent();
    }

    /**
     * GETs {@code url} into {@code target} unless it has not changed since {@code known}; {@code headers} sees the
     * headers of the answer used (for its {@code Link}). The token is sent only when {@code url} is on the origin of
     * {@code api}, the API's base.
     */
    public Download get(URI url, URI api, String accept, Validators known, Path target, Consumer<HttpHeaders> headers)
            throws FetchException {
        String lastProblem = "";
        Duration backoff = limits.backoff();
        Duration tooManyWait = Duration.ofMinutes(1);
        for (int attempt = 1; attempt <= limits.attempts(); attempt++) {
            waitForReset(url);
            HttpResponse<?> response;
            try {
                // the body of a 200 goes to the file; any other answer's (GitHub's explanation) is kept as text
                response = http.send(request(url, api, accept, known), info -> info.statusCode() == 200
                        ? BodySubscribers.mapping(BodySubscribers.ofFile(target), Object.class::cast)
                        : BodySubscribers.mapping(BodySubscribers.ofString(StandardCharsets.UTF_8),
                                Object.class::cast));
            } catch (IOException e) {
                lastProblem = "connection failed before the body was complete (" + e.getMessage() + ")";
                pause(url, attempt, backoff);
                backoff = backoff.multipliedBy(2);
                continue;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new FetchException(url + ": interrupted");
            }
            remember(response.headers());
            int status = response.statusCode();
            if (status == 304) {
                headers.accept(response.headers());
                return new Download(true, validators(response.headers(), known), 0);
            }
            if (status == 200) {
                headers.accept(response.headers());
                return complete(url, response, target);
            }
            String message = message(response.body());
            Optional<Duration> retryAfter = retryAfter(response.headers());
            if ((status == 403 || status == 429) && retryAfter.isPresent()) {
                lastProblem = "HTTP " + status + ", a secondary rate limit" + message;
                pause(url, attempt, retryAfter.get());
            } else if ((status == 403 || status == 429) && remaining == 0) {
                lastProblem = "HTTP " + status + ", the rate limit is spent" + message;
                // the wait for the reset happens before the next try
            } else if (status == 429) {
                lastProblem = "HTTP 429" + message;
                pause(url, attempt, tooManyWait);
                tooManyWait = tooManyWait.multipliedBy(2);
            } else if (status >= 500 && status <= 504) {
                lastProblem = "HTTP " + status + message;
                pause(url, attempt, backoff);
                backoff = backoff.multipliedBy(2);
            } else if (status == 401) {
                throw new FetchException(url + ": HTTP 401, GitHub refused the token (--github-token or"
                        + " GITHUB_TOKEN)" + message, status);
            } else {
                throw new FetchException(url + ": HTTP " + status + message, status);
            }
        }
        throw new FetchException(url + ": " + lastProblem + " after " + limits.attempts() + " tries");
    }

    private HttpRequest request(URI url, URI api, String accept, Validators known) {
        HttpRequest.Builder request = HttpRequest.newBuilder(url).GET().timeout(Duration.ofMinutes(2))
                .header("User-Agent", "cis-fetch").header("Accept", accept)
                .header("X-GitHub-Api-Version", API_VERSION);
        if (token.isPresent() && sameOrigin(url, api)) {
            request.header("Authorization", "Bearer " + token.get());
        }
        if (!known.etag().isEmpty()) {
            request.header("If-None-Match", known.etag());
        }
        if (!known.lastModified().isEmpty()) {
            request.header("If-Modified-Since", known.lastModified());
        }
        return request.build();
    }

    /**
     * The header that authenticates a request to {@code url} sent by other means (the CVE List's release document):
     * the token's, only when {@code url} is on the origin of {@code api}; none without a token.
     */
    public Map<String, String> authorization(URI url, URI api) {
        return token.isPresent() && sameOrigin(url, api) ? Map.of("Authorization", "Bearer " + token.get()) : Map.of();
    }

    /** Whether {@code url} is on the origin (scheme, host, port) of {@code api}. */
    public static boolean sameOrigin(URI url, URI api) {
        return url.getScheme() != null && url.getScheme().equalsIgnoreCase(api.getScheme())
                && url.getHost() != null && url.getHost().equalsIgnoreCase(api.getHost())
                && port(url) == port(api);
    }

    private static int port(URI url) {
        return url.getPort() >= 0 ? url.getPort() : "https".equalsIgnoreCase(url.getScheme()) ? 443 : 80;
    }

    private void remember(HttpHeaders headers) {
        Optional<Long> left = number(headers, "x-ratelimit-remaining");
        Optional<Long> resetAt = number(headers, "x-ratelimit-reset");
        if (left.isPresent()) {
            remaining = left.get();
            reset = resetAt.map(Instant::ofEpochSecond).orElse(reset);
        }
    }

    /** Before a request: when the last answer spent the hourly limit, wait until GitHub resets it. */
    private void waitForReset(URI url) throws FetchException {
        if (remaining != 0) {
            return;
        }
        Duration wait = Duration.between(clock.instant(), reset).plusSeconds(1);
        if (wait.isNegative() || wait.isZero()) {
            return;
        }
        if (wait.compareTo(limits.longestWait()) > 0) {
            throw new FetchException(url + ": GitHub's rate limit is spent until " + reset + ", longer than the "
                    + limits.longestWait().toMinutes() + " minutes a run waits"
                    + (authenticated() ? "" : "; a token (--github-token or GITHUB_TOKEN) raises the limit"));
        }
        sleep(url, wait);
        remaining = -1;
    }

    private void pause(URI url, int attempt, Duration wait) throws FetchException {
        if (attempt == limits.attempts()) {
            return;
        }
        if (wait.compareTo(limits.longestWait()) > 0) {
            throw new FetchException(url + ": GitHub asks to wait " + wait.toSeconds() + " s, longer than the "
                    + limits.longestWait().toMinutes() + " minutes a run waits");
        }
        sleep(url, wait);
    }

    private void sleep(URI url, Duration wait) throws FetchException {
        try {
            sleeper.sleep(wait);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new FetchException(url + ": interrupted");
        }
    }

    private static Download complete(URI url, HttpResponse<?> response, Path target) throws FetchException {
        long written;
        try {
            written = Files.size(target);
        } catch (IOException e) {
            throw new FetchException(url + ": the downloaded body cannot be read back (" + e.getMessage() + ")", e);
        }
        Optional<String> declared = response.headers().firstValue("Content-Length");
        if (declared.isPresent() && !declared.get().strip().equals(Long.toString(written))) {
            throw new FetchException(url + ": received " + written + " bytes of the " + declared.get().strip()
                    + " its Content-Length states");
        }
        return new Download(false, validators(response.headers(), Validators.NONE), written);
    }

    private static Validators validators(HttpHeaders headers, Validators fallback) {
        return new Validators(headers.firstValue("ETag").orElse(fallback.etag()),
                headers.firstValue("Last-Modified").orElse(fallback.lastModified()));
    }

    private static Optional<Duration> retryAfter(HttpHeaders headers) {
        return number(headers, "retry-after").map(Duration::ofSeconds);
    }

    private static Optional<Long> number(HttpHeaders headers, String name) {
        Optional<String> value = headers.firstValue(name).map(String::strip);
        if (value.isEmpty() || !value.get().matches("\\d{1,12}")) {
            return Optional.empty();
        }
        return Optional.of(Long.parseLong(value.get()));
    }

    /** GitHub's own explanation of a refusal ({@code "message"} of its JSON), briefly, for the error line. */
    private static String message(Object body) {
        if (!(body instanceof String text)) {
            return "";
        }
        Matcher matcher = MESSAGE.matcher(text);
        return matcher.find() ? " (" + matcher.group(1).replace("\\\"", "\"").replaceAll("\\s+", " ") + ")" : "";
    }

    @Override
    public String toString() {
        // never the token
        return "GitHubApi[" + (authenticated() ? "with a token" : "without a token") + "]";
    }
}
