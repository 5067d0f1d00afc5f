package io.cis.bench.scale;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;

/** The indented layout of the JSON files upstream publishes pretty-printed ({@code "key": value}, two spaces). */
final class JsonLayout {

    private static final DefaultPrettyPrinter PRETTY = new DefaultPrettyPrinter(
            Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER));

    private JsonLayout() {
    }

    /** Indents the generator's output; each generator gets its own printer, which keeps nesting state. */
    static JsonGenerator indented(JsonGenerator json) {
        return json.setPrettyPrinter(PRETTY.createInstance());
    }
}
