package io.cis.http.body;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import java.io.IOException;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A body's tokens as the request shapes read them: members one by one, values as the types a request field has, and
 * whatever is not read skipped without being built. A value of the wrong type is refused with a sentence naming it.
 */
public final class JsonCursor {

    private final JsonParser parser;
    private final JsonLimits limits;

    JsonCursor(JsonParser parser, JsonLimits limits) {
        this.parser = parser;
        this.limits = limits;
    }

    /**
     * Inside an object (on its opening brace or after a member's value): moves to the next member's name; false when
     * the object ends instead.
     */
    public boolean nextMember() throws IOException {
        JsonToken token = parser.nextToken();
        if (token == JsonToken.FIELD_NAME) {
            checkMemberCount();
            return true;
        }
        if (token == JsonToken.END_OBJECT) {
            return false;
        }
        throw new IllegalStateException("nextMember() called outside an object, at " + token);
    }

    /** The name of the member the cursor is on. */
    public String name() throws IOException {
        return parser.currentName();
    }

    /** Moves to the next value (or the end of the array the cursor is in) and tells its kind. */
    public JsonToken nextValue() throws IOException {
        return parser.nextToken();
    }

    /**
     * Skips the next value whole, token by token, keeping nothing of it. (The parser's own {@code skipChildren()} does
     * the same walk but cannot count the members of the objects it passes.)
     */
    public void skipValue() throws IOException {
        JsonToken token = parser.nextToken();
        int open = token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY ? 1 : 0;
        while (open > 0) {
            token = parser.nextToken();
            if (token == null) {
                return; // the parser reports a body that ends inside a value; this is only a guard against looping
            }
            switch (token) {
                case START_OBJECT, START_ARRAY -> open++;
                case END_OBJECT, END_ARRAY -> open--;
                case FIELD_NAME -> checkMemberCount();
                default -> {
                }
            }
        }
    }

    private void checkMemberCount() {
        if (parser.getParsingContext().getEntryCount() > limits.maxMembers()) {
            throw new BodyException("malformed JSON" + JsonBodyReader.where(parser.currentTokenLocation())
                    + ": an object has more than " + limits.maxMembers() + " members");
        }
    }

    /** The next value as a string; null is the empty string; any other type is refused as {@code where}. */
    public String stringOrEmpty(String where) throws IOException {
        JsonToken token = parser.nextToken();
        if (token == JsonToken.VALUE_NULL) {
            return "";
        }
        if (token != JsonToken.VALUE_STRING) {
            throw new BodyException(where + " must be a string");
        }
        try {
            return parser.getText();
        } catch (StreamConstraintsException e) {
            throw new BodyException(where + " is longer than " + limits.maxStringChars() + " characters");
        }
    }

    /** The next value as true or false, empty when null; any other type is refused with {@code refusal}. */
    public Optional<Boolean> booleanOrNull(String refusal) throws IOException {
        JsonToken token = parser.nextToken();
        if (token == JsonToken.VALUE_NULL) {
            return Optional.empty();
        }
        if (token != JsonToken.VALUE_TRUE && token != JsonToken.VALUE_FALSE) {
            throw new BodyException(refusal);
        }
        return Optional.of(token == JsonToken.VALUE_TRUE);
    }

    /**
     * The next value as a whole number that fits 64 bits, empty when null; any other type, a fraction (even
     * {@code 1.0}) or a larger number is refused with {@code refusal}.
     */
    public OptionalLong wholeNumberOrNull(String refusal) throws IOException {
        JsonToken token = parser.nextToken();
        if (token == JsonToken.VALUE_NULL) {
            return OptionalLong.empty();
        }
        if (token != JsonToken.VALUE_NUMBER_INT) {
            throw new BodyException(refusal);
        }
        JsonParser.NumberType type = parser.getNumberType();
        if (type != JsonParser.NumberType.INT && type != JsonParser.NumberType.LONG) {
            throw new BodyException(refusal);
        }
        return OptionalLong.of(parser.getLongValue());
    }
}
