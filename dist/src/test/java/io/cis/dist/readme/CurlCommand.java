package io.cis.dist.readme;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The HTTP request a README {@code curl} line makes against the documented address {@code localhost:8080}, and
 * whether its output is cut by {@code | head -c N}. Only the curl options the README uses are understood; any other
 * option is refused rather than ignored, so the request sent is always the one the README shows.
 */
record CurlCommand(
        String method, String target, Optional<String> body, Map<String, String> headers, OptionalInt headBytes) {

    /** Where the README says the server listens. */
    static final String DOCUMENTED_ADDRESS = "localhost:8080";

    /** What curl sends as {@code Content-Type} with {@code -d} when no header says otherwise. */
    static final String CURL_DATA_CONTENT_TYPE = "application/x-www-form-urlencoded";

    CurlCommand {
        headers = Map.copyOf(headers);
    }

    /** Reads the words of a shell command that starts with {@code curl}. */
    static CurlCommand of(List<String> words) {
        if (words.isEmpty() || !words.get(0).equals("curl")) {
            throw new IllegalArgumentException("not a curl command: " + words);
        }
        String method = null;
        String url = null;
        StringBuilder body = null;
        Map<String, String> headers = new LinkedHashMap<>();
        OptionalInt headBytes = OptionalInt.empty();
        for (int i = 1; i < words.size(); i++) {
            String word = words.get(i);
            switch (word) {
                case "-s", "--silent", "-S", "--show-error", "-sS" -> { } // only curl's own progress and messages
                case "-X", "--request" -> method = argument(words, ++i, word);
                case "-d", "--data", "--data-raw" -> {
                    String data = argument(words, ++i, word);
                    if (data.startsWith("@") && !word.equals("--data-raw")) {
                        throw new IllegalArgumentException("curl reads a file with " + word + " " + data);
                    }
                    // Several -d are joined with '&', as curl does.
                    body = body == null ? new StringBuilder(data) : body.append('&').append(data);
                }
                case "-H", "--header" -> {
                    String header = argument(words, ++i, word);
                    int colon = header.indexOf(':');
                    if (colon <= 0) {
                        throw new IllegalArgumentException("header without a name: " + header);
                    }
                    headers.put(header.substring(0, colon).strip(), header.substring(colon + 1).strip());
                }
                case "|" -> {
                    headBytes = OptionalInt.of(headBytes(words.subList(i + 1, words.size())));
                    i = words.size();
                }
                default -> {
                    if (word.startsWith("-X") && word.length() > 2) {
                        method = word.substring(2);
                    } else if (word.startsWith("-")) {
                        throw new IllegalArgumentException("curl option not understood here: " + word);
                    } else if (url != null) {
                        throw new IllegalArgumentException("more than one URL: " + url + ", " + word);
                    } else {
                        url = word;
                    }
                }
            }
        }
        if (url == null) {
            throw new IllegalArgumentException("curl command without a URL: " + words);
        }
        if (body != null && headers.keySet().stream().noneMatch(name -> name.equalsIgnoreCase("Content-Type"))) {
            headers.put("Content-Type", CURL_DATA_CONTENT_TYPE);
        }
        String chosen = method != null ? method.toUpperCase(Locale.ROOT) : body != null ? "POST" : "GET";
        return new CurlCommand(chosen, target(url), Optional.ofNullable(body).map(StringBuilder::toString), headers, headBytes);
    }

    /** The path and query of a URL at the documented address. */
    private static String target(String url) {
        String rest = url.startsWith("http://") ? url.substring("http://".length()) : url;
        if (!rest.startsWith(DOCUMENTED_ADDRESS + "/")) {
            throw new IllegalArgumentException("URL not at " + DOCUMENTED_ADDRESS + ": " + url);
        }
        return rest.substring(DOCUMENTED_ADDRESS.length());
    }

    private static int headBytes(List<String> pipeline) {
        if (pipeline.size() != 3 || !pipeline.get(0).equals("head") || !pipeline.get(1).equals("-c")
                || !pipeline.get(2).matches("[0-9]+")) {
            throw new IllegalArgumentException("only '| head -c N' may follow curl, not: " + String.join(" ", pipeline));
        }
        return Integer.parseInt(pipeline.get(2));
    }

    private static String argument(List<String> words, int index, String option) {
        if (index >= words.size()) {
            throw new IllegalArgumentException(option + " without its value");
        }
        return words.get(index);
    }
}
