package io.cis.loader.licenses;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The SPDX expression syntax is parsed into a tree and printed back with only the parentheses precedence needs. */
class ExpressionParserTest {

    private final ExpressionParser parser = new ExpressionParser();

    private String reprinted(String text) throws InvalidExpressionException {
        return parser.parse(text).text();
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
            // as the sample BOMs declare them
            "(CDDL-1.0 OR GPL-2.0-with-classpath-exception) | CDDL-1.0 OR GPL-2.0-with-classpath-exception",
            "(BSD-2-Clause OR MIT OR Apache-2.0)            | BSD-2-Clause OR MIT OR Apache-2.0",
            "WTFPL OR ISC                                   | WTFPL OR ISC",
            // the SPDX specification's examples
            "LGPL-2.1-only AND MIT AND BSD-2-Clause         | LGPL-2.1-only AND MIT AND BSD-2-Clause",
            "GPL-2.0-or-later WITH Bison-exception-2.2      | GPL-2.0-or-later WITH Bison-exception-2.2",
            "LGPL-2.1-only OR BSD-3-Clause AND MIT          | LGPL-2.1-only OR BSD-3-Clause AND MIT",
            "MIT AND (LGPL-2.1-or-later OR BSD-3-Clause)    | MIT AND (LGPL-2.1-or-later OR BSD-3-Clause)",
            "(MIT AND LGPL-2.1-or-later) OR BSD-3-Clause    | MIT AND LGPL-2.1-or-later OR BSD-3-Clause",
            "CDDL-1.0+                                      | CDDL-1.0+",
            "DocumentRef-spdx-tool-1.2:LicenseRef-MIT-Style-2 | DocumentRef-spdx-tool-1.2:LicenseRef-MIT-Style-2",
            // white space and redundant parentheses do not survive; same operators are one list
            "  ((MIT))   OR (Apache-2.0 OR ISC)             | MIT OR Apache-2.0 OR ISC",
            "(MIT AND ISC) AND (0BSD AND Zlib)              | MIT AND ISC AND 0BSD AND Zlib",
            "(GPL-2.0-only WITH Classpath-exception-2.0) OR MIT | GPL-2.0-only WITH Classpath-exception-2.0 OR MIT",
            "MIT AND (GPL-2.0-only WITH Classpath-exception-2.0) | MIT AND GPL-2.0-only WITH Classpath-exception-2.0",
    })
    void reprintsTheExpression(String declared, String expected) throws InvalidExpressionException {
        assertThat(reprinted(declared)).isEqualTo(expected);
    }

    @Test
    void andBindsTighterThanOrAndWithTighterThanAnd() throws InvalidExpressionException {
        LicenseExpression tree = parser.parse("LGPL-2.1-only OR BSD-3-Clause AND MIT WITH Foo-exception");
        assertThat(tree).isInstanceOf(CompoundExpression.class);
        CompoundExpression or = (CompoundExpression) tree;
        assertThat(or.operator()).isEqualTo(CompoundExpression.Operator.OR);
        assertThat(or.operands().get(0)).isEqualTo(LicenseTerm.of("LGPL-2.1-only"));
        CompoundExpression and = (CompoundExpression) or.operands().get(1);
        assertThat(and.operator()).isEqualTo(CompoundExpression.Operator.AND);
        assertThat(and.operands()).containsExactly(LicenseTerm.of("BSD-3-Clause"),
                new WithException(LicenseTerm.of("MIT"), "Foo-exception"));
    }

    @Test
    void termsAreListedLeftToRightWithAPlusKeptApart() throws InvalidExpressionException {
        assertThat(parser.parse("(GPL-2.0+ WITH Classpath-exception-2.0) OR MIT AND GPL-2.0+").terms())
                .containsExactly(new LicenseTerm("GPL-2.0", true, ""), LicenseTerm.of("MIT"),
                        new LicenseTerm("GPL-2.0", true, ""));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "", "   ",
            // operators are upper case only: these are names, not expressions
            "MPL 2.0 or EPL 1.0", "MIT or Apache-2.0", "MIT and ISC",
            // names
            "Apache License 2.0", "MIT/X11", "BSD 3-clause New License",
            // broken syntax
            "(MIT OR ISC", "MIT OR ISC)", "MIT OR", "AND MIT", "MIT AND AND ISC", "MIT WITH", "WITH Classpath-exception-2.0",
            "(MIT OR ISC) WITH Classpath-exception-2.0", "MIT WITH DocumentRef-x:LicenseRef-y", "MIT ++", "()"
    })
    void refusesWhatIsNoExpression(String text) {
        assertThatThrownBy(() -> parser.parse(text)).isInstanceOf(InvalidExpressionException.class);
    }
}
