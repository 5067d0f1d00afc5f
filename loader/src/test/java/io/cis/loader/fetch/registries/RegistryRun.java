package io.cis.loader.fetch.registries;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.cis.loader.fetch.FetchManifest;
import io.cis.loader.fetch.FetchReport;
import io.cis.loader.fetch.Fetcher;
import io.cis.loader.fetch.RetryPolicy;
import io.cis.loader.fetch.SourceRecord;
import io.cis.loader.fetch.UpstreamClient;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Runs the registry sources against a stand-in, with the waits they ask for recorded instead of slept. */
final class RegistryRun {

    static final RetryPolicy TWO_TRIES = new RetryPolicy(2, Duration.ofSeconds(1), Duration.ofSeconds(5),
            Set.of(429, 503));

    final ObjectMapper json = new ObjectMapper();
    final HttpClient http = HttpClient.newBuilder().proxy(HttpClient.Builder.NO_PROXY).build();
    final List<Duration> waits = new ArrayList<>();
    private String output = "";

    /** The {@code registries} section of a configuration, as YAML. */
    static RegistryConfig config(String yaml) throws IOException {
        return RegistryConfig.read(new YAMLMapper().readTree(yaml), "test.yaml: registries");
    }

    /** The seeds of a list of purls, one per line. */
    Seeds seeds(Path dir, String... purls) throws IOException {
        Path list = Files.createTempFile(dir, "components", ".txt");
        Files.writeString(list, String.join("\n", purls) + "\n");
        return Seeds.read(List.of(), List.of(list), RegistrySources.purlTypes(), json);
    }

    /** Fetches every registry source with packages to ask about into {@code feeds}. */
    FetchReport fetch(Path feeds, RegistryConfig config, Seeds seeds) throws IOException {
        UpstreamClient client = new UpstreamClient(http, TWO_TRIES, waits::add, Clock.systemUTC());
        StringWriter out = new StringWriter();
        FetchReport report = new Fetcher(RegistrySources.of(config, seeds), client, json, Clock.systemUTC())
                .fetch(feeds, List.of(), Map.of(), new PrintWriter(out));
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
