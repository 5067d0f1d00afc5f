package io.cis.loader.fetch;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * OSADL's license data: the compatibility matrix {@code matrixseqexpl.json} into {@code osadl/matrix/}, then the
 * obligations checklist {@code unreflicenses/<license>.txt} of every license the matrix leads, into
 * {@code osadl/checklists/<license>.txt}. The matrix must parse with its {@code licenses} array; its
 * {@code timestamp} day is the data date. A checklist must be UTF-8, within the 4 MiB the build reads, and hold an
 * OSLOC statement (an error page does not). A license OSADL publishes no checklist for (HTTP 404) is noted by name;
 * the build then describes it from the matrix alone.
 */
public final class OsadlSource implements FeedSource {

    static final String MATRIX = "matrixseqexpl.json";
    /** The build reads a checklist whole up to this size. */
    static final long CHECKLIST_LIMIT = 4L * 1024 * 1024;
    /** A license name that can be a file name of {@code osadl/checklists/} (OSADL writes one with spaces). */
    private static final Pattern LICENSE = Pattern.compile("[A-Za-z0-9][A-Za-z0-9 .+_-]*");
    private static final Pattern STATEMENT = Pattern.compile(
            "(?m)^(USE CASE|COMPATIBILITY|DEPENDING COMPATIBILITY|INCOMPATIBILITY|PATENT HINTS|COPYLEFT CLAUSE)\\b");
    private static final Pattern USE_CASE = Pattern.compile("(?m)^USE CASE\\b");
    private static final Pattern DAY = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

    private final ObjectMapper json;

    public OsadlSource(ObjectMapper json) {
        this.json = json;
    }

    @Override
    public String name() {
        return "osadl";
    }

    @Override
    public String folder() {
        return "osadl";
    }

    @Override
    public URI defaultBase() {
        return URI.create("https://www.osadl.org/fileadmin/checklists/");
    }

    @Override
    public FileFacts fetch(SourceFetch files) throws FetchException {
        List<String> licenses = new ArrayList<>();
        FileFacts matrix = files.file(MATRIX, "osadl/matrix/" + MATRIX, file -> matrix(file, licenses));
        List<String> unpublished = new ArrayList<>();
        for (String license : licenses) {
            if (!LICENSE.matcher(license).matches()) {
                files.note("the matrix names " + license + ", which cannot be a file name; no checklist fetched");
                continue;
            }
            String url = "unreflicenses/" + URLEncoder.encode(license, StandardCharsets.UTF_8).replace("+", "%20")
                    + ".txt";
            try {
                files.file(url, "osadl/checklists/" + license + ".txt", OsadlSource::checklist);
            } catch (FetchException e) {
                if (e.httpStatus() != 404) {
                    throw e;
                }
                unpublished.add(license);
            }
        }
        if (!unpublished.isEmpty()) {
            files.note("no checklist published (HTTP 404) for " + unpublished.size() + " of the " + licenses.size()
                    + " licenses of the matrix, described by the matrix alone: " + String.join(", ", unpublished));
        }
        return new FileFacts(matrix.records(), matrix.dataDate(), "");
    }

    private FileFacts matrix(Path file, List<String> licenses) throws IOException, FetchException {
        JsonNode root;
        try {
            root = json.readTree(file.toFile());
        } catch (JacksonException e) {
            throw new FetchException(file.getFileName() + ": not valid JSON (" + e.getOriginalMessage() + ")");
        }
        if (root == null || !root.isObject() || !root.path("licenses").isArray()) {
            throw new FetchException(file.getFileName() + ": not OSADL's matrix (no licenses array)");
        }
        licenses.clear();
        for (JsonNode license : root.get("licenses")) {
            String name = license.path("name").asText("");
            if (!name.isEmpty() && !licenses.contains(name)) {
                licenses.add(name);
            }
        }
        String timestamp = root.path("timestamp").asText("");
        String day = timestamp.length() >= 10 && DAY.matcher(timestamp.substring(0, 10)).matches()
                ? timestamp.substring(0, 10) : "";
        return new FileFacts(root.get("licenses").size(), day, "");
    }

    static FileFacts checklist(Path file) throws IOException, FetchException {
        String text = FetchedText.utf8(file, CHECKLIST_LIMIT, "a checklist");
        if (!STATEMENT.matcher(text).find()) {
            throw new FetchException(file.getFileName() + ": not an OSLOC checklist (no USE CASE, COMPATIBILITY,"
                    + " PATENT HINTS or COPYLEFT CLAUSE line)");
        }
        return FileFacts.records(USE_CASE.matcher(text).results().count());
    }
}
