package io.cis.engine.purl;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/** The per-type case and spelling rules that make two spellings of one component the same lookup key. */
final class KeyNormalization {

    /** PEP 503: runs of '-', '_' and '.' are one separator. */
    private static final Pattern PEP503_SEPARATORS = Pattern.compile("[-_.]+");

    // packageurl-java 1.5.0 lower-cases these already when parsing; repeating it here keeps keys that the
    // loader builds directly from (type, namespace, name) equal to keys parsed from purl strings.
    private static final Set<String> LOWER_CASE_NAMESPACE = Set.of("bitbucket", "deb", "github", "golang", "rpm");
    private static final Set<String> LOWER_CASE_NAME = Set.of("bitbucket", "deb", "github", "golang", "pypi");

    private KeyNormalization() {
    }

    static String type(String type) {
        return type.toLowerCase(Locale.ROOT);
    }

    static String namespace(String type, String namespace) {
        String trimmed = stripSlashes(namespace);
        return LOWER_CASE_NAMESPACE.contains(type) ? trimmed.toLowerCase(Locale.ROOT) : trimmed;
    }

    static String name(String type, String name) {
        String result = LOWER_CASE_NAME.contains(type) ? name.toLowerCase(Locale.ROOT) : name;
        if ("pypi".equals(type)) {
            result = PEP503_SEPARATORS.matcher(result).replaceAll("-");
        }
        return result;
    }

    // A namespace is '/'-separated segments; empty segments carry no meaning (the purl spec discards them).
    private static String stripSlashes(String namespace) {
        StringBuilder out = new StringBuilder(namespace.length());
        for (String segment : namespace.split("/")) {
            if (!segment.isEmpty()) {
                if (out.length() > 0) {
                    out.append('/');
                }
                out.append(segment);
            }
        }
        return out.toString();
    }
}
