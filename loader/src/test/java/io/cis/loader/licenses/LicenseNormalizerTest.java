package io.cis.loader.licenses;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Declared expressions keep their operators and get the SPDX list's spelling of every id; an id the list lacks is
 * mapped like a name, or kept as a LicenseRef.
 */
class LicenseNormalizerTest {

    private static LicenseNormalizer normalizer;

    @BeforeAll
    static void loadSpdxList() throws Exception {
        normalizer = LicenseNormalizer.over(SampleSpdxList.load());
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
            // AND, OR and WITH are kept, ids are spelled as the SPDX list spells them
            "LGPL-2.1-only AND MIT AND BSD-2-Clause          | LGPL-2.1-only AND MIT AND BSD-2-Clause",
            "mit AND apache-2.0                              | MIT AND Apache-2.0",
            "(mit OR apache-2.0) AND bsd-3-clause            | (MIT OR Apache-2.0) AND BSD-3-Clause",
            "gpl-2.0-only with classpath-exception-2.0       | GPL-2.0-only WITH Classpath-exception-2.0",
            "GPL v2 with Classpath-exception-2.0             | GPL-2.0-only WITH Classpath-exception-2.0",
            "GPL v2 with Classpath                           | LicenseRef-GPL-v2-with-Classpath",
            "GPL-2.0-only WITH classpath-exception-2.0       | GPL-2.0-only WITH Classpath-exception-2.0",
            "GPL-2.0-or-later WITH Foo-exception             | GPL-2.0-or-later WITH Foo-exception",
            // "+" stays an operator unless the list has the id with it (deprecated LGPL-2.1+)
            "Apache-2.0+                                     | Apache-2.0+",
            "LGPL-2.1+                                       | LGPL-2.1+",
            // ids the list lacks: mapped like names when that is unambiguous, else LicenseRef-
            "Apache-2 OR MIT                                 | Apache-2.0 OR MIT",
            "BSD OR MIT                                      | LicenseRef-BSD OR MIT",
            "LicenseRef-Proprietary AND MIT                  | LicenseRef-Proprietary AND MIT",
            // names joined by words, upper or lower case, map when every name does
            "Apache License 2.0 AND MIT License              | Apache-2.0 AND MIT",
            "Apache License 2.0 and MIT License              | Apache-2.0 AND MIT",
            "GPL v2 or MIT/X11                               | GPL-2.0-only OR MIT",
            "Common Development and Distribution License     | LicenseRef-Common-Development-and-Distribution-License",
            // SPDX's own names, deprecated ids only when no current license has the name
            "GNU General Public License v2.0 only            | GPL-2.0-only",
            "GNU General Public License v2.0 w/Classpath exception | GPL-2.0-with-classpath-exception",
            "Mozilla Public License 2.0 (no copyleft exception) | MPL-2.0-no-copyleft-exception",
            // reference URLs of exactly one license
            "https://www.eclipse.org/legal/epl-v20.html      | EPL-2.0",
            "http://www.apache.org/licenses/LICENSE-2.0      | Apache-2.0",
    })
    void normalises(String declared, String statement) {
        assertThat(normalizer.normalize(declared).text()).isEqualTo(statement);
    }
}
