package io.cis.loader.fetch.archives;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.time.Clock;
import java.time.Instant;

/** A stream that fails once its deadline has passed, so that unpacking cannot outlast the scan's time limit. */
final class DeadlineInputStream extends FilterInputStream {

    /** The deadline passed while reading. */
    static final class TimeUp extends IOException {

        private static final long serialVersionUID = 1L;

        TimeUp() {
            super("the time limit was reached");
        }
    }

    private final Clock clock;
    private final Instant deadline;

    DeadlineInputStream(InputStream in, Clock clock, Instant deadline) {
        super(in);
        this.clock = clock;
        this.deadline = deadline;
    }

    @Override
    public int read() throws IOException {
        check();
        return super.read();
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        check();
        return super.read(buffer, offset, length);
    }

    @Override
    public long skip(long n) throws IOException {
        check();
        return super.skip(n);
    }

    void check() throws TimeUp {
        if (clock.instant().isAfter(deadline)) {
            throw new TimeUp();
        }
    }
}
