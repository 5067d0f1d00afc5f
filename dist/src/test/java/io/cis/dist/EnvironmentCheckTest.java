package io.cis.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A misspelt CIS_* variable is named with the setting it was probably meant for; others pass silently. */
class EnvironmentCheckTest {

    private final EnvironmentCheck check = new EnvironmentCheck(Set.of("CIS_SNAPSHOT", "CIS_SNAPSHOTS", "CIS_MAX_AGE",
            "CIS_PORT", "CIS_TRUST"));

    @Test
    void eachUnknownCisVariableIsNamedWithTheNearestKnownOne() {
        assertThat(check.warnings(Map.of("CIS_SNAPHOTS", "/srv", "CIS_MAXAGE", "7d", "CIS_PORT", "8080",
                "PATH", "/bin", "CIS_TRUSTED", "k.pub"))).containsExactly(
                "warning: CIS_MAXAGE is set but no setting reads it; did you mean CIS_MAX_AGE?",
                "warning: CIS_SNAPHOTS is set but no setting reads it; did you mean CIS_SNAPSHOTS?",
                "warning: CIS_TRUSTED is set but no setting reads it; did you mean CIS_TRUST?");
    }

    @Test
    void knownAndForeignVariablesAreNotWarnedAbout() {
        assertThat(check.warnings(Map.of("CIS_PORT", "1", "JAVA_OPTS", "-Xmx1g", "CISCO", "x"))).isEmpty();
    }

    @Test
    void distanceCountsSingleCharacterEdits() {
        assertThat(EnvironmentCheck.distance("CIS_PORT", "CIS_PORT")).isZero();
        assertThat(EnvironmentCheck.distance("CIS_PROT", "CIS_PORT")).isEqualTo(2);
        assertThat(EnvironmentCheck.distance("CIS_HOS", "CIS_HOST")).isEqualTo(1);
    }
}
