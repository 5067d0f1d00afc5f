package io.cis.http.ops;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintStream;

/**
 * One JSON line per answered request on its own stream; never a request body, never a key or credential. Its text
 * fields are escaped with {@link LogText} first: JSON escapes control characters below U+0020 only, and leaves DEL,
 * the C1 controls and U+2028/U+2029 raw, which split lines or drive terminals in the tools that read the log.
 */
public final class AccessLog {

    private final ObjectMapper mapper = new ObjectMapper();
    private final PrintStream out;

    public AccessLog(PrintStream out) {
        this.out = out;
    }

    /** One access-log line. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Entry(
            @JsonProperty("time") String time,
            @JsonProperty("method") String method,
            @JsonProperty("route") String route,
            @JsonProperty("status") int status,
            @JsonProperty("duration_ms") double durationMs,
            @JsonProperty("batch_size") Integer batchSize,
            @JsonProperty("request_id") String requestId) {
    }

    public void write(Entry entry) {
        Entry escaped = new Entry(LogText.escape(entry.time()), LogText.escape(entry.method()),
                LogText.escape(entry.route()), entry.status(), entry.durationMs(), entry.batchSize(),
                entry.requestId() == null ? null : LogText.escape(entry.requestId()));
        try {
            out.println(mapper.writeValueAsString(escaped));
        } catch (JsonProcessingException e) {
            // A log line that cannot be written must not fail the request it describes.
            out.println("{\"error\":\"access log entry could not be written\"}");
        }
    }
}
