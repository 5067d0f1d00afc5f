package io.cis.loader.feeds.packagist;

import io.cis.loader.catalog.DeclaredLicense;
import io.cis.loader.licenses.ExpressionParser;
import io.cis.loader.licenses.InvalidExpressionException;
import java.util.List;

/**
 * A version's {@code license}: Composer defines an array of several licenses as a choice between them (a
 * "disjunctive license"), so when every entry is an SPDX expression they are joined with {@code OR}; names that are
 * not expressions are kept as listed names, which do not say how they combine.
 */
final class ComposerLicense {

    private final ExpressionParser parser = new ExpressionParser();

    DeclaredLicense of(List<String> licenses) {
        if (licenses.size() < 2) {
            return DeclaredLicense.listed(licenses);
        }
        StringBuilder choice = new StringBuilder();
        for (String license : licenses) {
            try {
                parser.parse(license);
            } catch (InvalidExpressionException e) {
                return DeclaredLicense.listed(licenses);
            }
            if (choice.length() > 0) {
                choice.append(" OR ");
            }
            choice.append(license.contains(" ") ? "(" + license + ")" : license);
        }
        return new DeclaredLicense(choice.toString(), licenses);
    }
}
