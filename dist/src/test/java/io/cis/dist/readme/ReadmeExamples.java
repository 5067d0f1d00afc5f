package io.cis.dist.readme;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the {@code curl} examples in the README's fenced code blocks. The README's convention: a command (one line,
 * or several joined by a trailing backslash or an open quote, optionally ending in a {@code # remark}) is directly
 * followed by {@code #} lines; those before the first one that starts with {@code {}, {@code [} or a three-digit HTTP
 * status are remarks, the rest are the answer, the status first when it is not 200. The answer's lines are joined
 * without separators, so they may be broken anywhere between JSON tokens.
 */
final class ReadmeExamples {

    private static final Pattern ANSWER_START = Pattern.compile("([0-9]{3}) +(.*)|([\\[{].*)", Pattern.DOTALL);

    private ReadmeExamples() {
    }

    /** The examples of a Markdown document, in document order. */
    static List<ReadmeExample> in(String markdown) {
        String[] lines = markdown.split("\n", -1);
        List<ReadmeExample> examples = new ArrayList<>();
        boolean inCode = false;
        int i = 0;
        while (i < lines.length) {
            String line = lines[i];
            if (line.strip().startsWith("```")) {
                inCode = !inCode;
                i++;
            } else if (inCode && isCurlCommand(line)) {
                int start = i;
                StringBuilder command = new StringBuilder(line);
                ShellWords words = ShellWords.split(command.toString());
                while (!words.complete()) {
                    i++;
                    if (i == lines.length || lines[i].strip().startsWith("```")) {
                        throw new IllegalArgumentException("README line " + (start + 1) + ": command never ends");
                    }
                    command.append('\n').append(lines[i]);
                    words = ShellWords.split(command.toString());
                }
                i++;
                List<String> comments = new ArrayList<>();
                while (i < lines.length && lines[i].strip().startsWith("#")) {
                    comments.add(lines[i].strip().substring(1).strip());
                    i++;
                }
                examples.add(example(start + 1, command.toString(), words, comments));
            } else {
                i++;
            }
        }
        return examples;
    }

    /** Whether a line starts a curl command; every such line of the README must become an example. */
    static boolean isCurlCommand(String line) {
        return line.strip().startsWith("curl ");
    }

    private static ReadmeExample example(int line, String command, ShellWords words, List<String> comments) {
        CurlCommand curl;
        try {
            curl = CurlCommand.of(words.words());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("README line " + line + ": " + e.getMessage(), e);
        }
        int first = 0;
        while (first < comments.size() && !ANSWER_START.matcher(comments.get(first)).matches()) {
            first++;
        }
        if (first == comments.size()) {
            return new ReadmeExample(line, command, curl, Optional.empty());
        }
        Matcher start = ANSWER_START.matcher(String.join("", comments.subList(first, comments.size())));
        start.matches();
        ShownAnswer answer = start.group(1) != null
                ? new ShownAnswer(Integer.parseInt(start.group(1)), start.group(2))
                : new ShownAnswer(200, start.group(3));
        return new ReadmeExample(line, command, curl, Optional.of(answer));
    }
}
