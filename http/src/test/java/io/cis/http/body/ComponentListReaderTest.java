package io.cis.http.body;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A batch's list of {purl, requirement} items, read item by item and refused at the first item past the limit. */
class ComponentListReaderTest {

    private final JsonBodyReader reader = new JsonBodyReader(JsonLimits.DEFAULTS);

    private record Item(String purl, String requirement) {
    }

    private Optional<List<Item>> read(String body, int maxItems) {
        ComponentListReader lists = new ComponentListReader(maxItems);
        return reader.readObject(body.getBytes(StandardCharsets.UTF_8), json -> {
            Optional<List<Item>> found = Optional.empty();
            while (json.nextMember()) {
                if (json.name().equals("components")) {
                    found = lists.read(json, "components", Item::new);
                } else {
                    json.skipValue();
                }
            }
            return found;
        });
    }

    private String refusal(String body, int maxItems) {
        Throwable thrown = catchThrowable(() -> read(body, maxItems));
        assertThat(thrown).as(body).isInstanceOf(BodyException.class);
        return thrown.getMessage();
    }

    @Test
    void readsEachItemsPurlAndRequirementInOrderAndSkipsItsOtherMembers() {
        assertThat(read("{\"components\":[{\"purl\":\"pkg:npm/a\",\"extra\":{\"x\":[1]},\"requirement\":\"^1\"},"
                + "{\"requirement\":\"2\"},{\"purl\":null},{}]}", 10)).contains(List.of(new Item("pkg:npm/a", "^1"),
                new Item("", "2"), new Item("", ""), new Item("", "")));
    }

    @Test
    void aNullListIsAbsentAndAnEmptyListIsEmpty() {
        assertThat(read("{\"components\":null}", 10)).isEmpty();
        assertThat(read("{\"other\":[1]}", 10)).isEmpty();
        assertThat(read("{\"components\":[]}", 10)).contains(List.of());
    }

    @Test
    void theLimitIsAcceptedAndOneMoreIsRefused() {
        String item = "{\"purl\":\"pkg:npm/a\"}";
        assertThat(read("{\"components\":[" + String.join(",", Collections.nCopies(3, item)) + "]}", 3))
                .hasValueSatisfying(items -> assertThat(items).hasSize(3));
        assertThat(refusal("{\"components\":[" + String.join(",", Collections.nCopies(4, item)) + "]}", 3))
                .isEqualTo("field 'components' has 4 or more items; at most 3 are accepted per request");
    }

    @Test
    void readingStopsAtTheFirstItemPastTheLimit() {
        // Whatever follows that item, even an item of the wrong type or bytes that are no JSON, is never read.
        String three = "{},{},{}";
        assertThat(refusal("{\"components\":[" + three + ",42]}", 2)).contains("has 3 or more items");
        assertThat(refusal("{\"components\":[" + three + ",{\"purl\":42} ]] garbage", 2)).contains("has 3 or more items");
    }

    @Test
    void aListOrItemOfTheWrongTypeIsRefusedNamingIt() {
        for (String list : List.of("\"pkg:npm/a\"", "42", "{\"purl\":\"pkg:npm/a\"}", "true")) {
            assertThat(refusal("{\"components\":" + list + "}", 10)).isEqualTo("field 'components' must be a list");
        }
        for (String item : List.of("\"pkg:npm/a\"", "42", "null", "[]")) {
            assertThat(refusal("{\"components\":[{}," + item + "]}", 10))
                    .isEqualTo("components[1] must be an object with a purl");
        }
        assertThat(refusal("{\"components\":[{\"purl\":42}]}", 10)).isEqualTo("components[0].purl must be a string");
        assertThat(refusal("{\"components\":[{\"purl\":\"a\",\"requirement\":[]}]}", 10))
                .isEqualTo("components[0].requirement must be a string");
    }
}
