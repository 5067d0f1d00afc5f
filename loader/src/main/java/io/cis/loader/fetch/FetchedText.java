package io.cis.loader.fetch;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A fetched text file read as the build will read it: no larger than the build reads, and strict UTF-8, so that a
 * file the build would refuse fails its fetch and the previous copy stays.
 */
public final class FetchedText {

    private FetchedText() {
    }

    /** @param what what the file is, for the refusal ("a changelog") */
    public static String utf8(Path file, long limit, String what) throws IOException, FetchException {
        long size = Files.size(file);
        if (size > limit) {
            throw new FetchException(file.getFileName() + ": " + size + " bytes is more than the " + limit
                    + " bytes the build reads of " + what);
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(Files.readAllBytes(file))).toString();
        } catch (CharacterCodingException e) {
            throw new FetchException(file.getFileName() + ": not UTF-8 text");
        }
    }
}
