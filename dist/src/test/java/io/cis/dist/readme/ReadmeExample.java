package io.cis.dist.readme;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * One {@code curl} command of the README with the answer the README shows for it.
 *
 * @param line the README line the command starts on, 1-based
 * @param command the command as written
 * @param curl the request it makes
 * @param answer the answer shown in the {@code #} lines below it; empty when none is shown
 */
record ReadmeExample(int line, String command, CurlCommand curl, Optional<ShownAnswer> answer) {

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * Every difference between the answer the README shows and the server's real {@code status} and {@code body};
     * empty when they agree.
     */
    List<String> mismatches(int status, String body, List<VaryingValue> varying) {
        if (answer.isEmpty()) {
            return List.of("the README shows no answer");
        }
        ShownAnswer shown = answer.get();
        List<String> found = new ArrayList<>();
        if (status != shown.status()) {
            found.add("HTTP status: the README shows " + shown.status() + ", the server answered " + status);
        }
        if (curl.headBytes().isPresent()) {
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            String head = new String(Arrays.copyOf(bytes, Math.min(bytes.length, curl.headBytes().getAsInt())),
                    StandardCharsets.UTF_8);
            if (!head.equals(shown.body())) {
                found.add("first " + curl.headBytes().getAsInt() + " bytes: the README shows " + shown.body()
                        + ", the server answered " + head);
            }
            return found;
        }
        JsonNode real;
        try {
            real = JSON.readTree(body);
        } catch (JsonProcessingException e) {
            found.add("the server answered something that is not JSON: " + body);
            return found;
        }
        try {
            found.addAll(AbridgedJson.parse(shown.body()).mismatches(real, varying));
        } catch (IllegalArgumentException unreadable) {
            found.add("the README's answer cannot be read: " + unreadable.getMessage());
        }
        return found;
    }
}
