package io.cis.loader.feeds.changelog;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the headings of a Markdown document the way CommonMark reads them: ATX ({@code ## 1.2.3}) and setext (a line
 * underlined with {@code ===} or {@code ---}), never inside a fenced code block, where a shell comment
 * ({@code # install}) is not a heading.
 */
final class MarkdownHeadings {

    private static final Pattern ATX = Pattern.compile("^ {0,3}(#{1,6})(?:[ \\t]+(.*?))?(?:[ \\t]+#+)?[ \\t]*$");
    private static final Pattern UNDERLINE = Pattern.compile("^ {0,3}(={3,}|-{3,})[ \\t]*$");
    private static final Pattern FENCE = Pattern.compile("^ {0,3}(`{3,}|~{3,})");
    private static final Pattern LIST_ITEM = Pattern.compile("^\\s*(?:[-*+]|\\d{1,9}[.)])(?:\\s|$)");

    /**
     * One heading.
     *
     * @param level     1 to 6 (setext: 1 for {@code ===}, 2 for {@code ---})
     * @param text      the heading's text, trimmed, without the ATX marks
     * @param line      index of the heading's (first) line
     * @param bodyStart index of the first line after the heading (after a setext underline)
     */
    record Heading(int level, String text, int line, int bodyStart) {
    }

    private MarkdownHeadings() {
    }

    static List<Heading> of(List<String> lines) {
        List<Heading> headings = new ArrayList<>();
        String fence = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Matcher fenceMark = FENCE.matcher(line);
            if (fence != null) {
                // A fence closes with the same character, at least as long, and nothing but spaces after it.
                if (fenceMark.find() && fenceMark.group(1).charAt(0) == fence.charAt(0)
                        && fenceMark.group(1).length() >= fence.length() && line.substring(fenceMark.end()).isBlank()) {
                    fence = null;
                }
                continue;
            }
            if (fenceMark.find()) {
                fence = fenceMark.group(1);
                continue;
            }
            Matcher atx = ATX.matcher(line);
            if (atx.matches()) {
                headings.add(new Heading(atx.group(1).length(), atx.group(2) == null ? "" : atx.group(2).strip(), i, i + 1));
                continue;
            }
            if (i + 1 < lines.size() && isSetextText(line)) {
                Matcher underline = UNDERLINE.matcher(lines.get(i + 1));
                if (underline.matches()) {
                    headings.add(new Heading(underline.group(1).charAt(0) == '=' ? 1 : 2, line.strip(), i, i + 2));
                    i++;
                }
            }
        }
        return headings;
    }

    /** A line that can carry a setext underline: paragraph text, not blank, not code, not a list item or quote. */
    private static boolean isSetextText(String line) {
        if (line.isBlank() || line.startsWith("    ") || line.startsWith("\t")) {
            return false;
        }
        String stripped = line.strip();
        return !LIST_ITEM.matcher(line).find() && !stripped.startsWith(">") && !UNDERLINE.matcher(line).matches();
    }
}
