package io.cis.dist.audit;

import java.util.Optional;

/**
 * Why a finding does not count: the VEX status stated (none for an ignore rule, which states no VEX status), the
 * justification (or the rule's reason) and detail, and where it was stated (a file name, {@code embedded} for the
 * SBOM's own VEX, or {@code ignore file}).
 */
public record Suppression(Optional<VexStatus> status, String justification, String detail, String origin) {

    static Suppression of(VexStatement statement) {
        return new Suppression(Optional.of(statement.status()), statement.justification(), statement.detail(),
                statement.origin());
    }

    static Suppression ignored(IgnoreRule rule) {
        return new Suppression(Optional.empty(), rule.reason(),
                rule.expires().map(date -> "until " + date).orElse(""), "ignore file");
    }

    /** The label reports show: the VEX status, or {@code ignored}. */
    public String state() {
        return status.map(VexStatus::label).orElse("ignored");
    }
}
