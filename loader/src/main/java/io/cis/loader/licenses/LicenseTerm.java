package io.cis.loader.licenses;

import java.util.List;

/**
 * One license of an expression: an SPDX license id (optionally with {@code +}, "or any later version"), or a
 * {@code LicenseRef-} id. {@code name} is the declared text a {@code LicenseRef-} id was made from, {@code ""}
 * otherwise.
 */
public record LicenseTerm(String id, boolean orLater, String name) implements LicenseExpression {

    public LicenseTerm {
        name = name == null ? "" : name;
    }

    public static LicenseTerm of(String id) {
        return new LicenseTerm(id, false, "");
    }

    @Override
    public String text() {
        return orLater ? id + "+" : id;
    }

    @Override
    public List<LicenseTerm> terms() {
        return List.of(this);
    }

    @Override
    public int precedence() {
        return 3;
    }
}
