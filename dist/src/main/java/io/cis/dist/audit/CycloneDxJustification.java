package io.cis.dist.audit;

import java.util.Optional;
import java.util.Set;

/**
 * The CycloneDX {@code analysis.justification} of a justification read from any VEX format: CycloneDX's own values
 * as they are, and the five OpenVEX/CSAF labels by the correspondence CISA's VEX status justifications give.
 */
final class CycloneDxJustification {

    private static final Set<String> CYCLONEDX = Set.of("code_not_present", "code_not_reachable",
            "requires_configuration", "requires_dependency", "requires_environment", "protected_by_compiler",
            "protected_at_runtime", "protected_at_perimeter", "protected_by_mitigating_control");

    private CycloneDxJustification() {
    }

    static Optional<String> of(String justification) {
        if (CYCLONEDX.contains(justification)) {
            return Optional.of(justification);
        }
        return Optional.ofNullable(switch (justification) {
            case "component_not_present", "vulnerable_code_not_present" -> "code_not_present";
            case "vulnerable_code_not_in_execute_path" -> "code_not_reachable";
            case "vulnerable_code_cannot_be_controlled_by_adversary" -> "requires_environment";
            case "inline_mitigations_already_exist" -> "protected_by_mitigating_control";
            default -> null;
        });
    }
}
