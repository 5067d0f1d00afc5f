package io.cis.loader.fetch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** Progress per source: rewritten in place on a terminal, an occasional plain line in a log. */
class TransferProgressTest {

    private static final URI PAGE = URI.create("https://services.nvd.nist.gov/rest/json/cves/2.0?startIndex=0");

    private final ManualClock clock = new ManualClock(Instant.parse("2026-07-08T00:00:00Z"));
    private final StringWriter out = new StringWriter();

    @Test
    void onATerminalOneLinePerSourceIsRewrittenWithFilesBytesAndRateAndStaysWithItsFinalFigures() {
        TransferProgress progress = new TransferProgress(new PrintWriter(out), TransferProgress.Style.TERMINAL, clock);

        try (FetchProgress.SourceProgress nvd = progress.start("nvd")) {
            clock.advance(Duration.ofSeconds(1));
            nvd.received(PAGE, 1024 * 1024);
            nvd.finished(PAGE, 1024 * 1024, false);
            clock.advance(Duration.ofSeconds(1));
            nvd.received(PAGE, 1024 * 1024);
            nvd.finished(PAGE, 1024 * 1024, false);
        }

        assertThat(out.toString()).startsWith("\r\033[Knvd: 0 file(s), 1.0 MiB, 1.0 MiB/s")
                .contains("\r\033[Knvd: 1 file(s), 2.0 MiB, 1.0 MiB/s")
                .endsWith("\r\033[Knvd: 2 file(s), 2.0 MiB, 1.0 MiB/s" + System.lineSeparator());
    }

    @Test
    void inALogALineIsWrittenOnlyNowAndThenAndNothingWhenTheSourceEnds() {
        TransferProgress progress = new TransferProgress(new PrintWriter(out), TransferProgress.Style.PLAIN, clock);

        try (FetchProgress.SourceProgress osv = progress.start("osv")) {
            for (int second = 1; second <= 40; second++) {
                clock.advance(Duration.ofSeconds(1));
                osv.received(PAGE, 512);
            }
        }

        assertThat(out.toString().lines()).containsExactly("osv: 0 file(s), 7.5 KiB, 512 B/s",
                "osv: 0 file(s), 15.0 KiB, 512 B/s");
    }
}
