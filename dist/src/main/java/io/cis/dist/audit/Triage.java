package io.cis.dist.audit;

import io.cis.engine.vulnerabilities.VulnerabilityRecord;
import java.time.LocalDate;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Decides, per finding, whether a VEX statement or an ignore rule takes it out of the count. A statement about the
 * component itself wins over one about the whole product, and an earlier statement over a later one; a statement
 * that the component is affected or under investigation keeps the finding open. Ignore rules apply only where no VEX
 * statement speaks, and expired rules not at all.
 */
public final class Triage {

    public static final Triage NONE = new Triage(List.of(), List.of(), LocalDate.MIN);

    private final List<VexStatement> statements;
    private final List<IgnoreRule> rules;
    private final LocalDate today;

    public Triage(List<VexStatement> statements, List<IgnoreRule> rules, LocalDate today) {
        this.statements = List.copyOf(statements);
        this.rules = List.copyOf(rules);
        this.today = today;
    }

    public List<VexStatement> statements() {
        return statements;
    }

    /** The rules past their expiry date, which the audit warns about. */
    public List<IgnoreRule> expiredRules() {
        return rules.stream().filter(rule -> rule.expiredOn(today)).toList();
    }

    /** The VEX statement that speaks of this finding, whatever it says: the component's own first, the first read. */
    public Optional<VexStatement> statement(SbomComponent component, VulnerabilityRecord vulnerability) {
        Set<String> ids = idsOf(vulnerability);
        return first(component, ids, false).or(() -> first(component, ids, true));
    }

    public Optional<Suppression> suppression(SbomComponent component, VulnerabilityRecord vulnerability) {
        Set<String> ids = idsOf(vulnerability);
        Optional<VexStatement> statement = statement(component, vulnerability);
        if (statement.isPresent()) {
            return statement.get().status().suppresses() ? statement.map(Suppression::of) : Optional.empty();
        }
        return rules.stream()
                .filter(rule -> !rule.expiredOn(today) && ids.contains(rule.id().toUpperCase(Locale.ROOT)) && rule.covers(component))
                .findFirst()
                .map(Suppression::ignored);
    }

    /**
     * The statements of {@code origin}-filtered documents (the {@code --vex} files) that speak of no finding of the
     * audit, each with why: no component of the SBOM is the one it names, or none of them has that vulnerability.
     */
    public List<Unmatched> unmatched(List<ComponentAudit> audits, java.util.function.Predicate<VexStatement> considered) {
        List<Unmatched> unmatched = new java.util.ArrayList<>();
        for (VexStatement statement : statements) {
            if (!considered.test(statement)) {
                continue;
            }
            boolean componentFound = false;
            boolean findingFound = false;
            for (ComponentAudit audit : audits) {
                boolean names = statement.productWide()
                        || statement.targets().stream().anyMatch(target -> Purls.targets(target, audit.component()));
                if (!names) {
                    continue;
                }
                componentFound = true;
                for (VulnerabilityRecord vulnerability : audit.vulnerabilities().vulnerabilities()) {
                    Set<String> ids = idsOf(vulnerability);
                    if (statement.vulnerabilityIds().stream().anyMatch(id -> ids.contains(id.toUpperCase(Locale.ROOT)))) {
                        findingFound = true;
                        break;
                    }
                }
                if (findingFound) {
                    break;
                }
            }
            if (!findingFound) {
                unmatched.add(new Unmatched(statement, componentFound));
            }
        }
        return unmatched;
    }

    /** A statement no finding answers to; {@code componentInSbom} tells whether the component it names is there. */
    public record Unmatched(VexStatement statement, boolean componentInSbom) {

        /** One line for standard error naming the statement's vulnerability and product. */
        public String warning() {
            String ids = String.join(", ", new java.util.TreeSet<>(statement.vulnerabilityIds()));
            String products = statement.targets().isEmpty() ? "(no product named)"
                    : String.join(", ", new java.util.TreeSet<>(statement.targets()));
            return "audit: warning: VEX statement of " + statement.origin() + " (" + statement.status().label()
                    + ") for " + ids + " on " + products + " matched nothing: " + (componentInSbom
                    ? "the audit found no such vulnerability in that component" : "no component of the SBOM is that product");
        }
    }

    // The record's own id, its CVE and every alias (GHSA, GO, PYSEC, distribution ids), compared without case (advisory
    // ids are written both ways): a VEX statement or ignore rule may name the vulnerability by any of them.
    private static Set<String> idsOf(VulnerabilityRecord vulnerability) {
        Set<String> ids = new LinkedHashSet<>();
        ids.add(vulnerability.id().toUpperCase(Locale.ROOT));
        if (!vulnerability.cve().isEmpty()) {
            ids.add(vulnerability.cve().toUpperCase(Locale.ROOT));
        }
        vulnerability.aliases().forEach(alias -> ids.add(alias.toUpperCase(Locale.ROOT)));
        return ids;
    }

    private Optional<VexStatement> first(SbomComponent component, Set<String> ids, boolean productWide) {
        return statements.stream()
                .filter(s -> s.vulnerabilityIds().stream().anyMatch(id -> ids.contains(id.toUpperCase(Locale.ROOT))))
                .filter(s -> productWide ? s.productWide()
                        : s.targets().stream().anyMatch(target -> Purls.targets(target, component)))
                .findFirst();
    }
}
