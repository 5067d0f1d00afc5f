package io.cis.loader.fetch;

import java.io.PrintWriter;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;

/**
 * Progress of a fetch on standard error, per source: the files completed, the bytes received and the rate. On a
 * terminal one line per source is rewritten in place a few times a second; elsewhere (a log, a pipe) a plain line is
 * written now and then, so a long download is seen to move without filling the log (the summary on standard output
 * says what each source ended with). On a terminal each source's line stays when it ends, with its final figures.
 */
public final class TransferProgress implements FetchProgress {

    /** How the lines are written. */
    public enum Style {
        /** One line rewritten in place ({@code \r}, erase to the end of the line). */
        TERMINAL(Duration.ofMillis(250)),
        /** Plain lines, at most one per interval and source. */
        PLAIN(Duration.ofSeconds(15));

        private final Duration interval;

        Style(Duration interval) {
            this.interval = interval;
        }
    }

    private final PrintWriter out;
    private final Style style;
    private final Clock clock;

    public TransferProgress(PrintWriter out, Style style, Clock clock) {
        this.out = out;
        this.style = style;
        this.clock = clock;
    }

    @Override
    public SourceProgress start(String source) {
        return new Counter(source, clock.instant());
    }

    private final class Counter implements SourceProgress {

        private final String source;
        private final Instant started;
        private long files;
        private long bytes;
        private Instant shown;

        Counter(String source, Instant started) {
            this.source = source;
            this.started = started;
            this.shown = started;
        }

        @Override
        public void received(URI url, long more) {
            synchronized (out) {
                bytes += more;
                showNowAndThen();
            }
        }

        @Override
        public void finished(URI url, long body, boolean notModified) {
            synchronized (out) {
                files++;
                showNowAndThen();
            }
        }

        @Override
        public void close() {
            if (style != Style.TERMINAL) {
                return;
            }
            synchronized (out) {
                out.print("\r\033[K" + line() + System.lineSeparator());
                out.flush();
            }
        }

        private void showNowAndThen() {
            Instant now = clock.instant();
            if (Duration.between(shown, now).compareTo(style.interval) < 0) {
                return;
            }
            shown = now;
            out.print(style == Style.TERMINAL ? "\r\033[K" + line() : line() + System.lineSeparator());
            out.flush();
        }

        private String line() {
            double seconds = Math.max(Duration.between(started, clock.instant()).toMillis(), 1) / 1000.0;
            return String.format(Locale.ROOT, "%s: %d file(s), %s, %s/s", source, files, size(bytes),
                    size((long) (bytes / seconds)));
        }
    }

    static String size(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        String[] units = {"KiB", "MiB", "GiB", "TiB"};
        double value = bytes;
        int unit = -1;
        while (value >= 1024 && unit < units.length - 1) {
            value /= 1024;
            unit++;
        }
        return String.format(Locale.ROOT, "%.1f %s", value, units[unit]);
    }
}
