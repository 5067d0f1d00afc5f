package io.cis.loader.fetch;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The SPDX License List as {@code license-list-data} JSON, in {@code spdx/json/}: {@code licenses.json},
 * {@code exceptions.json}, then each license's details ({@code details/<id>.json}) and each exception's
 * ({@code exceptions/<id>.json}), published beside the lists as {@code <id>.json}. Every file must parse; the lists
 * must hold their arrays. The data date is {@code releaseDate}, the version {@code licenseListVersion}.
 */
public final class SpdxSource implements FeedSource {

    /** What an SPDX id may be; anything else would not be a file name under the feed's folder. */
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9.+-]*");

    private final ObjectMapper json;

    public SpdxSource(ObjectMapper json) {
        this.json = json;
    }

    @Override
    public String name() {
        return "spdx";
    }

    @Override
    public String folder() {
        return "spdx/json";
    }

    @Override
    public URI defaultBase() {
        return URI.create("https://spdx.org/licenses/");
    }

    @Override
    public FileFacts fetch(SourceFetch files) throws FetchException {
        List<String> licenses = new ArrayList<>();
        FileFacts list = files.file("licenses.json", "spdx/json/licenses.json",
                file -> listed(file, "licenses", "licenseId", licenses));
        List<String> exceptions = new ArrayList<>();
        files.file("exceptions.json", "spdx/json/exceptions.json",
                file -> listed(file, "exceptions", "licenseExceptionId", exceptions));
        for (String id : licenses) {
            files.file(id + ".json", "spdx/json/details/" + id + ".json", this::parses);
        }
        for (String id : exceptions) {
            files.file(id + ".json", "spdx/json/exceptions/" + id + ".json", this::parses);
        }
        return list;
    }

    private FileFacts listed(Path file, String array, String idField, List<String> ids)
            throws IOException, FetchException {
        JsonNode root = read(file);
        JsonNode entries = root.get(array);
        if (entries == null || !entries.isArray()) {
            throw new FetchException(file.getFileName() + ": no " + array + " array");
        }
        ids.clear();
        for (JsonNode entry : entries) {
            String id = entry.path(idField).asText("");
            if (ID.matcher(id).matches()) {
                ids.add(id);
            }
        }
        String released = root.path("releaseDate").asText("");
        return new FileFacts(entries.size(), released.length() >= 10 ? released.substring(0, 10) : released,
                root.path("licenseListVersion").asText(""));
    }

    private FileFacts parses(Path file) throws IOException, FetchException {
        read(file);
        return FileFacts.records(1);
    }

    private JsonNode read(Path file) throws IOException, FetchException {
        try {
            JsonNode root = json.readTree(file.toFile());
            if (root == null || !root.isObject()) {
                throw new FetchException(file.getFileName() + ": not a JSON object");
            }
            return root;
        } catch (JacksonException e) {
            throw new FetchException(file.getFileName() + ": not valid JSON (" + e.getOriginalMessage() + ")");
        }
    }
}
