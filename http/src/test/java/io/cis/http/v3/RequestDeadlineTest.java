package io.cis.http.v3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The deadline against a clock the test moves by hand. */
class RequestDeadlineTest {

    @Test
    void expiresOnceTheBudgetIsSpentAndThenChecksAsATimeout() {
        AtomicLong now = new AtomicLong(1_000);
        RequestDeadline deadline = new RequestDeadline(Duration.ofNanos(50), now::get);

        now.set(1_049);
        assertThat(deadline.expired()).isFalse();
        deadline.check();

        now.set(1_050);
        assertThat(deadline.expired()).isTrue();
        assertThatThrownBy(deadline::check).isInstanceOfSatisfying(V3Exception.class, e -> {
            assertThat(e.code()).isEqualTo(V3ErrorCode.TIMEOUT);
            assertThat(e.httpStatus()).isEqualTo(504);
        });
    }

    @Test
    void aBudgetOfZeroIsSpentFromTheStart() {
        assertThat(new RequestDeadline(Duration.ZERO, () -> 7).expired()).isTrue();
    }
}
