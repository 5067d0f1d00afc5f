package io.cis.loader.feeds.catalog;

import io.cis.loader.build.FeedLayout;
import io.cis.loader.feeds.text.BoundedLineReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * The catalog files of a folder ({@code *.jsonl} and {@code *.jsonl.gz} directly in it, in name order) and how to
 * read one as text: gunzipped when its name says so, decoded as strict UTF-8 so that bad bytes fail instead of
 * turning into replacement characters.
 */
final class CatalogFiles {

    private static final String PLAIN = ".jsonl";
    private static final String GZIPPED = ".jsonl.gz";
    /** The longest line read, in characters: one record; the largest real ones are a few hundred. */
    static final int LINE_LIMIT = 8 << 20;

    private static final FeedLayout LAYOUT = FeedLayout.directlyIn(CatalogFiles::isCatalog);

    static boolean holdsCatalog(Path dir) {
        return LAYOUT.holdsAny(dir);
    }

    List<Path> of(Path dir) throws IOException {
        return LAYOUT.files(dir);
    }

    static boolean isGzipped(Path file) {
        return file.getFileName().toString().endsWith(GZIPPED);
    }

    /**
     * A line reader whose reads throw {@link java.nio.charset.CharacterCodingException} on bytes that are not UTF-8
     * and {@link io.cis.loader.feeds.text.LineTooLongException} on a line over {@link #LINE_LIMIT} characters.
     */
    BoundedLineReader open(Path file) throws IOException {
        InputStream in = Files.newInputStream(file);
        try {
            InputStream text = isGzipped(file) ? new GZIPInputStream(in) : in;
            return new BoundedLineReader(new InputStreamReader(text, StandardCharsets.UTF_8.newDecoder()), LINE_LIMIT);
        } catch (IOException e) {
            in.close();
            throw e;
        }
    }

    private static boolean isCatalog(String name) {
        return !name.startsWith(".") && (name.endsWith(PLAIN) || name.endsWith(GZIPPED));
    }
}
