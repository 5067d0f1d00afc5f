package io.cis.loader.fetch;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Runs one source against a stand-in upstream, with the waits it asks for recorded instead of slept. */
final class StandInFetch {

    static final RetryPolicy THREE_TRIES = new RetryPolicy(3, Duration.ofSeconds(2), Duration.ofMinutes(1),
            Set.of(429, 503));

    final ObjectMapper json = new ObjectMapper();
    final HttpClient http = HttpClient.newBuilder().proxy(HttpClient.Builder.NO_PROXY).build();
    final List<Duration> waits = new ArrayList<>();
    private String output = "";

    /** Fetches {@code source} from {@code base} into {@code feeds}; its output is {@link #output()}. */
    FetchReport fetch(Path feeds, FeedSource source, URI base) throws IOException {
        UpstreamClient client = new UpstreamClient(http, THREE_TRIES, waits::add, Clock.systemUTC());
        StringWriter out = new StringWriter();
        FetchReport report = new Fetcher(List.of(source), client, json, Clock.systemUTC())
                .fetch(feeds, List.of(source.name()), Map.of(source.name(), base), new PrintWriter(out));
        output = out.toString();
        return report;
    }

    String output() {
        return output;
    }

    SourceRecord recorded(Path feeds, String source) throws IOException {
        return FetchManifest.read(feeds, json).sources().get(source);
    }
}
