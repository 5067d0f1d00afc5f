package io.cis.loader.licenses;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.licenses.SpdxLicense;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The alias table is small, correct and needed: each entry is a current SPDX expression the list cannot find by itself. */
class LicenseAliasesTest {

    private static SpdxList spdx;
    private static final ExpressionParser PARSER = new ExpressionParser();

    @BeforeAll
    static void loadSpdxList() throws Exception {
        spdx = SampleSpdxList.load();
    }

    @Test
    void everyAliasIsAnExpressionOfCurrentSpdxIds() throws InvalidExpressionException {
        for (Map.Entry<String, String> alias : LicenseAliases.bundled().all().entrySet()) {
            LicenseExpression expression = PARSER.parse(alias.getValue());
            for (LicenseTerm term : expression.terms()) {
                SpdxLicense license = spdx.license(term.id()).orElseThrow(() -> new AssertionError(alias + " names an unknown id"));
                assertThat(license.id()).as(alias.toString()).isEqualTo(term.id());
                assertThat(license.isDeprecated()).as(alias.toString()).isFalse();
            }
            if (expression instanceof WithException with) {
                assertThat(spdx.exception(with.exception())).as(alias.toString()).isPresent();
            }
        }
    }

    @Test
    void noAliasRepeatsWhatTheSpdxListSaysOfACurrentLicense() {
        for (String key : LicenseAliases.bundled().all().keySet()) {
            spdx.idByNameKey(key).ifPresent(id ->
                    assertThat(spdx.license(id).orElseThrow().isDeprecated()).as(key + " is already " + id).isTrue());
        }
    }

    @Test
    void theTableStaysSmall() {
        assertThat(LicenseAliases.bundled().all()).hasSizeBetween(10, 40);
    }
}
