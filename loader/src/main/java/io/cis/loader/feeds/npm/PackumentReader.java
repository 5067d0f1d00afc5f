package io.cis.loader.feeds.npm;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cis.loader.build.FeedException;
import io.cis.loader.feeds.json.StrictJson;
import io.cis.loader.feeds.text.FirstLine;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/** Reads one package document file, plain or gzip-compressed, as a JSON object; anything else fails the file. */
final class PackumentReader {

    private final ObjectMapper mapper = StrictJson.mapper();

    ObjectNode read(Path file) throws FeedException {
        boolean gzip = PackumentFiles.isGzip(file);
        JsonNode document;
        try (InputStream raw = Files.newInputStream(file);
             InputStream in = gzip ? new GZIPInputStream(raw) : raw) {
            document = mapper.readTree(in);
        } catch (JsonProcessingException e) {
            throw new FeedException(file, "not valid JSON (" + FirstLine.of(e.getOriginalMessage()) + ")", e);
        } catch (IOException e) {
            throw new FeedException(file, (gzip ? "not valid gzip (" : "cannot be read (")
                    + FirstLine.of(e.getMessage()) + ")", e);
        }
        if (document == null || !document.isObject()) {
            throw new FeedException(file, "not a JSON object; not an npm package document");
        }
        return (ObjectNode) document;
    }
}
