package io.cis.bench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** CPU time read from {@code /proc/<pid>/stat}. */
class ProcessCpuTest {

    @Test
    void userAndSystemTicksAreAddedCountingFieldsAfterTheCommandName() {
        // A real line of a JVM's stat, with a command name holding a space and a parenthesis.
        String line = "29328 (java (x) y) S 1 29327 29327 0 -1 1077936128 181925 0 5 0 12345 678 0 0 20 0 63 0 "
                + "4829640 3969105920 194874 18446744073709551615 1 1 0 0 0 0 0 4096 16800975 0 0 0 17 1 0 0 0 0 0";
        assertThat(ProcessCpu.parseTicks(line)).isEqualTo(12345 + 678);
    }

    @Test
    void aProcessReadsItsOwnCpuAndNoPidReadsNothing() {
        assertThat(new ProcessCpu(ProcessHandle.current().pid()).millis()).isPresent();
        assertThat(new ProcessCpu(0).millis()).isEmpty();
    }
}
