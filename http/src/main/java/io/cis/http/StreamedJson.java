package io.cis.http;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import io.javalin.http.ContentType;
import io.javalin.http.Context;
import java.io.IOException;

/**
 * Writes an answer as JSON to the response while it is encoded. A batch answer can run to megabytes; built whole it
 * was held once as text and again as bytes, each a large allocation the collector had to deal with per request.
 * The answer must be complete before it is written: once bytes are sent, a failure can no longer become an error body,
 * so a failure while writing closes the connection ({@link ConnectionAbort}) rather than end a cut answer cleanly.
 */
public final class StreamedJson {

    private final ObjectWriter writer;

    public StreamedJson(ObjectMapper mapper) {
        // The response stream belongs to Jetty, which completes it after the handler.
        this.writer = mapper.writer().without(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
    }

    public void send(Context ctx, Object answer) throws IOException {
        ctx.contentType(ContentType.APPLICATION_JSON);
        try {
            writer.writeValue(ctx.outputStream(), answer);
        } catch (IOException | RuntimeException | Error failure) {
            if (ctx.res().isCommitted()) {
                ConnectionAbort.abort(ctx, failure);
            } else {
                // Nothing sent yet: the error body replaces what was buffered.
                ctx.res().resetBuffer();
            }
            throw failure;
        }
    }
}
