package io.cis.loader.feeds.osadl;

import io.cis.loader.build.UnusableRecordException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Reads an Open Source License Obligations Checklist in OSLOC syntax: {@code USE CASE name} lines, each followed by
 * tab-indented obligation lines ({@code YOU MUST}, {@code YOU MUST NOT}, {@code ATTRIBUTE}, {@code IF},
 * {@code EXCEPT IF}, {@code EITHER}/{@code OR}, {@code EITHER IF}/{@code OR IF}), and unindented
 * {@code COMPATIBILITY}, {@code DEPENDING COMPATIBILITY}, {@code INCOMPATIBILITY}, {@code PATENT HINTS} and
 * {@code COPYLEFT CLAUSE} lines. A parenthesised remark in a line ("Provide Installation information (Send-in
 * solution)") stays in the text but not in the JSON tree, as OSADL's converter does.
 */
final class OslocParser {

    /** Longer tags first, so that "YOU MUST NOT" is not read as "YOU MUST" and "EITHER IF" not as "EITHER". */
    private static final List<String> OBLIGATION_TAGS = List.of("YOU MUST NOT", "YOU MUST", "ATTRIBUTE", "EXCEPT IF",
            "EITHER IF", "OR IF", "IF", "EITHER", "OR");
    private static final Pattern REMARK = Pattern.compile(" \\(.*\\)");

    private final ObligationJson json;

    OslocParser(ObligationJson json) {
        this.json = json;
    }

    Checklist parse(String id, String text) throws UnusableRecordException {
        Draft draft = new Draft();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].endsWith("\r") ? lines[i].substring(0, lines[i].length() - 1) : lines[i];
            try {
                draft.add(line);
            } catch (UnusableRecordException e) {
                throw new UnusableRecordException("line " + (i + 1) + ": " + e.getMessage());
            }
        }
        return draft.checklist(id);
    }

    /** The checklist as far as it has been read. */
    private final class Draft {
        private String copyleftClause = "";
        private String patentHints = "";
        private final List<String> compatibility = new ArrayList<>();
        private final List<String> depending = new ArrayList<>();
        private final List<String> incompatibility = new ArrayList<>();
        private final List<ChecklistUseCase> useCases = new ArrayList<>();
        private String useCase;
        private final List<String> useCaseLines = new ArrayList<>();
        private ObligationTree tree;

        void add(String line) throws UnusableRecordException {
            if (line.isBlank()) {
                return;
            }
            int level = 0;
            while (level < line.length() && line.charAt(level) == '\t') {
                level++;
            }
            String content = line.substring(level);
            if (content.startsWith(" ")) {
                throw new UnusableRecordException("indented with spaces; OSLOC indents with tabs");
            }
            if (level == 0) {
                statement(content.strip());
            } else {
                obligation(level, line, REMARK.matcher(content.strip()).replaceAll(""));
            }
        }

        private void statement(String content) throws UnusableRecordException {
            closeUseCase();
            if (content.startsWith("USE CASE ")) {
                useCase = value(content, "USE CASE");
                tree = new ObligationTree();
            } else if (content.startsWith("COMPATIBILITY ")) {
                compatibility.add(value(content, "COMPATIBILITY"));
            } else if (content.startsWith("DEPENDING COMPATIBILITY ")) {
                depending.add(value(content, "DEPENDING COMPATIBILITY"));
            } else if (content.startsWith("INCOMPATIBILITY ")) {
                incompatibility.add(value(content, "INCOMPATIBILITY"));
            } else if (content.startsWith("PATENT HINTS ")) {
                patentHints = flag(content, "PATENT HINTS");
            } else if (content.startsWith("COPYLEFT CLAUSE ")) {
                copyleftClause = flag(content, "COPYLEFT CLAUSE");
            } else {
                throw new UnusableRecordException("'" + content + "' is no OSLOC statement");
            }
        }

        private void obligation(int level, String line, String content) throws UnusableRecordException {
            if (tree == null) {
                throw new UnusableRecordException("an obligation outside a USE CASE");
            }
            String tag = OBLIGATION_TAGS.stream().filter(t -> content.equals(t) || content.startsWith(t + " "))
                    .findFirst().orElseThrow(() -> new UnusableRecordException("'" + content + "' is no OSLOC obligation"));
            String text = content.substring(tag.length()).strip();
            boolean bare = tag.equals("EITHER") || tag.equals("OR");
            if (bare != text.isEmpty()) {
                throw new UnusableRecordException(bare ? tag + " takes no text" : tag + " needs a text");
            }
            tree.add(level, tag, text);
            useCaseLines.add(line.substring(1));
        }

        private void closeUseCase() {
            if (useCase != null) {
                useCases.add(new ChecklistUseCase(useCase, String.join("\n", useCaseLines), json.of(tree.root())));
            }
            useCase = null;
            tree = null;
            useCaseLines.clear();
        }

        Checklist checklist(String id) {
            closeUseCase();
            return new Checklist(id, copyleftClause, patentHints, compatibility, depending, incompatibility, useCases);
        }

        private static String value(String content, String tag) throws UnusableRecordException {
            String value = content.substring(tag.length()).strip();
            if (value.isEmpty()) {
                throw new UnusableRecordException(tag + " needs a value");
            }
            return value;
        }

        private static String flag(String content, String tag) throws UnusableRecordException {
            String value = value(content, tag);
            if (!List.of("Yes", "No", "Questionable").contains(value)) {
                throw new UnusableRecordException(tag + " is '" + value + "', not Yes, No or Questionable");
            }
            return value;
        }
    }
}
