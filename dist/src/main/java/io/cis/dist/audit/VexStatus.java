package io.cis.dist.audit;

import java.util.Locale;
import java.util.Optional;

/**
 * What a VEX statement says of a vulnerability in a component, across the three VEX formats read: CycloneDX
 * {@code analysis.state}, OpenVEX {@code status} and CSAF {@code product_status} categories.
 */
public enum VexStatus {
    NOT_AFFECTED(true), FALSE_POSITIVE(true), FIXED(true), AFFECTED(false), UNDER_INVESTIGATION(false);

    private final boolean suppresses;

    VexStatus(boolean suppresses) {
        this.suppresses = suppresses;
    }

    /** True when the statement takes the finding out of what {@code --fail-on} counts. */
    public boolean suppresses() {
        return suppresses;
    }

    /** The lower-case label the reports show. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The CycloneDX {@code analysis.state} that says the same. */
    public String cycloneDxState() {
        return switch (this) {
            case NOT_AFFECTED -> "not_affected";
            case FALSE_POSITIVE -> "false_positive";
            case FIXED -> "resolved";
            case AFFECTED -> "exploitable";
            case UNDER_INVESTIGATION -> "in_triage";
        };
    }

    /** A CycloneDX {@code analysis.state}; empty for a state the specification does not define. */
    public static Optional<VexStatus> ofCycloneDx(String state) {
        return switch (state) {
            case "not_affected" -> Optional.of(NOT_AFFECTED);
            case "false_positive" -> Optional.of(FALSE_POSITIVE);
            case "resolved", "resolved_with_pedigree" -> Optional.of(FIXED);
            case "exploitable" -> Optional.of(AFFECTED);
            case "in_triage" -> Optional.of(UNDER_INVESTIGATION);
            default -> Optional.empty();
        };
    }

    /** An OpenVEX {@code status}; empty for a status the specification does not define. */
    public static Optional<VexStatus> ofOpenVex(String status) {
        return switch (status) {
            case "not_affected" -> Optional.of(NOT_AFFECTED);
            case "fixed" -> Optional.of(FIXED);
            case "affected" -> Optional.of(AFFECTED);
            case "under_investigation" -> Optional.of(UNDER_INVESTIGATION);
            default -> Optional.empty();
        };
    }

    /** A CSAF {@code product_status} category; empty for the ones that state nothing about the product's state. */
    public static Optional<VexStatus> ofCsaf(String category) {
        return switch (category) {
            case "known_not_affected" -> Optional.of(NOT_AFFECTED);
            case "fixed", "first_fixed" -> Optional.of(FIXED);
            case "known_affected", "first_affected", "last_affected" -> Optional.of(AFFECTED);
            case "under_investigation" -> Optional.of(UNDER_INVESTIGATION);
            default -> Optional.empty();
        };
    }
}
