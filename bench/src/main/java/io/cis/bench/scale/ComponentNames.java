package io.cis.bench.scale;

import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Plausible package names made of syllables. Each name carries an encoding of a unique number (a permutation of the
 * component's index), so two components never share a purl without anyone keeping a set of names; numbers past the
 * catalog's components name packages that are known nowhere.
 */
final class ComponentNames {

    private static final String[] SYLLABLES = syllables();
    private static final int BASE = SYLLABLES.length;
    /** Syllables of the unique part: 100^4 names, far more than any catalog generated here. */
    private static final int CODE_LENGTH = 4;
    private static final long CODE_SPACE = 100_000_000L;
    private static final String[] SUFFIXES = {"", "", "", "", "", "", "-js", "-core", "-utils", "-cli", "-plugin",
        "-parser", "-client", "-sdk", "-api", "-server", "-config", "-loader", "-types", "-async"};
    private static final String[] MAVEN_ROOTS = {"org", "com", "io", "net", "dev"};
    private static final String[] GO_HOSTS = {"github.com", "github.com", "github.com", "gitlab.com", "go.etcd.io",
        "golang.org/x", "gopkg.in"};

    private final long multiplier;
    private final long offset;

    ComponentNames(RandomStreams streams) {
        SplittableRandom random = streams.of("names");
        // odd and not a multiple of 5: coprime with 10^8, so index -> index * m + o is a permutation of the code space
        long m = random.nextLong(CODE_SPACE / 10) * 10 + (random.nextBoolean() ? 3 : 7);
        this.multiplier = m;
        this.offset = random.nextLong(CODE_SPACE);
    }

    /** The identity of catalog component {@code index} (or of a package no feed knows, for larger numbers). */
    ComponentIdentity identity(int index, PurlType type, RandomStreams streams) {
        SplittableRandom random = streams.of("identity", index);
        String core = word(random, 1) + code(index);
        String suffix = SUFFIXES[random.nextInt(SUFFIXES.length)];
        String owner = word(random, 2 + random.nextInt(2));
        String repoName = core + suffix;
        String githubSource = "pkg:github/" + owner + "/" + repoName;
        boolean linked = random.nextInt(10) < 4;
        return switch (type) {
            case NPM -> {
                boolean scoped = random.nextInt(100) < 15;
                String scope = scoped ? "@" + owner : null;
                String purl = "pkg:npm/" + (scoped ? "%40" + owner + "/" : "") + repoName;
                yield new ComponentIdentity(index, type, scope, repoName, purl,
                        scoped ? scope + "/" + repoName : repoName, "https://github.com/" + owner + "/" + repoName,
                        linked ? githubSource : null);
            }
            case MAVEN -> {
                String group = MAVEN_ROOTS[random.nextInt(MAVEN_ROOTS.length)] + "." + owner
                        + (random.nextBoolean() ? "." + word(random, 2) : "");
                yield new ComponentIdentity(index, type, group, repoName, "pkg:maven/" + group + "/" + repoName,
                        group + ":" + repoName, "https://github.com/" + owner + "/" + repoName,
                        linked ? githubSource : null);
            }
            case PYPI -> new ComponentIdentity(index, type, null, repoName, "pkg:pypi/" + repoName, repoName,
                    "https://github.com/" + owner + "/" + repoName, linked ? githubSource : null);
            case GOLANG -> {
                String host = GO_HOSTS[random.nextInt(GO_HOSTS.length)];
                String namespace = host.equals("golang.org/x") || host.equals("gopkg.in") ? host : host + "/" + owner;
                String module = namespace + "/" + repoName;
                yield new ComponentIdentity(index, type, namespace, repoName, "pkg:golang/" + module, module,
                        "https://" + module, host.equals("github.com") ? githubSource : null);
            }
            case GITHUB -> new ComponentIdentity(index, type, owner, repoName, githubSource, owner + "/" + repoName,
                    "https://github.com/" + owner + "/" + repoName, null);
            case GEM -> new ComponentIdentity(index, type, null, repoName.replace('-', '_'),
                    "pkg:gem/" + repoName.replace('-', '_'), repoName.replace('-', '_'),
                    "https://github.com/" + owner + "/" + repoName, linked ? githubSource : null);
            case CARGO -> new ComponentIdentity(index, type, null, repoName, "pkg:cargo/" + repoName, repoName,
                    "https://github.com/" + owner + "/" + repoName, linked ? githubSource : null);
            case NUGET -> {
                String name = capitalised(owner) + "." + capitalised(core) + capitalised(suffix.replace("-", ""));
                yield new ComponentIdentity(index, type, null, name, "pkg:nuget/" + name, name,
                        "https://github.com/" + owner + "/" + repoName, linked ? githubSource : null);
            }
        };
    }

    /** Random syllables: owners, scopes and the readable start of a name. */
    static String word(SplittableRandom random, int syllables) {
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < syllables; i++) {
            word.append(SYLLABLES[random.nextInt(BASE)]);
        }
        return word.toString();
    }

    /** Four syllables spelling a permutation of the number: different numbers, different spellings. */
    private String code(long number) {
        long value = Math.floorMod(number * multiplier + offset, CODE_SPACE);
        char[] out = new char[CODE_LENGTH * 2];
        for (int i = CODE_LENGTH - 1; i >= 0; i--) {
            String syllable = SYLLABLES[(int) (value % BASE)];
            out[i * 2] = syllable.charAt(0);
            out[i * 2 + 1] = syllable.charAt(1);
            value /= BASE;
        }
        return new String(out);
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : text.substring(0, 1).toUpperCase(Locale.ROOT) + text.substring(1);
    }

    /** 20 consonants times 5 vowels: 100 two-letter syllables. */
    private static String[] syllables() {
        String consonants = "bcdfghjklmnprstvwxyz";
        String vowels = "aeiou";
        String[] all = new String[consonants.length() * vowels.length()];
        int i = 0;
        for (char c : consonants.toCharArray()) {
            for (char v : vowels.toCharArray()) {
                all[i++] = "" + c + v;
            }
        }
        return all;
    }
}
