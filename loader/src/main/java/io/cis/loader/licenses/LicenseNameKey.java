package io.cis.loader.licenses;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The matching key of a license name, so that spellings of one name meet: "Apache License, Version 2.0",
 * "Apache 2.0", "Apache v2" and the SPDX id "Apache-2.0" all have the key {@code apache 2}. The key is lower case;
 * "licence" is "license"; punctuation, hyphens, underscores and slashes are spaces; the words "the", "license",
 * "version" and a lone "v" are dropped; "v2.0" is "2.0", "lgplv2.1+" is "lgpl 2.1+", and trailing ".0"s of a
 * version number are dropped ("2.0" is "2", "1.0.0" is "1"). Optionally, parenthesised asides ("(EDL)", "(GPL2)")
 * are dropped too.
 */
public final class LicenseNameKey {

    private static final Pattern PARENTHESISED = Pattern.compile("\\([^()]*\\)");
    private static final Pattern SEPARATORS = Pattern.compile("[\\s,;:\"'`()\\[\\]/_-]+");
    private static final Pattern NAME_WITH_VERSION = Pattern.compile("([a-z]+)v(\\d[\\d.]*\\+?)");
    private static final Pattern V_VERSION = Pattern.compile("v(\\d[\\d.]*\\+?)");
    private static final Pattern NUMBER = Pattern.compile("(\\d+(?:\\.\\d+)*)(\\+?)");
    private static final List<String> NOISE = List.of("the", "license", "version", "v");

    private LicenseNameKey() {
    }

    /** The key with parenthesised asides kept (their words count), then the one without them; the same when none. */
    public static List<String> of(String name) {
        String kept = key(name, false);
        String dropped = key(name, true);
        return kept.equals(dropped) ? List.of(kept) : List.of(kept, dropped);
    }

    /** The key with parenthesised asides kept: the form the SPDX list's names and ids are indexed under. */
    public static String indexed(String name) {
        return key(name, false);
    }

    /**
     * The key of a license URL: without scheme, {@code www.}, query, fragment and trailing slash, lower case, so
     * {@code http://www.apache.org/licenses/LICENSE-2.0/} and {@code https://apache.org/licenses/LICENSE-2.0} meet.
     */
    public static String url(String url) {
        String key = url.strip().toLowerCase(Locale.ROOT).replaceFirst("^[a-z+]+://", "").replaceFirst("^www\\.", "");
        key = key.replaceFirst("[?#].*$", "");
        while (key.endsWith("/")) {
            key = key.substring(0, key.length() - 1);
        }
        return key;
    }

    /** Whether a declared name is a web address rather than a name. */
    public static boolean isUrl(String name) {
        String lower = name.strip().toLowerCase(Locale.ROOT);
        return (lower.startsWith("http://") || lower.startsWith("https://")) && !lower.contains(" ");
    }

    private static String key(String name, boolean dropParenthesised) {
        String text = name.strip().toLowerCase(Locale.ROOT).replace("licence", "license");
        if (dropParenthesised) {
            text = PARENTHESISED.matcher(text).replaceAll(" ");
        }
        List<String> words = new ArrayList<>();
        for (String word : SEPARATORS.split(text)) {
            addWord(words, word);
        }
        return String.join(" ", words);
    }

    private static void addWord(List<String> words, String word) {
        if (word.isEmpty() || NOISE.contains(word)) {
            return;
        }
        Matcher named = NAME_WITH_VERSION.matcher(word);
        if (named.matches() && !NOISE.contains(named.group(1))) {
            words.add(named.group(1));
            addWord(words, named.group(2));
            return;
        }
        Matcher v = V_VERSION.matcher(word);
        String bare = v.matches() ? v.group(1) : word;
        Matcher number = NUMBER.matcher(bare);
        if (number.matches()) {
            String digits = number.group(1);
            while (digits.endsWith(".0")) {
                digits = digits.substring(0, digits.length() - 2);
            }
            words.add(digits + number.group(2));
            return;
        }
        words.add(word);
    }
}
