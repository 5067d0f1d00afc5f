package io.cis.http.body;

import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * Reads a batch's list of components, {@code [{"purl", "requirement"}, ...]}, as the v2 and v3 batch routes take it.
 * Counting as it reads, it refuses the list at the first item past the batch limit, so a list of millions of items
 * costs no more than the limit's worth of them; members of an item other than the two are skipped unread.
 */
public final class ComponentListReader {

    private final int maxItems;

    public ComponentListReader(int maxItems) {
        if (maxItems < 1) {
            throw new IllegalArgumentException("a batch must be allowed at least one item, was " + maxItems);
        }
        this.maxItems = maxItems;
    }

    /**
     * The value of member {@code field} (the cursor on its name), each item made by {@code item} from its purl and
     * requirement (absent or null: empty); empty when the value is null. The list may be empty.
     */
    public <T> Optional<List<T>> read(JsonCursor json, String field, BiFunction<String, String, T> item)
            throws IOException {
        JsonToken token = json.nextValue();
        if (token == JsonToken.VALUE_NULL) {
            return Optional.empty();
        }
        if (token != JsonToken.START_ARRAY) {
            throw new BodyException("field '" + field + "' must be a list");
        }
        List<T> items = new ArrayList<>();
        while ((token = json.nextValue()) != JsonToken.END_ARRAY) {
            int index = items.size();
            if (index == maxItems) {
                throw new BodyException("field '" + field + "' has " + (maxItems + 1) + " or more items; at most "
                        + maxItems + " are accepted per request");
            }
            if (token != JsonToken.START_OBJECT) {
                throw new BodyException(field + "[" + index + "] must be an object with a purl");
            }
            String purl = "";
            String requirement = "";
            while (json.nextMember()) {
                switch (json.name()) {
                    case "purl" -> purl = json.stringOrEmpty(field + "[" + index + "].purl");
                    case "requirement" -> requirement = json.stringOrEmpty(field + "[" + index + "].requirement");
                    default -> json.skipValue();
                }
            }
            items.add(item.apply(purl, requirement));
        }
        return Optional.of(items);
    }
}
