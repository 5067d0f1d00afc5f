package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.purl.Ecosystem;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Generated PEP 440 versions and specifiers compared with packaging itself ({@code Version} order,
 * {@code SpecifierSet.contains(..., prereleases=True)}); skipped where python3 or packaging is not installed.
 */
class Pep440DifferentialTest {

    private static final ReferenceTool PYTHON = new ReferenceTool("python3", "-c", String.join("\n",
            "import sys",
            "from packaging.version import Version",
            "from packaging.specifiers import SpecifierSet",
            "for line in sys.stdin:",
            "    kind, a, b = line.rstrip('\\n').split('\\t')",
            "    if kind == 'cmp':",
            "        x, y = Version(a), Version(b)",
            "        print((x > y) - (x < y))",
            "    else:",
            "        print(str(SpecifierSet(a).contains(b, prereleases=True)).lower())"));
    private static final String[] PRE = {"a", "b", "rc"};
    private static final String[] OPERATORS = {"==", "!=", "<", "<=", ">", ">=", "~="};

    private final Dialect<Pep440Version> dialect = pypi();
    private final Random random = new Random(440L);

    @SuppressWarnings("unchecked")
    private static Dialect<Pep440Version> pypi() {
        return (Dialect<Pep440Version>) VersionSchemes.dialect(Ecosystem.PYPI);
    }

    private String version(boolean local) {
        StringBuilder v = new StringBuilder();
        if (random.nextInt(10) == 0) {
            v.append(random.nextInt(2)).append('!');
        }
        v.append(random.nextInt(3));
        int parts = random.nextInt(3);
        for (int i = 0; i < parts; i++) {
            v.append('.').append(random.nextInt(3));
        }
        if (random.nextInt(3) == 0) {
            v.append(PRE[random.nextInt(PRE.length)]).append(random.nextInt(2));
        }
        if (random.nextInt(4) == 0) {
            v.append(".post").append(random.nextInt(2));
        }
        if (random.nextInt(4) == 0) {
            v.append(".dev").append(random.nextInt(2));
        }
        if (local && random.nextInt(4) == 0) {
            v.append('+').append(random.nextBoolean() ? "local" : random.nextInt(3));
        }
        return v.toString();
    }

    private String specifier() {
        String op = OPERATORS[random.nextInt(OPERATORS.length)];
        boolean equality = op.equals("==") || op.equals("!=");
        if (equality && random.nextInt(4) == 0) {
            return op + random.nextInt(3) + "." + random.nextInt(3) + ".*";
        }
        String version = version(equality);
        if (op.equals("~=") && !version.replaceFirst("^\\d+!", "").matches("\\d+\\.\\d+.*")) {
            version = version.replaceFirst("^(\\d+!)?(\\d+)", "$1$2.0");
        }
        return op + version;
    }

    @Test
    void versionsOrderAsPackagingOrdersThem() throws Exception {
        PYTHON.assumeAvailable("cmp\t1.0\t1.0.0");
        List<String> queries = new ArrayList<>();
        List<String> ours = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            String a = version(true);
            String b = version(true);
            queries.add("cmp\t" + a + "\t" + b);
            ours.add(Integer.toString(Integer.signum(dialect.scheme().parseOrNull(a)
                    .compareTo(dialect.scheme().parseOrNull(b)))));
        }
        List<String> answers = PYTHON.ask(queries);

        assertThat(answers).hasSize(queries.size()).contains("-1", "0", "1");
        for (int i = 0; i < queries.size(); i++) {
            assertThat(ours.get(i)).as(queries.get(i)).isEqualTo(answers.get(i));
        }
    }

    @Test
    void specifierSetsContainWhatPackagingSaysTheyContain() throws Exception {
        PYTHON.assumeAvailable("sat\t>=1\t1.0");
        List<String> queries = new ArrayList<>();
        List<String> ours = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            String specifiers = specifier() + (random.nextBoolean() ? "," + specifier() : "");
            String version = version(true);
            queries.add("sat\t" + specifiers + "\t" + version);
            RangeSpec<Pep440Version> range = dialect.nativeRanges().parse(specifiers);
            ours.add(Boolean.toString(range.contains(dialect.scheme().parseOrNull(version))));
        }
        List<String> answers = PYTHON.ask(queries);

        assertThat(answers).hasSize(queries.size()).contains("true", "false");
        for (int i = 0; i < queries.size(); i++) {
            assertThat(ours.get(i)).as(queries.get(i)).isEqualTo(answers.get(i));
        }
    }
}
