package io.cis.loader.feeds.osadl;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.UnusableRecordException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Reads the JSON form of checklists that OSADL's OSLOC2JSON writes: an object with one field per license id, each
 * holding {@code "USE CASE": {name: tree}} and the license-level statements ({@code "COMPATIBILITY": [...]},
 * {@code "COPYLEFT CLAUSE": "Yes"}, ...), each a string or a list of strings. Its optimised form, where a use case
 * without obligations is only a name ({@code "USE CASE": "Source code delivery"}), is read too.
 */
final class OslocJsonReader {

    private final ObligationJson json;

    OslocJsonReader(ObligationJson json) {
        this.json = json;
    }

    /** Whether a document has the shape of OSLOC2JSON output: every field an object with a "USE CASE". */
    static boolean isChecklistDocument(JsonNode document) {
        if (!document.isObject() || document.isEmpty()) {
            return false;
        }
        for (Iterator<JsonNode> licenses = document.elements(); licenses.hasNext(); ) {
            JsonNode license = licenses.next();
            if (!license.isObject() || !license.has("USE CASE")) {
                return false;
            }
        }
        return true;
    }

    /** The checklists of a document that {@link #isChecklistDocument} accepted. */
    List<Checklist> read(JsonNode document) throws UnusableRecordException {
        List<Checklist> checklists = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> fields = document.fields(); fields.hasNext(); ) {
            Map.Entry<String, JsonNode> license = fields.next();
            JsonNode body = license.getValue();
            checklists.add(new Checklist(license.getKey(), first(body, "COPYLEFT CLAUSE"), first(body, "PATENT HINTS"),
                    strings(body, "COMPATIBILITY"), strings(body, "DEPENDING COMPATIBILITY"),
                    strings(body, "INCOMPATIBILITY"), useCases(license.getKey(), body.get("USE CASE"))));
        }
        return checklists;
    }

    private List<ChecklistUseCase> useCases(String license, JsonNode node) throws UnusableRecordException {
        List<ChecklistUseCase> useCases = new ArrayList<>();
        if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
                Map.Entry<String, JsonNode> useCase = fields.next();
                useCases.add(new ChecklistUseCase(useCase.getKey(), "", json.of(useCase.getValue())));
            }
            return useCases;
        }
        for (String name : strings(license, node)) {
            useCases.add(new ChecklistUseCase(name, "", json.of(Map.of())));
        }
        return useCases;
    }

    private static String first(JsonNode body, String field) throws UnusableRecordException {
        List<String> values = strings(field, body.get(field));
        return values.isEmpty() ? "" : values.get(0);
    }

    private static List<String> strings(JsonNode body, String field) throws UnusableRecordException {
        return strings(field, body.get(field));
    }

    private static List<String> strings(String field, JsonNode node) throws UnusableRecordException {
        List<String> values = new ArrayList<>();
        if (node == null || node.isNull()) {
            return values;
        }
        if (node.isTextual()) {
            values.add(node.textValue());
            return values;
        }
        if (node.isArray()) {
            for (JsonNode value : node) {
                if (!value.isTextual()) {
                    throw new UnusableRecordException(field + " holds a " + value.getNodeType() + ", not a string");
                }
                values.add(value.textValue());
            }
            return values;
        }
        throw new UnusableRecordException(field + " is a " + node.getNodeType() + ", not a string or a list of strings");
    }
}
