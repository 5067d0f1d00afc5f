package io.cis.loader.feeds.npm;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.cis.loader.build.FeedLayout;
import io.cis.loader.feeds.json.StrictJson;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Which files in a folder are package documents: {@code *.json} and their gzip forms {@code *.gz} /
 * {@code *.json.gz}. When both forms of one document are present ({@code lodash.json} next to {@code lodash.gz}),
 * only the plain {@code .json} is read: it is the form a person can inspect, and reading both would report the
 * package twice.
 */
final class PackumentFiles {

    private static final String GZ = ".gz";
    private static final String JSON = ".json";

    private static final FeedLayout DOCUMENTS = FeedLayout.directlyIn(name -> documentName(name) != null);
    private static final FeedLayout PLAIN_DOCUMENTS = FeedLayout.directlyIn(name -> name.endsWith(JSON));

    private final JsonFactory json = StrictJson.factory();

    /** The files to read, directly in {@code folder}, in name order, one per document. */
    List<Path> list(Path folder) throws IOException {
        Map<String, Path> byDocument = new TreeMap<>();
        for (Path file : DOCUMENTS.files(folder)) {
            byDocument.merge(documentName(file.getFileName().toString()), file, PackumentFiles::preferPlain);
        }
        return new ArrayList<>(byDocument.values());
    }

    /**
     * Whether {@code folder} itself directly holds a plain {@code .json} package document (an object with top-level
     * {@code name} and {@code versions}); used to accept the npm folder given as the feeds root. Reads only
     * top-level field names, skipping their values.
     */
    boolean holdsPackuments(Path folder) {
        return PLAIN_DOCUMENTS.holdsAny(folder, this::looksLikePackument);
    }

    private boolean looksLikePackument(Path file) {
        boolean name = false;
        boolean versions = false;
        try (InputStream in = Files.newInputStream(file); JsonParser parser = json.createParser(in)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return false;
            }
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String field = parser.currentName();
                JsonToken value = parser.nextToken();
                name |= field.equals("name") && value == JsonToken.VALUE_STRING;
                versions |= field.equals("versions") && value == JsonToken.START_OBJECT;
                if (name && versions) {
                    return true;
                }
                parser.skipChildren();
            }
            return false;
        } catch (IOException e) {
            // a broken file does not make the folder an npm folder; if it is one, loading reports the file
            return false;
        }
    }

    /** "lodash" for lodash.json, lodash.gz and lodash.json.gz; null for files that are not package documents. */
    private static String documentName(String fileName) {
        String name = fileName;
        if (name.endsWith(GZ)) {
            name = name.substring(0, name.length() - GZ.length());
            if (name.endsWith(JSON)) {
                name = name.substring(0, name.length() - JSON.length());
            }
            return name.isEmpty() ? null : name;
        }
        if (name.endsWith(JSON) && name.length() > JSON.length()) {
            return name.substring(0, name.length() - JSON.length());
        }
        return null;
    }

    private static Path preferPlain(Path first, Path second) {
        return isGzip(first) && !isGzip(second) ? second : first;
    }

    static boolean isGzip(Path file) {
        return file.getFileName().toString().endsWith(GZ);
    }
}
