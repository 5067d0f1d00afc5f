package io.cis.loader.fetch;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.feeds.csv.CsvFormatException;
import io.cis.loader.feeds.csv.CsvReader;
import io.cis.loader.feeds.csv.CsvRecord;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;

/**
 * CISA's Known Exploited Vulnerabilities catalog, as JSON and as CSV, in {@code kev/} under CISA's file names (the
 * build reads the CSV). The JSON must parse and hold its {@code vulnerabilities} array; its {@code dateReleased} is the
 * data date and {@code catalogVersion} the version. The CSV is read whole as RFC 4180 (a cut-off last row fails) and
 * its records counted.
 */
public final class KevSource implements FeedSource {

    static final String JSON = "known_exploited_vulnerabilities.json";
    static final String CSV = "known_exploited_vulnerabilities.csv";

    private final ObjectMapper json;

    public KevSource(ObjectMapper json) {
        this.json = json;
    }

    @Override
    public String name() {
        return "kev";
    }

    @Override
    public String folder() {
        return "kev";
    }

    @Override
    public URI defaultBase() {
        return URI.create("https://www.cisa.gov/sites/default/files/feeds/");
    }

    @Override
    public FileFacts fetch(SourceFetch files) throws FetchException {
        FileFacts catalog = files.file(JSON, "kev/" + JSON, this::checkJson);
        files.file(CSV, "kev/" + CSV, KevSource::checkCsv);
        return catalog;
    }

    private FileFacts checkJson(Path file) throws IOException, FetchException {
        JsonNode root;
        try {
            root = json.readTree(file.toFile());
        } catch (JacksonException e) {
            throw new FetchException(file.getFileName() + ": not valid JSON (" + e.getOriginalMessage() + ")");
        }
        JsonNode vulnerabilities = root == null ? null : root.get("vulnerabilities");
        if (vulnerabilities == null || !vulnerabilities.isArray()) {
            throw new FetchException(file.getFileName() + ": no vulnerabilities array");
        }
        String released = root.path("dateReleased").asText("");
        return new FileFacts(vulnerabilities.size(), released.length() >= 10 ? released.substring(0, 10) : released,
                root.path("catalogVersion").asText(""));
    }

    static FileFacts checkCsv(Path file) throws IOException, FetchException {
        try (CsvReader reader = CsvReader.open(file)) {
            Optional<CsvRecord> header = reader.next();
            if (header.isEmpty() || !header.get().fields().contains("cveID")) {
                throw new FetchException(file.getFileName() + ": the first line has no cveID column");
            }
            long records = 0;
            for (Optional<CsvRecord> row = reader.next(); row.isPresent(); row = reader.next()) {
                if (!row.get().blank()) {
                    records++;
                }
            }
            return FileFacts.records(records);
        } catch (CsvFormatException e) {
            throw new FetchException(file.getFileName() + ": " + e.getMessage());
        }
    }
}
