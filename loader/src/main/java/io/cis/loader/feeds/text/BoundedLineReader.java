package io.cis.loader.feeds.text;

import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;

/**
 * Reads text line by line, as {@link java.io.BufferedReader#readLine()} does (lines end at LF, CR or CRLF; the
 * break is not part of the line), but refuses a line longer than a limit as soon as it passes it: an unbounded
 * {@code readLine} on a file with a 2 GiB line ends in an {@link OutOfMemoryError}.
 */
public final class BoundedLineReader implements Closeable {

    private static final int BUFFER = 1 << 16;

    private final Reader in;
    private final int limit;
    private final char[] buffer = new char[BUFFER];
    private int position;
    private int filled;
    private boolean skipLineFeed;
    private long lines;

    /** @param limit the most characters a line may have, its break not counted */
    public BoundedLineReader(Reader in, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be positive");
        }
        this.in = in;
        this.limit = limit;
    }

    /**
     * The next line, or null at the end of the text.
     *
     * @throws LineTooLongException when the line passes the limit
     */
    public String readLine() throws IOException {
        StringBuilder line = null;
        while (true) {
            if (position == filled && !fill()) {
                if (line == null) {
                    return null;
                }
                lines++;
                return line.toString();
            }
            if (skipLineFeed) {
                skipLineFeed = false;
                if (buffer[position] == '\n') {
                    position++;
                    continue;
                }
            }
            int start = position;
            while (position < filled && buffer[position] != '\n' && buffer[position] != '\r') {
                position++;
            }
            int length = position - start;
            int sofar = line == null ? 0 : line.length();
            if (sofar + length > limit) {
                throw new LineTooLongException(lines + 1, limit);
            }
            if (line == null) {
                line = new StringBuilder(Math.max(length, 16));
            }
            line.append(buffer, start, length);
            if (position < filled) {
                skipLineFeed = buffer[position] == '\r';
                position++;
                lines++;
                return line.toString();
            }
        }
    }

    /** How many lines were returned so far: the number of the last one. */
    public long lineNumber() {
        return lines;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }

    private boolean fill() throws IOException {
        int read = in.read(buffer, 0, BUFFER);
        if (read <= 0) {
            return false;
        }
        position = 0;
        filled = read;
        return true;
    }
}
