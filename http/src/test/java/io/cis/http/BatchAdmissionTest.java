package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class BatchAdmissionTest {

    private static final Duration DEADLINE = Duration.ofSeconds(30);

    private static long in(Duration duration) {
        return System.nanoTime() + duration.toNanos();
    }

    @Test
    void batchesWithinTheBudgetAreAdmittedTogether() {
        BatchAdmission admission = new BatchAdmission(5_000);
        int first = admission.admit(1_000, in(DEADLINE), DEADLINE);
        int second = admission.admit(4_000, in(DEADLINE), DEADLINE);
        assertThat(first + second).isEqualTo(5_000);
        assertThat(admission.available()).isZero();
        admission.release(first);
        admission.release(second);
        assertThat(admission.available()).isEqualTo(5_000);
    }

    @Test
    void aBatchBeyondTheBudgetWaitsUntilAnEarlierOneFinishes() throws Exception {
        BatchAdmission admission = new BatchAdmission(5_000);
        int running = admission.admit(4_000, in(DEADLINE), DEADLINE);
        CompletableFuture<Integer> waiting = CompletableFuture.supplyAsync(() -> admission.admit(2_000, in(DEADLINE), DEADLINE));
        Thread.sleep(200);
        assertThat(waiting).as("admitted while 4,000 of 5,000 items are answered").isNotDone();
        admission.release(running);
        assertThat(waiting.get(10, TimeUnit.SECONDS)).isEqualTo(2_000);
    }

    @Test
    void aBatchLargerThanTheBudgetTakesTheWholeBudgetRatherThanWaitingForever() {
        BatchAdmission admission = new BatchAdmission(100);
        assertThat(admission.admit(5_000, in(DEADLINE), DEADLINE)).isEqualTo(100);
        assertThat(admission.available()).isZero();
    }

    @Test
    void aBatchStillWaitingAtItsDeadlineIsRefusedAndTakesNothing() {
        BatchAdmission admission = new BatchAdmission(1_000);
        admission.admit(1_000, in(DEADLINE), DEADLINE);
        assertThatThrownBy(() -> admission.admit(10, in(Duration.ofMillis(50)), Duration.ofMillis(50)))
                .isInstanceOf(DeadlineExceededException.class);
        assertThat(admission.available()).isZero();
    }
}
