package io.cis.dist.audit;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The statements of an OpenVEX document (0.0.1 and 0.2.0). A product with {@code subcomponents} speaks of those;
 * otherwise of the product itself, named by its {@code @id} or {@code identifiers.purl}. Early documents write the
 * vulnerability and products as plain strings; both forms are read.
 */
final class OpenVexStatements {

    private OpenVexStatements() {
    }

    static boolean isOpenVex(JsonNode document) {
        return document.path("@context").asText("").contains("openvex");
    }

    static List<VexStatement> read(JsonNode document, String origin) throws SbomFormatException {
        List<VexStatement> statements = new ArrayList<>();
        for (JsonNode statement : document.path("statements")) {
            String label = statement.path("status").asText("");
            VexStatus status = VexStatus.ofOpenVex(label).orElseThrow(() ->
                    new SbomFormatException(origin + ": OpenVEX status '" + label + "' is not one of not_affected, "
                            + "affected, fixed, under_investigation"));
            Set<String> ids = new LinkedHashSet<>();
            JsonNode vulnerability = statement.path("vulnerability");
            if (vulnerability.isTextual()) {
                ids.add(vulnerability.asText());
            } else {
                addText(ids, vulnerability.path("name"));
                addText(ids, vulnerability.path("@id"));
                vulnerability.path("aliases").forEach(alias -> addText(ids, alias));
            }
            Set<String> targets = new LinkedHashSet<>();
            for (JsonNode product : statement.path("products")) {
                if (product.isTextual()) {
                    targets.add(product.asText());
                } else if (product.path("subcomponents").size() > 0) {
                    for (JsonNode sub : product.path("subcomponents")) {
                        addIdentifiers(targets, sub);
                    }
                } else {
                    addIdentifiers(targets, product);
                }
            }
            String detail = statement.path("impact_statement").asText(statement.path("status_notes").asText(""));
            statements.add(new VexStatement(ids, targets, false, status,
                    statement.path("justification").asText(""), detail, origin));
        }
        return statements;
    }

    private static void addIdentifiers(Set<String> targets, JsonNode product) {
        addText(targets, product.path("@id"));
        addText(targets, product.path("identifiers").path("purl"));
        addText(targets, product.path("identifiers").path("cpe23"));
        addText(targets, product.path("identifiers").path("cpe22"));
    }

    private static void addText(Set<String> into, JsonNode node) {
        if (node.isTextual() && !node.asText().isEmpty()) {
            into.add(node.asText());
        }
    }
}
