package io.cis.loader.feeds.nvd;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.engine.cpe.CpeCriterion;
import io.cis.engine.cpe.CpeName;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The criteria of a CVE's NVD configurations that name vulnerable software: every {@code cpeMatch} (API 2.0, and
 * CVE JSON 5's {@code cpeApplicability}, which has the same shape) or {@code cpe_match} (1.1 feed, whose nodes nest
 * {@code children}) with {@code vulnerable} true, with its version range. A configuration's platform conditions
 * (the non-vulnerable side of an AND, "running on") are not kept: an SBOM does not say what its components run on, and
 * the vulnerable software is what the criterion names. Negated nodes are passed over. A criterion that is not a CPE
 * name is listed as a problem, the record's other facts are still used.
 */
final class CpeConfigurations {

    private final String cve;
    private final Set<CpeCriterion> criteria = new LinkedHashSet<>();
    private final List<String> problems = new ArrayList<>();

    private CpeConfigurations(String cve) {
        this.cve = cve;
    }

    /** API 2.0 {@code configurations[]} or CVE 5 {@code cpeApplicability[]}: objects holding {@code nodes[]}. */
    static CpeConfigurations ofConfigurations(String cve, JsonNode configurations, String where) {
        CpeConfigurations read = new CpeConfigurations(cve);
        int index = 0;
        for (JsonNode configuration : configurations) {
            read.nodes(configuration.path("nodes"), "cpeMatch", "criteria", where + "[" + index++ + "].nodes");
        }
        return read;
    }

    /** The 1.1 feed's {@code configurations.nodes[]}. */
    static CpeConfigurations ofLegacyNodes(String cve, JsonNode nodes) {
        CpeConfigurations read = new CpeConfigurations(cve);
        read.nodes(nodes, "cpe_match", "cpe23Uri", "configurations.nodes");
        return read;
    }

    List<CpeCriterion> criteria() {
        return List.copyOf(criteria);
    }

    List<String> problems() {
        return List.copyOf(problems);
    }

    private void nodes(JsonNode nodes, String matchField, String criteriaField, String where) {
        int index = 0;
        for (JsonNode node : nodes) {
            String here = where + "[" + index++ + "]";
            if (node.path("negate").asBoolean(false)) {
                continue;
            }
            int match = 0;
            for (JsonNode cpeMatch : node.path(matchField)) {
                String at = here + "." + matchField + "[" + match++ + "]";
                if (!cpeMatch.path("vulnerable").asBoolean(false)) {
                    continue;
                }
                String criterion = cpeMatch.path(criteriaField).asText("");
                if (CpeName.parse(criterion).filter(CpeName::namesProduct).isEmpty()) {
                    problems.add(at + "." + criteriaField + " '" + criterion + "' is not a CPE name with a product; "
                            + "that criterion is not used");
                    continue;
                }
                criteria.add(new CpeCriterion(cve, criterion, text(cpeMatch, "versionStartIncluding"),
                        text(cpeMatch, "versionStartExcluding"), text(cpeMatch, "versionEndIncluding"),
                        text(cpeMatch, "versionEndExcluding")));
            }
            nodes(node.path("children"), matchField, criteriaField, here + ".children");
        }
    }

    private static String text(JsonNode match, String field) {
        JsonNode value = match.path(field);
        return value.isTextual() || value.isNumber() ? value.asText() : "";
    }
}
