package io.cis.loader.licenses;

import io.cis.engine.licenses.LicenseEntry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The individual licenses of normalised expressions, each once, in the order they are named, with the SPDX list's
 * name and page: a license id, then the exception it is used {@code WITH}. A {@code LicenseRef-} is not on the
 * list ({@code is_spdx_approved} false) and is named by the text it was made from.
 */
public final class LicenseEntries {

    private final SpdxList spdx;

    public LicenseEntries(SpdxList spdx) {
        this.spdx = spdx;
    }

    public List<LicenseEntry> of(List<LicenseExpression> expressions) {
        Map<String, LicenseEntry> entries = new LinkedHashMap<>();
        for (LicenseExpression expression : expressions) {
            collect(expression, entries);
        }
        return new ArrayList<>(entries.values());
    }

    private void collect(LicenseExpression expression, Map<String, LicenseEntry> entries) {
        if (expression instanceof LicenseTerm term) {
            entries.putIfAbsent(term.id(), license(term));
        } else if (expression instanceof WithException with) {
            entries.putIfAbsent(with.license().id(), license(with.license()));
            entries.putIfAbsent(with.exception(), exception(with.exception()));
        } else {
            for (LicenseExpression operand : ((CompoundExpression) expression).operands()) {
                collect(operand, entries);
            }
        }
    }

    private LicenseEntry license(LicenseTerm term) {
        return spdx.license(term.id())
                .map(l -> new LicenseEntry(l.id(), l.fullName(), true, l.referenceUrl()))
                .orElse(new LicenseEntry(term.id(), term.name().isEmpty() ? term.id() : term.name(), false, ""));
    }

    private LicenseEntry exception(String id) {
        // the exception list stores the JSON details address; its page is the same address as .html
        return spdx.exception(id)
                .map(e -> new LicenseEntry(e.id(), e.fullName(), true, e.detailsUrl().replaceFirst("\\.json$", ".html")))
                .orElse(new LicenseEntry(id, id, false, ""));
    }
}
