package io.cis.loader.feeds.registry;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.feeds.json.StrictJson;
import io.cis.loader.feeds.text.FirstLine;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;

/**
 * Reads registry documents. What is wrong with a document itself (not UTF-8, not JSON, trailing text, too large) is
 * an {@link UnusableRecordException}, which the feed reports as a skipped record: one bad response among
 * thousands fetched must not cost the others. A file that cannot be read at all (permissions, I/O) fails the build,
 * as for every feed.
 */
public final class RegistryDocuments {

    /**
     * Far above any package document a registry serves (the largest are a few tens of MiB); the limit keeps a damaged
     * or wrong file from exhausting the heap, since a document is read whole.
     */
    public static final long MAX_BYTES = 128L << 20;

    // a document followed by more text is not one document: refuse it rather than read half of it
    private final ObjectMapper mapper = StrictJson.mapper();

    /** The document as JSON; any value (object, array, ...), which the caller checks. */
    public JsonNode json(RegistryFile file) throws UnusableRecordException, FeedException {
        byte[] bytes = bytes(file);
        try {
            JsonNode node = mapper.readTree(bytes);
            if (node == null || node.isMissingNode()) {
                throw new UnusableRecordException("empty document, not JSON");
            }
            return node;
        } catch (JsonProcessingException e) {
            throw new UnusableRecordException("not valid JSON (" + FirstLine.of(e.getOriginalMessage()) + ")", e);
        } catch (IOException e) {
            throw new FeedException(file.path(), "cannot be read (" + e.getMessage() + ")", e);
        }
    }

    /** The document as UTF-8 text. */
    public String text(RegistryFile file) throws UnusableRecordException, FeedException {
        byte[] bytes = bytes(file);
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new UnusableRecordException("not UTF-8 text", e);
        }
    }

    private static byte[] bytes(RegistryFile file) throws UnusableRecordException, FeedException {
        try {
            long size = Files.size(file.path());
            if (size > MAX_BYTES) {
                throw new UnusableRecordException(size + " bytes is more than the limit of " + MAX_BYTES
                        + " bytes for a registry document");
            }
            return Files.readAllBytes(file.path());
        } catch (IOException e) {
            throw new FeedException(file.path(), "cannot be read (" + e.getMessage() + ")", e);
        }
    }
}
