package io.cis.loader.fetch.registries;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.feeds.registry.RegistryDocuments;
import io.cis.loader.feeds.text.FirstLine;
import io.cis.loader.fetch.FetchException;
import io.cis.loader.fetch.FileCheck;
import io.cis.loader.fetch.FileFacts;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The checks a registry's answer passes before it is kept: read whole, within the size the build reads, as what its
 * request path promises (JSON of the expected shape, UTF-8 text), so that an error page served with 200, or a body cut
 * short, fails its package instead of replacing a good copy. A check counts the answer's records (versions, lines)
 * for the manifest.
 */
final class Documents {

    /** A JSON answer's expected shape: its records, or why it is not what the path promises. */
    @FunctionalInterface
    interface JsonShape {

        long records(JsonNode document) throws FetchException;
    }

    /** A text answer's records. */
    @FunctionalInterface
    interface TextShape {

        long records(String text) throws FetchException;
    }

    // a document followed by more text is not one document: refused, as the build refuses it
    private final ObjectMapper json = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    FileCheck json(JsonShape shape) {
        return file -> {
            JsonNode document;
            try {
                document = json.readTree(bytes(file));
            } catch (JacksonException e) {
                throw new FetchException("the answer is not JSON (" + FirstLine.of(e.getOriginalMessage()) + ")");
            }
            if (document == null || document.isMissingNode()) {
                throw new FetchException("the answer is empty, not JSON");
            }
            return FileFacts.records(shape.records(document));
        };
    }

    FileCheck text(TextShape shape) {
        return file -> {
            String text;
            try {
                text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes(file)))
                        .toString();
            } catch (CharacterCodingException e) {
                throw new FetchException("the answer is not UTF-8 text");
            }
            return FileFacts.records(shape.records(text));
        };
    }

    /** A JSON object; its records are the entries of {@code field} (an object or an array). */
    static JsonShape objectCounting(String field) {
        return document -> {
            if (!document.isObject()) {
                throw new FetchException("the answer is not a JSON object");
            }
            JsonNode counted = document.path(field);
            if (!counted.isObject() && !counted.isArray()) {
                throw new FetchException("the answer has no \"" + field + "\" (an object or an array)");
            }
            return counted.size();
        };
    }

    /**
     * A JSON object with a {@code name} and an array {@code field}, whose entries are its records.
     *
     * @param what what the document is, for the failure ("a Hex package")
     */
    static JsonShape namedList(String what, String field) {
        return document -> {
            if (!document.path("name").isTextual() || !document.path(field).isArray()) {
                throw new FetchException("the answer is not " + what + " (no name and " + field + ")");
            }
            return document.path(field).size();
        };
    }

    /** The non-blank lines of a text. */
    static long lines(String text) {
        return text.lines().filter(line -> !line.isBlank()).count();
    }

    private static byte[] bytes(Path file) throws IOException, FetchException {
        long size = Files.size(file);
        if (size > RegistryDocuments.MAX_BYTES) {
            throw new FetchException("the answer has " + size + " bytes, more than the " + RegistryDocuments.MAX_BYTES
                    + " the build reads of a registry document");
        }
        return Files.readAllBytes(file);
    }
}
