package io.cis.dist.audit;

import java.io.PrintWriter;

/**
 * Progress of a large audit on stderr: a line rewritten in place on a terminal, a plain line every so many
 * components when the output is a log. Small SBOMs finish before progress would help and print none.
 */
public final class CountingProgress implements AuditProgress {

    /** Below this many components no progress is shown. */
    public static final int LARGE = 200;

    private final PrintWriter err;
    private final boolean terminal;
    private final int every;

    public CountingProgress(PrintWriter err, boolean terminal) {
        this.err = err;
        this.terminal = terminal;
        this.every = terminal ? 25 : 250;
    }

    @Override
    public void answered(int done, int total) {
        if (total < LARGE || (done % every != 0 && done != total)) {
            return;
        }
        String line = String.format("audit: %d/%d components answered (%d%%)", done, total, done * 100 / total);
        if (terminal) {
            err.print("\r" + line + (done == total ? "\n" : ""));
        } else {
            err.println(line);
        }
        err.flush();
    }
}
