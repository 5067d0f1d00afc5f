package io.cis.loader.feeds.sarif;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.UnusableRecordException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Turns one SARIF result into the findings it stands for: one per location that names a file, with the rule id,
 * the region's first and last line (none when the tool names no line) and the severity. A result that is not an
 * open problem (suppressed, absent from this run, level {@code none}), names no file or states contradictory lines
 * is unusable, with the reason.
 */
final class ResultTranslator {

    /** The first and last line a region covers. */
    private record Lines(int from, int to) {
    }

    List<LocatedFinding> findings(JsonNode result, ToolRules rules, RunArtifacts artifacts) throws UnusableRecordException {
        if (!result.isObject()) {
            throw new UnusableRecordException("not an object");
        }
        String stated = statedRuleId(result);
        Optional<JsonNode> rule;
        try {
            rule = rules.ruleOf(result);
        } catch (UnusableRecordException e) {
            throw named(stated, e);
        }
        String ruleId = stated != null ? stated : indexedRuleId(rule);
        try {
            return findings(result, rule, ruleId, artifacts);
        } catch (UnusableRecordException e) {
            throw named(ruleId, e);
        }
    }

    /** Names the rule in the reason, so that a skipped finding can be recognised in the build summary. */
    private static UnusableRecordException named(String ruleId, UnusableRecordException e) {
        return ruleId == null ? e : new UnusableRecordException(ruleId + ": " + e.getMessage());
    }

    private static List<LocatedFinding> findings(JsonNode result, Optional<JsonNode> rule, String ruleId,
                                                 RunArtifacts artifacts) throws UnusableRecordException {
        notAnOpenProblem(result);
        String level = SarifLevel.of(result, rule);
        if (level.equals(SarifLevel.NONE)) {
            String kind = JsonFields.string(result, "kind", "");
            throw new UnusableRecordException("level none (kind " + (kind == null ? "fail" : kind) + ") is not a problem");
        }
        String severity = SarifLevel.severity(level);
        JsonNode locations = result.get("locations");
        if (locations == null || locations.isNull() || (locations.isArray() && locations.isEmpty())) {
            throw new UnusableRecordException("no locations, so no file to list the issue under");
        }
        if (!locations.isArray()) {
            throw new UnusableRecordException("locations is not an array");
        }
        List<LocatedFinding> findings = new ArrayList<>();
        for (int i = 0; i < locations.size(); i++) {
            String where = "locations[" + i + "]";
            JsonNode location = locations.get(i);
            if (!location.isObject()) {
                throw new UnusableRecordException(where + " is not an object");
            }
            JsonNode physical = JsonFields.object(location, "physicalLocation", where + ".");
            where += ".physicalLocation";
            JsonNode artifact = physical == null ? null : JsonFields.object(physical, "artifactLocation", where + ".");
            if (artifact == null) {
                // a logical location (a function, a module) or a binary address names no file
                continue;
            }
            RunArtifacts.FileRef file = artifacts.fileOf(artifact, where + ".artifactLocation.");
            Lines lines = lines(JsonFields.object(physical, "region", where + "."), where + ".region");
            findings.add(new LocatedFinding(file.path(), file.md5(), new Finding(ruleId, lines.from(), lines.to(), severity)));
        }
        if (findings.isEmpty()) {
            throw new UnusableRecordException("no location names a file");
        }
        return findings;
    }

    /** The rule id the result states: {@code ruleId}, else {@code rule.id}; null when it states none. */
    private static String statedRuleId(JsonNode result) throws UnusableRecordException {
        String id = JsonFields.string(result, "ruleId", "");
        JsonNode reference = JsonFields.object(result, "rule", "");
        if (id == null && reference != null) {
            id = JsonFields.string(reference, "id", "rule.");
        }
        return id == null || id.isBlank() ? null : id;
    }

    /** Without a stated id, the id of the rule the result points at by index. */
    private static String indexedRuleId(Optional<JsonNode> rule) throws UnusableRecordException {
        String id = rule.isEmpty() ? null : JsonFields.string(rule.get(), "id", "the rule's ");
        if (id == null || id.isBlank()) {
            throw new UnusableRecordException("no rule id (ruleId, rule.id or an indexed rule's id)");
        }
        return id;
    }

    /**
     * A suppression that is accepted (or states no status) means someone decided this is not an issue, for example
     * with a {@code nosemgrep} comment; a result whose {@code baselineState} is {@code absent} was found before but
     * no longer is.
     */
    private static void notAnOpenProblem(JsonNode result) throws UnusableRecordException {
        JsonNode suppressions = result.get("suppressions");
        if (suppressions != null && !suppressions.isNull()) {
            if (!suppressions.isArray()) {
                throw new UnusableRecordException("suppressions is not an array");
            }
            for (int i = 0; i < suppressions.size(); i++) {
                JsonNode suppression = suppressions.get(i);
                if (!suppression.isObject()) {
                    throw new UnusableRecordException("suppressions[" + i + "] is not an object");
                }
                String status = JsonFields.string(suppression, "status", "suppressions[" + i + "].");
                if (status == null || status.equals("accepted")) {
                    String kind = JsonFields.string(suppression, "kind", "suppressions[" + i + "].");
                    throw new UnusableRecordException("suppressed (" + (kind == null ? "no kind" : kind) + "), not an open issue");
                }
            }
        }
        if ("absent".equals(JsonFields.string(result, "baselineState", ""))) {
            throw new UnusableRecordException("baselineState absent: no longer found");
        }
    }

    /**
     * The region's first and last line; SARIF's {@code endLine} defaults to the start line. An issue the tool did not
     * place on a line is about the whole file, line {@link Finding#NO_LINE}: SARIF says a location without a region
     * means the whole artifact, a region of character or byte offsets has no lines, and Semgrep Supply Chain writes
     * {@code startLine} 0 (columns 0) for a finding in a lockfile it could not place.
     */
    private static Lines lines(JsonNode region, String where) throws UnusableRecordException {
        if (region == null) {
            return new Lines(Finding.NO_LINE, Finding.NO_LINE);
        }
        int start = JsonFields.integer(region, "startLine", Finding.NO_LINE, where + ".");
        int end = JsonFields.integer(region, "endLine", start, where + ".");
        if (start == Finding.NO_LINE && end == Finding.NO_LINE) {
            return new Lines(Finding.NO_LINE, Finding.NO_LINE);
        }
        if (start < 1) {
            throw new UnusableRecordException(where + ".startLine " + start + " is not a line number");
        }
        if (end < start) {
            throw new UnusableRecordException(where + ".endLine " + end + " is before startLine " + start);
        }
        return new Lines(start, end);
    }
}
