package io.cis.dist.readme;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * JSON as the README shows it: real JSON in which {@code ...} stands for something left out. As an object member it
 * means "further fields", as the last array element "further elements", inside a string "further text"; there must
 * be something left out where it stands. An object without {@code ...} must have exactly the fields shown (in any
 * order), an array without it exactly the elements shown (in that order).
 */
final class AbridgedJson {

    /** What {@code ...} becomes in the parsed tree: a member name or array element no real answer contains. */
    static final String MORE = "\u0000...";

    /** {@link #MORE} as JSON text. */
    private static final String MORE_JSON = "\"\\u0000...\"";

    private static final ObjectMapper JSON = new ObjectMapper();

    private final JsonNode shown;

    private AbridgedJson(JsonNode shown) {
        this.shown = shown;
    }

    /** Parses the README's text; fails when it is not JSON once each {@code ...} is read as described above. */
    static AbridgedJson parse(String text) {
        try {
            return new AbridgedJson(JSON.readTree(withMarkers(text)));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not JSON with '...' abridgements: " + e.getOriginalMessage()
                    + " in: " + text, e);
        }
    }

    /**
     * Every difference between what the README shows and the server's {@code answer}, one line each, naming the
     * field by JSON pointer; empty when the answer is what the README shows. A varying value is checked against its
     * source even where the README leaves it out.
     */
    List<String> mismatches(JsonNode answer, List<VaryingValue> varying) {
        Map<String, VaryingValue> byPointer = varying.stream()
                .collect(Collectors.toMap(VaryingValue::pointer, Function.identity()));
        List<String> found = new ArrayList<>();
        compare("", shown, answer, byPointer, found);
        for (VaryingValue value : varying) {
            JsonNode real = answer.at(value.pointer());
            if (shown.at(value.pointer()).isMissingNode() && !real.isMissingNode()
                    && !(real.isTextual() && value.agreesWithSource().test(real.asText()))) {
                found.add(value.pointer() + ": the server answered " + brief(real) + ", which is not "
                        + value.source());
            }
        }
        return found;
    }

    private static void compare(String pointer, JsonNode shown, JsonNode answer, Map<String, VaryingValue> varying,
            List<String> found) {
        VaryingValue value = varying.get(pointer);
        if (value != null) {
            compareVarying(pointer, value, shown, answer, found);
        } else if (shown.isObject()) {
            compareObjects(pointer, shown, answer, varying, found);
        } else if (shown.isArray()) {
            compareArrays(pointer, shown, answer, varying, found);
        } else if (shown.isTextual()) {
            if (!answer.isTextual() || !textMatches(shown.asText(), answer.asText())) {
                found.add(differs(pointer, shown, answer));
            }
        } else if (shown.isNumber()) {
            if (!answer.isNumber() || shown.decimalValue().compareTo(answer.decimalValue()) != 0) {
                found.add(differs(pointer, shown, answer));
            }
        } else if (!shown.equals(answer)) {
            found.add(differs(pointer, shown, answer));
        }
    }

    private static void compareVarying(String pointer, VaryingValue value, JsonNode shown, JsonNode answer,
            List<String> found) {
        if (!shown.isTextual() || !value.shape().matcher(shown.asText()).matches()) {
            found.add(at(pointer) + ": the README shows " + brief(shown) + ", which does not look like a value of"
                    + " this field (" + value.shape() + ")");
        }
        if (!answer.isTextual() || !value.agreesWithSource().test(answer.asText())) {
            found.add(at(pointer) + ": the server answered " + brief(answer) + ", which is not " + value.source());
        }
    }

    private static void compareObjects(String pointer, JsonNode shown, JsonNode answer,
            Map<String, VaryingValue> varying, List<String> found) {
        if (!answer.isObject()) {
            found.add(differs(pointer, shown, answer));
            return;
        }
        for (Iterator<Map.Entry<String, JsonNode>> fields = shown.fields(); fields.hasNext(); ) {
            Map.Entry<String, JsonNode> field = fields.next();
            if (field.getKey().equals(MORE)) {
                continue;
            }
            String child = pointer + "/" + escaped(field.getKey());
            if (!answer.has(field.getKey())) {
                found.add(at(child) + ": the README shows " + brief(field.getValue()) + ", the server answered no"
                        + " such field");
            } else {
                compare(child, field.getValue(), answer.get(field.getKey()), varying, found);
            }
        }
        boolean leftOut = false;
        for (Iterator<String> names = answer.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!shown.has(name)) {
                leftOut = true;
                if (!shown.has(MORE)) {
                    found.add(at(pointer + "/" + escaped(name)) + ": the server answered " + brief(answer.get(name))
                            + ", the README shows no such field and no '...' in its object");
                }
            }
        }
        if (shown.has(MORE) && !leftOut) {
            found.add(at(pointer) + ": the README's '...' stands for further fields, the server answered only those"
                    + " shown");
        }
    }

    private static void compareArrays(String pointer, JsonNode shown, JsonNode answer,
            Map<String, VaryingValue> varying, List<String> found) {
        if (!answer.isArray()) {
            found.add(differs(pointer, shown, answer));
            return;
        }
        int listed = shown.size();
        boolean open = listed > 0 && MORE.equals(shown.get(listed - 1).textValue());
        if (open) {
            listed--;
        }
        for (int i = 0; i < listed; i++) {
            if (MORE.equals(shown.get(i).textValue())) {
                found.add(at(pointer) + ": the README has '...' before the end of this array, where it means nothing");
                return;
            }
        }
        if (open ? answer.size() <= listed : answer.size() != listed) {
            found.add(at(pointer) + ": the README shows " + listed + (open ? " elements and '...' for more" : " elements")
                    + ", the server answered " + answer.size());
        }
        for (int i = 0; i < Math.min(listed, answer.size()); i++) {
            compare(pointer + "/" + i, shown.get(i), answer.get(i), varying, found);
        }
    }

    /** The README's text with each {@code ...} outside strings turned into a member or element named {@link #MORE}. */
    private static String withMarkers(String text) {
        StringBuilder out = new StringBuilder(text.length() + 32);
        Deque<Character> open = new ArrayDeque<>();
        boolean inString = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (inString) {
                out.append(c);
                if (c == '\\' && i + 1 < text.length()) {
                    out.append(text.charAt(++i));
                } else if (c == '"') {
                    inString = false;
                }
            } else if (text.startsWith("...", i) && !open.isEmpty()) {
                out.append(open.peek() == '{' ? MORE_JSON + ":null" : MORE_JSON);
                i += 2;
            } else {
                if (c == '"') {
                    inString = true;
                } else if (c == '{' || c == '[') {
                    open.push(c);
                } else if ((c == '}' || c == ']') && !open.isEmpty()) {
                    open.pop();
                }
                out.append(c);
            }
        }
        return out.toString();
    }

    private static String differs(String pointer, JsonNode shown, JsonNode answer) {
        return at(pointer) + ": the README shows " + brief(shown) + ", the server answered " + brief(answer);
    }

    private static String at(String pointer) {
        return pointer.isEmpty() ? "/" : pointer;
    }

    private static String escaped(String name) {
        return name.replace("~", "~0").replace("/", "~1");
    }

    /** Whether {@code answer} is the README's {@code shown} text, each {@code ...} in it standing for some text. */
    static boolean textMatches(String shown, String answer) {
        String[] parts = shown.split("\\.\\.\\.", -1);
        if (parts.length == 1) {
            return shown.equals(answer);
        }
        String last = parts[parts.length - 1];
        if (!answer.startsWith(parts[0]) || !answer.endsWith(last)) {
            return false;
        }
        int from = parts[0].length();
        int end = answer.length() - last.length();
        for (int i = 1; i < parts.length - 1; i++) {
            int found = answer.indexOf(parts[i], from + 1);
            if (found < 0 || found + parts[i].length() >= end) {
                return false;
            }
            from = found + parts[i].length();
        }
        return end > from;
    }

    /** A value as JSON, cut to a length that keeps a report readable. */
    private static String brief(JsonNode value) {
        String json = value.toString().replace(MORE_JSON + ":null", "...").replace(MORE_JSON, "...");
        return json.length() <= 120 ? json : json.substring(0, 117) + "...";
    }
}
