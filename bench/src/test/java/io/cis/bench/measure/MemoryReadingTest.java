package io.cis.bench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class MemoryReadingTest {

    @Test
    void readsResidentAndPeakFromAProcStatusText() throws IOException {
        // /proc/<pid>/status of the server after a short serving matrix run.
        String status;
        try (InputStream in = getClass().getResourceAsStream("server-status.txt")) {
            status = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }

        MemoryReading reading = MemoryReading.parse(status);

        assertThat(reading.rssKib()).isEqualTo(749_132);
        assertThat(reading.peakKib()).isEqualTo(749_132);
        assertThat(reading.rssMib()).isEqualTo(749_132 / 1024.0);
    }

    @Test
    void aProcessWithoutResidentMemoryLinesReadsAsZero() {
        assertThat(MemoryReading.parse("Name:\tkthreadd\nState:\tS (sleeping)\n")).isEqualTo(MemoryReading.UNKNOWN);
    }

    @Test
    void noPidMeansNotMeasured() {
        ProcessMemory none = new ProcessMemory(0);

        assertThat(none.measured()).isFalse();
        assertThat(none.read()).isEqualTo(MemoryReading.UNKNOWN);
    }
}
