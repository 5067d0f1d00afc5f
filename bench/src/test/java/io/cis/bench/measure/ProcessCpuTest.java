package io.cis.bench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** CPU time of a process, as the JDK reads it. */
class ProcessCpuTest {

    @Test
    void aProcessReadsItsOwnCpuGrowingAsItWorks() {
        ProcessCpu own = new ProcessCpu(ProcessHandle.current().pid());
        long before = own.millis().orElseThrow();
        long deadline = System.nanoTime() + 200_000_000L;
        long spin = 0;
        while (System.nanoTime() < deadline) {
            spin++;
        }
        assertThat(spin).isPositive();
        assertThat(own.millis().orElseThrow()).isGreaterThan(before);
    }

    @Test
    void noPidOrAProcessThatIsGoneReadsNothing() throws Exception {
        assertThat(new ProcessCpu(0).millis()).isEmpty();
        Process ended = new ProcessBuilder(ProcessHandle.current().info().command().orElseThrow(), "-version")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        ended.waitFor();
        assertThat(new ProcessCpu(ended.pid()).millis()).isEmpty();
    }
}
