package io.cis.loader.licenses;

import java.util.List;

/** A license with an SPDX exception to its terms: {@code GPL-2.0-only WITH Classpath-exception-2.0}. */
public record WithException(LicenseTerm license, String exception) implements LicenseExpression {

    @Override
    public String text() {
        return license.text() + " WITH " + exception;
    }

    @Override
    public List<LicenseTerm> terms() {
        return List.of(license);
    }

    @Override
    public int precedence() {
        return 2;
    }
}
