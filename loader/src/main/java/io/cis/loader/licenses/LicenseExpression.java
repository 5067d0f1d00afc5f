package io.cis.loader.licenses;

import java.util.List;

/**
 * An SPDX license expression as a tree: license terms, a term {@code WITH} an exception, and terms joined by
 * {@code AND} or {@code OR}. {@link #text()} prints it back in SPDX syntax with only the parentheses the
 * precedence needs ({@code WITH} binds tighter than {@code AND}, {@code AND} tighter than {@code OR}).
 */
public sealed interface LicenseExpression permits LicenseTerm, WithException, CompoundExpression {

    /** The expression in SPDX syntax. */
    String text();

    /** The license terms, left to right (a term under {@code WITH} included), repeats kept. */
    List<LicenseTerm> terms();

    /** How tightly the expression binds when printed inside another: higher binds tighter. */
    int precedence();
}
