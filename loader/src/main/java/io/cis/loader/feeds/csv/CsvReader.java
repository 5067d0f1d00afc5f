package io.cis.loader.feeds.csv;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.zip.GZIPInputStream;

/**
 * Reads RFC 4180 CSV, record by record: fields separated by commas; records ended by CRLF, LF or CR; a field in
 * double quotes may hold commas, quotes (written twice) and line breaks. A byte-order mark before the first field is
 * dropped.
 *
 * <p>Every record must end with a line break. RFC 4180 lets the last one go without, but the feeds read with this
 * (CISA KEV, FIRST EPSS) always end their last line, and a file cut inside a record would otherwise still read: a
 * score {@code 0.79477} cut to {@code 0.7} is a valid number, only a wrong one.
 *
 * <p>A field may hold at most {@link #FIELD_LIMIT} characters and a record at most {@link #RECORD_LIMIT}; past either
 * the reader stops with a {@link CsvLimitException} naming the line, rather than hold an endless line in memory. The
 * largest real records (KEV's notes) are a few kilobytes.
 */
public final class CsvReader implements Closeable {

    private static final int END = -1;
    private static final int NONE = -2;
    private static final char BYTE_ORDER_MARK = '\uFEFF';
    /** The most characters of one field, quotes and escapes not counted. */
    public static final int FIELD_LIMIT = 1 << 20;
    /** The most characters of one record as written (separators and quotes included, its last line break not). */
    public static final int RECORD_LIMIT = 4 << 20;

    private final Reader in;
    private int lookahead = NONE;
    private long line = 1;
    private boolean started;

    public CsvReader(Reader in) {
        this.in = in;
    }

    /**
     * A reader of {@code file}, gunzipped when its name ends with {@code .gz}, decoded as strict UTF-8: bytes that are
     * not UTF-8 make {@link #next()} throw {@link java.nio.charset.CharacterCodingException} rather than turn into
     * replacement characters.
     */
    public static CsvReader open(Path file) throws IOException {
        InputStream bytes = Files.newInputStream(file);
        try {
            InputStream text = file.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(bytes) : bytes;
            return new CsvReader(new BufferedReader(new InputStreamReader(text, StandardCharsets.UTF_8.newDecoder())));
        } catch (IOException e) {
            bytes.close();
            throw e;
        }
    }

    /** The physical line the reader is on, from 1: where the next record starts, or where reading stopped. */
    public long line() {
        return line;
    }

    /**
     * The next record, or empty after the last one.
     *
     * @throws CsvFormatException when the text ends inside a quoted field or without a line break after the last
     *                            record, or (as {@link CsvLimitException}) a field or the record passes its limit
     */
    public Optional<CsvRecord> next() throws IOException, CsvFormatException {
        skipByteOrderMark();
        long start = line;
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        String defect = null;
        boolean quoted = false;
        boolean closedQuote = false;
        boolean any = false;
        long recordChars = 0;
        while (true) {
            int c = read();
            if (field.length() > FIELD_LIMIT) {
                throw new CsvLimitException("field " + (fields.size() + 1) + " of the record of line " + start
                        + " is longer than the limit of " + FIELD_LIMIT + " characters");
            }
            if (++recordChars > RECORD_LIMIT + 1L) {
                throw new CsvLimitException("the record of line " + start + " is longer than the limit of "
                        + RECORD_LIMIT + " characters");
            }
            if (c == END) {
                if (!any) {
                    return Optional.empty();
                }
                throw new CsvFormatException(quoted
                        ? "the quoted field opened in the record of line " + start + " is not closed at the end of the text"
                        : "the record of line " + start + " does not end with a line break: the text is cut off");
            }
            any = true;
            if (quoted) {
                if (c == '"') {
                    if (peek() == '"') {
                        read();
                        field.append('"');
                    } else {
                        quoted = false;
                        closedQuote = true;
                    }
                } else {
                    field.append((char) c);
                    if (isLineBreak(c)) {
                        // a quoted line break is data: kept as written, CRLF included
                        line++;
                        if (c == '\r' && peek() == '\n') {
                            field.append((char) read());
                        }
                    }
                }
            } else if (c == ',') {
                fields.add(field.toString());
                field.setLength(0);
                closedQuote = false;
            } else if (isLineBreak(c)) {
                countLineBreak(c);
                fields.add(field.toString());
                return Optional.of(new CsvRecord(start, fields, defect));
            } else if (c == '"' && field.isEmpty() && !closedQuote) {
                quoted = true;
            } else {
                if ((closedQuote || c == '"') && defect == null) {
                    defect = closedQuote ? "text after the closing quote of field " + (fields.size() + 1)
                            : "a quote inside unquoted field " + (fields.size() + 1);
                }
                field.append((char) c);
            }
        }
    }

    @Override
    public void close() throws IOException {
        in.close();
    }

    private void skipByteOrderMark() throws IOException {
        if (!started) {
            started = true;
            if (peek() == BYTE_ORDER_MARK) {
                read();
            }
        }
    }

    private static boolean isLineBreak(int c) {
        return c == '\n' || c == '\r';
    }

    /** Counts the line break that ends a record; a CR followed by LF is one, so the LF is consumed here. */
    private void countLineBreak(int c) throws IOException {
        line++;
        if (c == '\r' && peek() == '\n') {
            read();
        }
    }

    private int read() throws IOException {
        if (lookahead != NONE) {
            int c = lookahead;
            lookahead = NONE;
            return c;
        }
        return in.read();
    }

    private int peek() throws IOException {
        if (lookahead == NONE) {
            lookahead = in.read();
        }
        return lookahead;
    }
}
