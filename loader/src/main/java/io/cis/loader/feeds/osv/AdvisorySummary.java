package io.cis.loader.feeds.osv;

/**
 * The one-line summary of a record: {@code summary}, else the first sentence of the first line of {@code details}
 * that is text (Markdown headings such as {@code # Summary} are passed over), else null. Bitnami and PyPA records
 * mostly carry {@code details} only.
 */
final class AdvisorySummary {

    private AdvisorySummary() {
    }

    static String of(String summary, String details) {
        if (summary != null && !summary.isBlank()) {
            return summary;
        }
        if (details == null) {
            return null;
        }
        for (String line : details.split("\\R")) {
            String text = line.strip();
            if (!text.isEmpty() && !text.startsWith("#")) {
                return firstSentence(text);
            }
        }
        return null;
    }

    /**
     * Up to the first {@code .}, {@code !} or {@code ?} followed by white space or the end: a dot inside a version
     * ({@code 2.3.0}) or a name ({@code policy.json}) does not end a sentence.
     */
    private static String firstSentence(String line) {
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            boolean end = c == '.' || c == '!' || c == '?';
            if (end && (i + 1 == line.length() || Character.isWhitespace(line.charAt(i + 1)))) {
                return line.substring(0, i + 1);
            }
        }
        return line;
    }
}
