package io.cis.http.v2;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.engine.snapshot.SnapshotIdentity;
import io.cis.http.ServerVersion;

/** The v2 {@code status} block: outcome, message, the snapshot that answered and the server's version. */
public record V2Status(
        @JsonProperty("status") String status,
        @JsonProperty("message") String message,
        @JsonProperty("db") Db db,
        @JsonProperty("server") Server server) {

    /**
     * {@code status.db}: schema version and build time of the snapshot that answered, and {@code "demo":true} when it
     * is the bundled demo snapshot (absent otherwise), so demo answers never pass for real ones.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Db(@JsonProperty("schema_version") String schemaVersion, @JsonProperty("created_at") String createdAt,
                     @JsonProperty("demo") Boolean demo) {
    }

    /** {@code status.server}: the server's own version. */
    public record Server(@JsonProperty("version") String version) {
    }

    public static V2Status success(String message, SnapshotIdentity snapshot, ServerVersion server) {
        return new V2Status("SUCCESS", message, new Db(snapshot.schemaVersion(), snapshot.createdAt(),
                snapshot.demo() ? Boolean.TRUE : null),
                new Server(server.version()));
    }
}
