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

    public Optional<Suppression> suppression(SbomComponent component, VulnerabilityRecord vulnerability) {
        Set<String> ids = idsOf(vulnerability);
        Optional<VexStatement> statement = first(component, ids, false).or(() -> first(component, ids, true));
        if (statement.isPresent()) {
            return statement.get().status().suppresses() ? statement.map(Suppression::of) : Optional.empty();
        }
        return rules.stream()
                .filter(rule -> !rule.expiredOn(today) && ids.contains(rule.id().toUpperCase(Locale.ROOT)) && rule.covers(component))
                .findFirst()
                .map(Suppression::ignored);
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
