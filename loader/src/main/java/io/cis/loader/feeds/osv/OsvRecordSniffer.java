package io.cis.loader.feeds.osv;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.cis.loader.feeds.json.StrictJson;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Tells whether a file is OSV data by the top-level field names of a record only (nested values are skipped, so
 * locating the feed does not parse whole trees): a record has both {@code id} and {@code modified}, the two fields
 * the OSV schema requires. A zip is OSV data when its first record entry is a record. A file that cannot be parsed
 * is not recognised here; loading reports it.
 */
final class OsvRecordSniffer {

    private final JsonFactory json = StrictJson.factory();
    private final YAMLFactory yaml = new YAMLFactory();

    boolean isOsv(Path file) {
        try {
            if (OsvFiles.isZip(file)) {
                return isOsvZip(file);
            }
            try (InputStream in = Files.newInputStream(file)) {
                return isRecord(file.getFileName().toString(), in);
            }
        } catch (IOException e) {
            return false;
        }
    }

    private boolean isOsvZip(Path file) throws IOException {
        try (ZipFile archive = new ZipFile(file.toFile())) {
            ZipEntry first = archive.stream()
                    .filter(entry -> !entry.isDirectory() && OsvZipEntries.isRecordEntry(entry.getName()))
                    .findFirst().orElse(null);
            if (first == null) {
                return false;
            }
            try (InputStream in = archive.getInputStream(first)) {
                return isRecord(first.getName(), in);
            }
        }
    }

    private boolean isRecord(String name, InputStream in) throws IOException {
        String lower = name.toLowerCase(Locale.ROOT);
        JsonFactory factory = lower.endsWith(".yaml") || lower.endsWith(".yml") ? yaml : json;
        try (JsonParser parser = factory.createParser(in)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return false;
            }
            boolean id = false;
            boolean modified = false;
            while (parser.nextToken() == JsonToken.FIELD_NAME && !(id && modified)) {
                String field = parser.currentName();
                id |= "id".equals(field);
                modified |= "modified".equals(field);
                parser.nextToken();
                parser.skipChildren();
            }
            return id && modified;
        }
    }
}
