package io.cis.engine.cpe;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import us.springett.parsers.cpe.Cpe;
import us.springett.parsers.cpe.util.Relation;

/**
 * One product's criteria with their CPEs parsed once while kept. {@link #matching} gives the CVEs whose criteria
 * cover a CPE name, each with the fixes the covering ranges state. Criteria that cannot be parsed are kept out (the
 * loader stores only parseable ones).
 */
final class PreparedCriteria {

    private record Prepared(CpeCriterion stored, Cpe cpe) {
    }

    private final List<Prepared> criteria;

    private PreparedCriteria(List<Prepared> criteria) {
        this.criteria = criteria;
    }

    static PreparedCriteria of(CpeCriteriaRecord record) {
        List<Prepared> prepared = new ArrayList<>(record.criteria().size());
        for (CpeCriterion criterion : record.criteria()) {
            CpeName.parse(criterion.criteria()).ifPresent(name -> prepared.add(new Prepared(criterion, name.cpe())));
        }
        return new PreparedCriteria(prepared);
    }

    int size() {
        return criteria.size();
    }

    /** Whether any criterion names the name's part and vendor (its product is this record's). */
    boolean knowsVendorOf(CpeName name) {
        return criteria.stream().anyMatch(c -> related(Cpe.compareAttribute(c.cpe().getPart(), name.cpe().getPart()))
                && related(Cpe.compareAttribute(c.cpe().getWellFormedVendor(), name.cpe().getWellFormedVendor())));
    }

    /** The CVEs a criterion of which covers the name, in the order first met, each with the fixes stated. */
    Map<String, List<String>> matching(CpeName name) {
        Map<String, Set<String>> found = new LinkedHashMap<>();
        for (Prepared criterion : criteria) {
            Optional<String> fix = covers(criterion, name);
            if (fix != null) {
                Set<String> fixes = found.computeIfAbsent(criterion.stored().vulnerability(), k -> new LinkedHashSet<>());
                fix.ifPresent(fixes::add);
            }
        }
        Map<String, List<String>> answer = new LinkedHashMap<>();
        found.forEach((id, fixes) -> answer.put(id, List.copyOf(fixes)));
        return answer;
    }

    /**
     * Whether the criterion covers the name: null when not; else the fix it states (its exclusive end), if any.
     * Every attribute but the version is compared as CPE name matching does, ANY on either side matching (an SBOM's
     * CPE rarely states what a criterion narrows, such as the target software, and missing a vulnerability is
     * worse than listing one to triage); the version is the criterion's own, or inside its range.
     */
    private static Optional<String> covers(Prepared criterion, CpeName name) {
        Cpe c = criterion.cpe();
        Cpe n = name.cpe();
        boolean others = related(Cpe.compareAttribute(c.getPart(), n.getPart()))
                && related(Cpe.compareAttribute(c.getWellFormedVendor(), n.getWellFormedVendor()))
                && related(Cpe.compareAttribute(c.getWellFormedProduct(), n.getWellFormedProduct()))
                && related(Cpe.compareAttribute(c.getWellFormedUpdate(), n.getWellFormedUpdate()))
                && related(Cpe.compareAttribute(c.getWellFormedEdition(), n.getWellFormedEdition()))
                && related(Cpe.compareAttribute(c.getWellFormedLanguage(), n.getWellFormedLanguage()))
                && related(Cpe.compareAttribute(c.getWellFormedSwEdition(), n.getWellFormedSwEdition()))
                && related(Cpe.compareAttribute(c.getWellFormedTargetSw(), n.getWellFormedTargetSw()))
                && related(Cpe.compareAttribute(c.getWellFormedTargetHw(), n.getWellFormedTargetHw()))
                && related(Cpe.compareAttribute(c.getWellFormedOther(), n.getWellFormedOther()));
        if (!others || !name.namesVersion()) {
            return null;
        }
        String version = name.version();
        CpeCriterion stored = criterion.stored();
        if (!CpeName.logical(c.getWellFormedVersion())) {
            boolean same = CpeVersionOrder.INSTANCE.compare(c.getVersion(), version) == 0
                    || Cpe.compareAttribute(c.getWellFormedVersion(), n.getWellFormedVersion()) != Relation.DISJOINT;
            return same ? Optional.empty() : null;
        }
        if (c.getWellFormedVersion().equals("-")) {
            return null;
        }
        CpeVersionOrder order = CpeVersionOrder.INSTANCE;
        if (!stored.versionStartIncluding().isEmpty() && order.compare(version, stored.versionStartIncluding()) < 0) {
            return null;
        }
        if (!stored.versionStartExcluding().isEmpty() && order.compare(version, stored.versionStartExcluding()) <= 0) {
            return null;
        }
        if (!stored.versionEndIncluding().isEmpty() && order.compare(version, stored.versionEndIncluding()) > 0) {
            return null;
        }
        if (!stored.versionEndExcluding().isEmpty()) {
            return order.compare(version, stored.versionEndExcluding()) < 0
                    ? Optional.of(stored.versionEndExcluding()) : null;
        }
        return Optional.empty();
    }

    private static boolean related(Relation relation) {
        return relation != Relation.DISJOINT;
    }
}
