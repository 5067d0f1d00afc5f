package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.purl.Ecosystem;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Generated versions and requirements compared with RubyGems itself ({@code Gem::Version#<=>},
 * {@code Gem::Requirement#satisfied_by?}); skipped where {@code ruby} is not installed.
 */
class RubyGemsDifferentialTest {

    private static final ReferenceTool RUBY = new ReferenceTool("ruby", "-e", String.join("\n",
            "STDOUT.sync = false",
            "STDIN.each_line do |l|",
            "  kind, a, b = l.chomp.split(\"\\t\", -1)",
            "  if kind == 'cmp'",
            "    puts(Gem::Version.new(a) <=> Gem::Version.new(b))",
            "  else",
            "    puts Gem::Requirement.new(*a.split(',')).satisfied_by?(Gem::Version.new(b))",
            "  end",
            "end"));
    private static final String[] WORDS = {"a", "b", "pre", "rc", "alpha", "beta", "dev", "x"};
    private static final String[] OPERATORS = {"", "= ", "!= ", "!=", "> ", "< ", ">= ", "<= ", "~> ", "~>"};

    private final Dialect<GemVersion> dialect = gem();
    private final Random random = new Random(20261124L);

    @SuppressWarnings("unchecked")
    private static Dialect<GemVersion> gem() {
        return (Dialect<GemVersion>) VersionSchemes.dialect(Ecosystem.GEM);
    }

    private String version() {
        StringBuilder v = new StringBuilder().append(random.nextInt(3));
        int parts = random.nextInt(4);
        for (int i = 0; i < parts; i++) {
            v.append('.').append(random.nextInt(4) == 0 ? WORDS[random.nextInt(WORDS.length)] : random.nextInt(3));
        }
        if (random.nextInt(5) == 0) {
            v.append('-').append(random.nextBoolean() ? WORDS[random.nextInt(WORDS.length)] : random.nextInt(3));
        }
        return v.toString();
    }

    private String requirement() {
        List<String> constraints = new ArrayList<>();
        int count = 1 + random.nextInt(2);
        for (int i = 0; i < count; i++) {
            constraints.add(OPERATORS[random.nextInt(OPERATORS.length)] + version());
        }
        return String.join(", ", constraints);
    }

    @Test
    void versionsOrderAsGemVersionOrdersThem() throws Exception {
        RUBY.assumeAvailable("cmp\t1.0\t1.0.0");
        List<String> queries = new ArrayList<>();
        List<Integer> ours = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            String a = version();
            String b = version();
            queries.add("cmp\t" + a + "\t" + b);
            ours.add(Integer.signum(dialect.scheme().parseOrNull(a).compareTo(dialect.scheme().parseOrNull(b))));
        }
        List<String> answers = RUBY.ask(queries);

        assertThat(answers).hasSize(queries.size()).contains("-1", "0", "1");
        for (int i = 0; i < queries.size(); i++) {
            assertThat(ours.get(i).toString()).as(queries.get(i)).isEqualTo(answers.get(i));
        }
    }

    @Test
    void requirementsAreSatisfiedAsGemRequirementSaysSatisfiedBy() throws Exception {
        RUBY.assumeAvailable("sat\t>= 1\t1.0");
        List<String> queries = new ArrayList<>();
        List<String> ours = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            String requirement = requirement();
            String version = version();
            queries.add("sat\t" + requirement + "\t" + version);
            ours.add(Boolean.toString(satisfies(requirement, version)));
        }
        List<String> answers = RUBY.ask(queries);

        assertThat(answers).hasSize(queries.size()).contains("true", "false");
        for (int i = 0; i < queries.size(); i++) {
            assertThat(ours.get(i)).as(queries.get(i)).isEqualTo(answers.get(i));
        }
    }

    private boolean satisfies(String requirement, String version) throws InvalidRequirementException {
        GemVersion candidate = dialect.scheme().parseOrNull(version);
        Requirement<GemVersion> parsed = RequirementParser.parse(requirement, dialect);
        if (parsed instanceof Requirement.Exact<GemVersion> exact) {
            return exact.variants().get(0).compareTo(candidate) == 0;
        }
        return ((Requirement.Range<GemVersion>) parsed).range().contains(candidate);
    }
}
