package io.cis.http.body;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import io.cis.http.StrictUtf8;
import java.io.IOException;

/**
 * Reads a request body that must be exactly one JSON object, token by token, with the given {@link JsonLimits}, and
 * refuses an object that repeats a member name at any depth (which of the two was meant is as ambiguous as a repeated
 * query parameter). Every failure becomes a {@link BodyException} with a plain sentence that says where.
 */
public final class JsonBodyReader {

    /** How the parser words a repeated name; it has no exception type of its own for it. */
    private static final String DUPLICATE_PREFIX = "Duplicate field '";
    /** Longest part of a repeated member name quoted back to the client. */
    private static final int QUOTED_NAME_CHARS = 200;

    private final JsonFactory factory;
    private final JsonLimits limits;

    public JsonBodyReader(JsonLimits limits) {
        this.limits = limits;
        this.factory = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(limits.maxDepth())
                        .maxStringLength(limits.maxStringChars())
                        .maxNameLength(limits.maxNameChars())
                        .maxNumberLength(limits.maxNumberChars())
                        .build())
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                // Names stay canonical (the parser's per-body table reuses "purl" a thousand times without decoding it
                // again, and caps itself at 64k names) but are not interned into the JVM's table: a body of a million
                // distinct names would otherwise be put there one by one.
                .disable(JsonFactory.Feature.INTERN_FIELD_NAMES)
                .build();
    }

    /** The request {@code shape} reads from {@code body}, which must be one JSON object in well-formed UTF-8. */
    public <T> T readObject(byte[] body, BodyShape<T> shape) {
        if (body == null || body.length == 0) {
            throw new BodyException("request body is empty; a JSON object is required");
        }
        if (!StrictUtf8.valid(body)) {
            throw new BodyException("request body is not valid UTF-8");
        }
        try (JsonParser parser = factory.createParser(body)) {
            try {
                return read(parser, shape);
            } catch (JsonProcessingException e) {
                throw refusal(e, parser);
            }
        } catch (IOException e) {
            // Parsing bytes in memory does no I/O; closing the parser cannot fail either.
            throw new BodyException("request body cannot be read as JSON");
        }
    }

    private <T> T read(JsonParser parser, BodyShape<T> shape) throws IOException {
        JsonToken first = parser.nextToken();
        if (first == null) {
            throw new BodyException("request body is empty; a JSON object is required");
        }
        if (first != JsonToken.START_OBJECT) {
            throw new BodyException("request body must be a JSON object");
        }
        T request = shape.read(new JsonCursor(parser, limits));
        if (parser.currentToken() != JsonToken.END_OBJECT || parser.getParsingContext().inObject()) {
            throw new IllegalStateException("the body's shape did not read its object to the end");
        }
        // "{...} {...}" or "{...}x" is not one object plus noise: the body is malformed.
        if (parser.nextToken() != null) {
            throw new BodyException("malformed JSON" + where(parser.currentTokenLocation())
                    + ": the body holds more than one JSON value");
        }
        return request;
    }

    private BodyException refusal(JsonProcessingException e, JsonParser parser) {
        String where = where(e.getLocation() != null ? e.getLocation() : parser.currentLocation());
        String said = e.getOriginalMessage();
        if (said != null && said.startsWith(DUPLICATE_PREFIX)) {
            return new BodyException("malformed JSON" + where + ": the body repeats the member "
                    + quoted(parser.getParsingContext().getCurrentName()));
        }
        if (e instanceof JsonEOFException) {
            return new BodyException("malformed JSON" + where + ": the body ends before its JSON value is complete");
        }
        if (e instanceof StreamConstraintsException) {
            if (parser.getParsingContext().getNestingDepth() >= limits.maxDepth()) {
                return new BodyException("malformed JSON" + where + ": arrays and objects nest deeper than "
                        + limits.maxDepth() + " levels");
            }
            // Strings are measured only where they are read (JsonCursor names the field); a name is being read when
            // the parser, inside an object, has not yet moved onto a name whose value would come next.
            boolean readingName = parser.getParsingContext().inObject() && parser.currentToken() != JsonToken.FIELD_NAME;
            return new BodyException("malformed JSON" + where + (readingName
                    ? ": a member name is longer than " + limits.maxNameChars() + " characters"
                    : ": a number is longer than " + limits.maxNumberChars() + " characters"));
        }
        return new BodyException("malformed JSON" + where + ": unexpected text there");
    }

    static String where(JsonLocation location) {
        return location == null ? "" : " at line " + location.getLineNr() + ", column " + location.getColumnNr();
    }

    /** The name as a JSON string literal, so quotes and control characters in it cannot blur the sentence. */
    private static String quoted(String name) {
        if (name == null) {
            return "(unnamed)";
        }
        String shown = name.length() > QUOTED_NAME_CHARS ? name.substring(0, QUOTED_NAME_CHARS) + "..." : name;
        return "\"" + new String(JsonStringEncoder.getInstance().quoteAsString(shown)) + "\"";
    }
}
