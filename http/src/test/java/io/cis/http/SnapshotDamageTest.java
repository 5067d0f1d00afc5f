package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cis.engine.Engine;
import io.cis.engine.components.ResolutionListener;
import io.cis.engine.snapshot.Manifest;
import io.cis.engine.snapshot.SnapshotFiles;
import io.cis.engine.snapshot.SnapshotOptions;
import io.cis.testkit.SampleSnapshot;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Snapshot files deleted, replaced, cut short, overwritten or stripped of their manifests while the server answers
 * from them. Every answer afterwards is byte for byte the answer of the sound snapshot or the documented 503 (v2 code
 * 14, v3 {@code MZ_READ_FAILED}); never different data, never a 500. Once a read has failed, readiness reports the
 * snapshot damaged. The server logs one line per refused request and no stack trace.
 */
class SnapshotDamageTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The first calls, answered before the fault; their blocks sit in the block cache afterwards. */
    private static final int ANSWERED_BEFORE_THE_FAULT = 8;

    @TempDir
    static Path dir;
    private static final List<Call> CALLS = new ArrayList<>();
    private static final Map<Call, String> SOUND_ANSWERS = new LinkedHashMap<>();

    /** One real request of the API. */
    record Call(String method, String target, String body) {
        static Call get(String target) {
            return new Call("GET", target, null);
        }

        static Call post(String target, String body) {
            return new Call("POST", target, body);
        }

        HttpResponse<String> send(RunningServer server) throws IOException, InterruptedException {
            HttpRequest.Builder request = HttpRequest.newBuilder(server.uri(target));
            return server.send(body == null ? request.GET().build() : request.header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build());
        }

        @Override
        public String toString() {
            return method + " " + target;
        }
    }

    /** What is done to the snapshot directory under the running server, and what the server can still know. */
    enum Fault {
        SST_FILES_DELETED(Outcome.ANSWERS_UNCHANGED) {
            @Override
            void apply(Path snapshot) throws IOException {
                for (Path sst : tables(snapshot)) {
                    Files.delete(sst);
                }
            }
        },
        SST_FILES_REPLACED_BY_NEW_FILES(Outcome.ANSWERS_UNCHANGED) {
            @Override
            void apply(Path snapshot) throws IOException {
                for (Path sst : tables(snapshot)) {
                    long size = Files.size(sst);
                    Files.delete(sst);
                    Files.write(sst, new byte[(int) size]);
                }
            }
        },
        MANIFESTS_DELETED(Outcome.ANSWERS_UNCHANGED) {
            @Override
            void apply(Path snapshot) throws IOException {
                Files.delete(snapshot.resolve(Manifest.FILE_NAME));
                for (String name : SnapshotFiles.list(snapshot)) {
                    if (name.startsWith("MANIFEST-") || name.equals("CURRENT") || name.startsWith("OPTIONS-")) {
                        Files.delete(snapshot.resolve(name));
                    }
                }
            }
        },
        SST_FILES_TRUNCATED_TO_HALF(Outcome.SOME_READS_FAIL) {
            @Override
            void apply(Path snapshot) throws IOException {
                for (Path sst : tables(snapshot)) {
                    try (FileChannel file = FileChannel.open(sst, StandardOpenOption.WRITE)) {
                        file.truncate(file.size() / 2);
                    }
                }
            }
        },
        SST_BYTES_OVERWRITTEN_IN_PLACE(Outcome.SOME_READS_FAIL) {
            @Override
            void apply(Path snapshot) throws IOException {
                byte[] garbage = new byte[64];
                Arrays.fill(garbage, (byte) 0xA5);
                for (Path sst : tables(snapshot)) {
                    // Same file, same inode: the server's open descriptor sees these bytes on its next read.
                    try (FileChannel file = FileChannel.open(sst, StandardOpenOption.WRITE)) {
                        for (long at = 0; at < file.size(); at += 4096) {
                            file.write(ByteBuffer.wrap(garbage), at);
                        }
                    }
                }
            }
        },
        ONE_BIT_FLIPPED_IN_EACH_SST(Outcome.EITHER) {
            @Override
            void apply(Path snapshot) throws IOException {
                for (Path sst : tables(snapshot)) {
                    try (FileChannel file = FileChannel.open(sst, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
                        ByteBuffer one = ByteBuffer.allocate(1);
                        long middle = file.size() / 2;
                        file.read(one, middle);
                        one.put(0, (byte) (one.get(0) ^ 0x10)).rewind();
                        file.write(one, middle);
                    }
                }
            }
        };

        private final Outcome outcome;

        Fault(Outcome outcome) {
            this.outcome = outcome;
        }

        abstract void apply(Path snapshot) throws IOException;

        private static List<Path> tables(Path snapshot) throws IOException {
            try (Stream<Path> files = Files.list(snapshot)) {
                List<Path> tables = files.filter(p -> p.getFileName().toString().endsWith(".sst")).sorted().toList();
                assertThat(tables).as("the sample snapshot's table files").isNotEmpty();
                return tables;
            }
        }
    }

    enum Outcome {
        /** Linux keeps a deleted or replaced file readable through the descriptor RocksDB opened it with. */
        ANSWERS_UNCHANGED,
        /** Reads of blocks not in the block cache meet the damage. */
        SOME_READS_FAIL,
        /** Depends on whether a damaged block is read at all. */
        EITHER
    }

    @BeforeAll
    static void recordTheSoundAnswers() throws Exception {
        CALLS.addAll(calls());
        try (RunningServer reference = serverOn(copyOf("reference"))) {
            for (Call call : CALLS) {
                HttpResponse<String> answer = call.send(reference);
                assertThat(answer.statusCode()).as(call + ": " + answer.body()).isEqualTo(200);
                SOUND_ANSWERS.put(call, answer.body());
            }
        }
    }

    /** Single lookups across every domain, then batches over every purl of the sample catalog (most table blocks). */
    private static List<Call> calls() throws IOException {
        String log4j = "pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1";
        List<Call> calls = new ArrayList<>(List.of(
                Call.get("/v2/licenses/details?id=MIT"),
                Call.get("/v2/vulnerabilities/component?purl=" + log4j),
                Call.get("/v2/components/versions?purl=pkg:npm/express&limit=1000"),
                Call.get("/v2/components/search?search=react"),
                Call.get("/v3/components/releases?purl=pkg:github/expressjs/express&limit=1000"),
                Call.get("/v2/geoprovenance/countries/component?purl=pkg:github/scanoss/engine"),
                Call.get("/v2/components/status/component?purl=pkg:npm/react@0.7.1"),
                Call.get("/v2/licenses/component?purl=pkg:npm/react@0.7.1"),
                Call.get("/v2/licenses/details?id=Apache-2.0"),
                Call.get("/v2/licenses/details?id=GPL-3.0-only"),
                Call.get("/v2/licenses/details?id=BSD-3-Clause"),
                Call.get("/v2/licenses/details?id=LGPL-2.1-only"),
                Call.get("/v2/licenses/obligations?id=apache-2.0"),
                Call.get("/v2/vulnerabilities/component?purl=pkg:npm/lodash@4.17.0"),
                Call.get("/v2/vulnerabilities/cpes/component?purl=" + log4j),
                Call.get("/v2/components/versions?purl=pkg:npm/react&limit=1000"),
                Call.get("/v2/components/search?search=a"),
                Call.get("/v2/components/search?search=lo"),
                Call.get("/v2/cryptography/algorithms/component?purl=pkg:github/torvalds/uemacs"),
                Call.get("/v2/semgrep/issues/component?purl=pkg:github/leftrightleft/pygoat"),
                Call.get("/v3/components/releases?purl=pkg:npm/express")));
        String components = catalogComponents();
        for (String route : List.of("/v2/components/status/components", "/v2/vulnerabilities/components",
                "/v2/licenses/components", "/v2/cryptography/algorithms/components", "/v2/semgrep/issues/components",
                "/v2/geoprovenance/countries/components", "/v3/components/releases")) {
            calls.add(Call.post(route, components));
        }
        return calls;
    }

    private static String catalogComponents() throws IOException {
        ArrayNode components = JSON.createArrayNode();
        try (Stream<String> lines = Files.lines(SampleSnapshot.feeds().resolve("catalog/scanoss-components.jsonl"))) {
            // Lines starting with '#' are the file's provenance comment.
            lines.filter(line -> !line.isBlank() && !line.startsWith("#")).map(line -> {
                try {
                    return JSON.readTree(line).path("purl").asText();
                } catch (IOException e) {
                    throw new IllegalStateException("sample catalog line is not JSON", e);
                }
            }).filter(purl -> !purl.isEmpty()).forEach(purl -> components.addObject().put("purl", purl));
        }
        assertThat(components.size()).as("purls in the sample catalog").isBetween(1_000, 5_000);
        ObjectNode body = JSON.createObjectNode();
        body.set("components", components);
        return JSON.writeValueAsString(body);
    }

    private static Path copyOf(String name) throws IOException {
        return SampleSnapshot.copyTo(dir.resolve(name));
    }

    private static RunningServer serverOn(Path snapshot) throws Exception {
        return new RunningServer(Engine.open(snapshot, SnapshotOptions.DEFAULTS, ResolutionListener.NONE),
                ServerSettings.defaults("127.0.0.1", 0));
    }

    @ParameterizedTest
    @EnumSource(Fault.class)
    void everyAnswerIsTheSoundOneOrTheDocumented503(Fault fault) throws Exception {
        Path snapshot = copyOf(fault.name());
        int refused = 0;
        try (ServerErrorLog log = new ServerErrorLog(); RunningServer server = serverOn(snapshot)) {
            for (Call call : CALLS.subList(0, ANSWERED_BEFORE_THE_FAULT)) {
                assertThat(call.send(server).body()).as(call.toString()).isEqualTo(SOUND_ANSWERS.get(call));
            }

            fault.apply(snapshot);

            for (Call call : CALLS) {
                HttpResponse<String> answer = call.send(server);
                if (answer.statusCode() == 200) {
                    assertThat(answer.body()).as(call + " after " + fault).isEqualTo(SOUND_ANSWERS.get(call));
                } else {
                    assertDocumentedRefusal(call, answer);
                    refused++;
                }
            }

            HttpResponse<String> readiness = server.get("/readyz");
            String status = JSON.readTree(readiness.body()).path("status").asText();
            if (refused > 0) {
                assertThat(readiness.statusCode()).isEqualTo(503);
                assertThat(status).isEqualTo("damaged");
            } else {
                assertThat(readiness.statusCode()).as(readiness.body()).isEqualTo(200);
                assertThat(status).isEqualTo("ready");
            }
            assertThat(server.get("/healthz").statusCode()).isEqualTo(200);
            assertThat(log.stackTraceLines()).as("stack traces logged").isEmpty();
            assertThat(log.lines().stream().filter(line -> line.contains("answered 503"))).hasSize(refused);
        }
        // EITHER has no further expectation: each answer and the readiness were checked above.
        if (fault.outcome == Outcome.ANSWERS_UNCHANGED) {
            assertThat(refused).as("requests refused after " + fault).isZero();
        } else if (fault.outcome == Outcome.SOME_READS_FAIL) {
            assertThat(refused).as("requests refused after " + fault).isPositive();
        }
    }

    private static void assertDocumentedRefusal(Call call, HttpResponse<String> answer) throws IOException {
        assertThat(answer.statusCode()).as(call + " answered " + answer.body()).isEqualTo(503);
        assertThat(answer.headers().firstValue("content-type")).hasValueSatisfying(type -> assertThat(type).startsWith("application/json"));
        assertThat(answer.body()).as("no server path in the answer").doesNotContain(dir.toString()).doesNotContain(".sst");
        JsonNode body = JSON.readTree(answer.body());
        if (call.target().startsWith("/v3/")) {
            assertThat(body.path("status").asText()).isEqualTo("error");
            assertThat(body.at("/error/code").asText()).isEqualTo("MZ_READ_FAILED");
            assertThat(body.at("/error/message").asText()).isNotBlank();
            assertThat(body.path("timestamp").asText()).isNotBlank();
        } else {
            assertThat(body.path("code").asInt()).isEqualTo(14);
            assertThat(body.path("message").asText()).isNotBlank();
            assertThat(body.path("details").isArray()).isTrue();
        }
    }

    @Test
    void switchingToASoundSnapshotMakesTheDamagedServerReadyAndCorrectAgain() throws Exception {
        Path damaged = copyOf("damaged-then-replaced");
        try (ServerErrorLog log = new ServerErrorLog(); RunningServer server = serverOn(damaged)) {
            Fault.SST_BYTES_OVERWRITTEN_IN_PLACE.apply(damaged);
            for (Call call : CALLS) {
                call.send(server);
            }
            assertThat(server.get("/readyz").statusCode()).isEqualTo(503);

            server.engines().switchTo(Engine.open(copyOf("replacement"), SnapshotOptions.DEFAULTS, ResolutionListener.NONE));

            assertThat(server.get("/readyz").statusCode()).isEqualTo(200);
            for (Call call : CALLS) {
                HttpResponse<String> answer = call.send(server);
                assertThat(answer.statusCode()).as(call.toString()).isEqualTo(200);
                assertThat(answer.body()).as(call.toString()).isEqualTo(SOUND_ANSWERS.get(call));
            }
            assertThat(log.stackTraceLines()).isEmpty();
        }
    }
}
