package io.cis.dist.audit;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The statements of a CSAF 2.0 document (the VEX profile and others): each vulnerability's {@code product_status}
 * lists, with products resolved through the product tree to the purls (and CPEs) their
 * {@code product_identification_helper} gives. A relationship's product ("component installed on platform") is the component's purls. The justification
 * of {@code known_not_affected} is the product's {@code flags[].label}, its detail the {@code impact} threat.
 */
final class CsafVexStatements {

    private CsafVexStatements() {
    }

    static boolean isCsaf(JsonNode document) {
        return document.path("document").has("csaf_version");
    }

    static List<VexStatement> read(JsonNode document, String origin) {
        Map<String, Set<String>> purls = new HashMap<>();
        JsonNode tree = document.path("product_tree");
        collectBranches(tree.path("branches"), purls);
        tree.path("full_product_names").forEach(product -> addProduct(product, purls));
        for (JsonNode relationship : tree.path("relationships")) {
            String id = relationship.path("full_product_name").path("product_id").asText("");
            Set<String> component = purls.get(relationship.path("product_reference").asText(""));
            if (!id.isEmpty() && component != null) {
                purls.computeIfAbsent(id, k -> new LinkedHashSet<>()).addAll(component);
            }
        }
        List<VexStatement> statements = new ArrayList<>();
        for (JsonNode vulnerability : document.path("vulnerabilities")) {
            Set<String> ids = new LinkedHashSet<>();
            if (vulnerability.path("cve").isTextual()) {
                ids.add(vulnerability.get("cve").asText());
            }
            vulnerability.path("ids").forEach(id -> ids.add(id.path("text").asText()));
            ids.remove("");
            JsonNode productStatus = vulnerability.path("product_status");
            for (var category = productStatus.fieldNames(); category.hasNext(); ) {
                String name = category.next();
                VexStatus status = VexStatus.ofCsaf(name).orElse(null);
                if (status == null) {
                    continue;
                }
                for (JsonNode productId : productStatus.get(name)) {
                    String id = productId.asText();
                    Set<String> targets = new LinkedHashSet<>(purls.getOrDefault(id, Set.of()));
                    targets.add(id);
                    statements.add(new VexStatement(ids, targets, false, status,
                            about(vulnerability.path("flags"), id, "label"),
                            impact(vulnerability.path("threats"), id), origin));
                }
            }
        }
        return statements;
    }

    private static void collectBranches(JsonNode branches, Map<String, Set<String>> purls) {
        for (JsonNode branch : branches) {
            if (branch.has("product")) {
                addProduct(branch.get("product"), purls);
            }
            collectBranches(branch.path("branches"), purls);
        }
    }

    private static void addProduct(JsonNode product, Map<String, Set<String>> purls) {
        String id = product.path("product_id").asText("");
        JsonNode helper = product.path("product_identification_helper");
        for (String field : new String[] {"purl", "cpe"}) {
            String name = helper.path(field).asText("");
            if (!id.isEmpty() && !name.isEmpty()) {
                purls.computeIfAbsent(id, k -> new LinkedHashSet<>()).add(name);
            }
        }
    }

    private static String about(JsonNode entries, String productId, String field) {
        for (JsonNode entry : entries) {
            for (JsonNode id : entry.path("product_ids")) {
                if (productId.equals(id.asText())) {
                    return entry.path(field).asText("");
                }
            }
        }
        return "";
    }

    private static String impact(JsonNode threats, String productId) {
        for (JsonNode threat : threats) {
            if ("impact".equals(threat.path("category").asText())) {
                for (JsonNode id : threat.path("product_ids")) {
                    if (productId.equals(id.asText())) {
                        return threat.path("details").asText("");
                    }
                }
            }
        }
        return "";
    }
}
