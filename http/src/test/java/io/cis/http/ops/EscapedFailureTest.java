package io.cis.http.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** A failure is logged with its stack frames, but its messages, which may quote a request, escaped. */
class EscapedFailureTest {

    @Test
    void messagesOfTheFailureAndItsCausesAreEscapedAndTheFramesKept() {
        IllegalStateException cause = new IllegalStateException("purl pkg:npm/x\n[main] ERROR forged line");
        RuntimeException failure = new RuntimeException("bad \u001B[31minput", cause);
        EscapedFailure logged = EscapedFailure.of(failure);
        StringWriter printed = new StringWriter();
        logged.printStackTrace(new PrintWriter(printed));
        assertThat(printed.toString().lines()).noneMatch(line -> line.startsWith("[main]"));
        assertThat(printed.toString()).doesNotContain("\u001B")
                .contains("java.lang.RuntimeException: bad \\x1B[31minput")
                .contains("Caused by: java.lang.IllegalStateException: purl pkg:npm/x\\x0A[main] ERROR forged line");
        assertThat(logged.getStackTrace()).isEqualTo(failure.getStackTrace());
        assertThat(logged.getCause().getStackTrace()).isEqualTo(cause.getStackTrace());
    }
}
