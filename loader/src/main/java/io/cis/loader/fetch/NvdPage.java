package io.cis.loader.fetch;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.BiConsumer;

/**
 * One page of an NVD CVE API 2.0 response, read as a stream so that a page of 2,000 records is never one tree: the
 * paging fields, the response's {@code timestamp}, and each {@code vulnerabilities[]} element handed on with its CVE
 * id. A page is complete only if it is one JSON object of the {@code NVD_CVE} format with its paging fields, the
 * {@code startIndex} asked for, and elements that each hold a {@code cve} with a well-formed {@code id} and a
 * {@code lastModified}.
 */
record NvdPage(long startIndex, long totalResults, int count, String timestamp, String version,
               String newestLastModified) {

    /**
     * Reads {@code file}, the answer to a request from {@code startIndex}, handing each element (compact JSON) and its
     * CVE id to {@code records}.
     */
    static NvdPage read(Path file, long startIndex, ObjectMapper json, BiConsumer<String, String> records)
            throws IOException, FetchException {
        Long start = null;
        Long total = null;
        String format = null;
        String timestamp = "";
        String version = "";
        String newest = "";
        int count = 0;
        boolean listed = false;
        try (JsonParser parser = json.getFactory().createParser(file.toFile())) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                throw new FetchException("not a JSON object");
            }
            for (JsonToken token = parser.nextToken(); token == JsonToken.FIELD_NAME; token = parser.nextToken()) {
                String field = parser.currentName();
                JsonToken value = parser.nextToken();
                switch (field) {
                    case "startIndex" -> start = number(parser, value, field);
                    case "totalResults" -> total = number(parser, value, field);
                    case "format" -> format = text(parser, value);
                    case "timestamp" -> timestamp = text(parser, value);
                    case "version" -> version = text(parser, value);
                    case "vulnerabilities" -> {
                        if (value != JsonToken.START_ARRAY) {
                            throw new FetchException("vulnerabilities is not an array");
                        }
                        listed = true;
                        while (parser.nextToken() == JsonToken.START_OBJECT) {
                            JsonNode element = parser.readValueAsTree();
                            JsonNode cve = element.path("cve");
                            String id = cve.path("id").asText(null);
                            if (!CveBuckets.isId(id)) {
                                throw new FetchException("vulnerabilities[" + count + "] has no CVE id");
                            }
                            String modified = cve.path("lastModified").asText("");
                            if (modified.length() < 10) {
                                throw new FetchException(id + " has no lastModified");
                            }
                            newest = modified.compareTo(newest) > 0 ? modified : newest;
                            records.accept(id, json.writeValueAsString(element));
                            count++;
                        }
                        if (parser.currentToken() != JsonToken.END_ARRAY) {
                            throw new FetchException("vulnerabilities[" + count + "] is not an object");
                        }
                    }
                    default -> parser.skipChildren();
                }
            }
            if (parser.currentToken() != JsonToken.END_OBJECT || parser.nextToken() != null) {
                throw new FetchException("content after the response object");
            }
        } catch (JacksonException e) {
            throw new FetchException("not valid JSON (" + e.getOriginalMessage() + ")");
        }
        if (!"NVD_CVE".equals(format)) {
            throw new FetchException("not an NVD CVE API response (format " + format + ")");
        }
        if (!listed || start == null || total == null) {
            throw new FetchException("no " + (!listed ? "vulnerabilities" : start == null ? "startIndex"
                    : "totalResults"));
        }
        if (start != startIndex) {
            throw new FetchException("startIndex " + start + " answers a request from " + startIndex);
        }
        return new NvdPage(start, total, count, timestamp, version, newest);
    }

    private static long number(JsonParser parser, JsonToken value, String field) throws IOException, FetchException {
        if (value != JsonToken.VALUE_NUMBER_INT || parser.getLongValue() < 0) {
            throw new FetchException(field + " is not a count");
        }
        return parser.getLongValue();
    }

    private static String text(JsonParser parser, JsonToken value) throws IOException {
        if (value == JsonToken.VALUE_STRING) {
            return parser.getText();
        }
        parser.skipChildren();
        return "";
    }
}
