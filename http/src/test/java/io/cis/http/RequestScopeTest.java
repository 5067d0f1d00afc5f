package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cis.engine.Engine;
import io.cis.engine.live.EngineSwitch;
import io.cis.testkit.SampleSnapshot;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A request's scope: one engine for the whole request, on every thread that answers part of it, until it closes. */
class RequestScopeTest {

    private Engine first;
    private Engine second;
    private EngineSwitch engines;
    private RequestScopes scopes;

    @BeforeEach
    void open() throws Exception {
        first = Engine.open(SampleSnapshot.path());
        second = Engine.open(SampleSnapshot.path());
        engines = new EngineSwitch(first);
        scopes = new RequestScopes(engines, Duration.ofMinutes(1), new BatchAdmission(10_000), new BatchWorkers(3));
    }

    @AfterEach
    void close() {
        scopes.close();
        engines.close();
    }

    private RequestScope openNow(Duration deadline) {
        return new RequestScope(scopes, engines.acquire(), System.nanoTime() + deadline.toNanos());
    }

    @Test
    void everyItemOfABatchIsAnsweredWithTheEngineLeasedAtTheStartOnHelperThreadsTooWhateverSwitchesMeanwhile() {
        Set<Engine> answering = ConcurrentHashMap.newKeySet();
        Set<String> threads = ConcurrentHashMap.newKeySet();
        String requestThread = Thread.currentThread().getName();
        CountDownLatch helperAnswered = new CountDownLatch(1);
        List<Integer> items = IntStream.range(0, 20 * BatchWorkers.CHUNK).boxed().toList();

        try (RequestScope request = openNow(Duration.ofMinutes(1))) {
            engines.switchTo(second);
            List<Integer> answers = request.answerEach(items, (engine, item) -> {
                answering.add(engine);
                threads.add(Thread.currentThread().getName());
                if (Thread.currentThread().getName().equals(requestThread)) {
                    // the request's thread leaves the rest to the helpers until one of them has answered an item
                    awaitQuietly(helperAnswered);
                } else {
                    helperAnswered.countDown();
                }
                return item * 2;
            });

            assertThat(answers).isEqualTo(items.stream().map(i -> i * 2).toList());
            assertThat(request.engine()).isSameAs(first);
        }

        assertThat(answering).containsExactly(first);
        assertThat(threads).as("the batch was shared with helpers").anyMatch(name -> !name.equals(requestThread));
        assertThat(engines.openLeases()).as("closing the scope returns its lease").isZero();
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void aBatchPastItsDeadlineStopsBeforeItsNextItem() {
        try (RequestScope request = openNow(Duration.ZERO)) {
            assertThatThrownBy(() -> request.answerEach(List.of(1, 2), (engine, item) -> item))
                    .isInstanceOf(DeadlineExceededException.class);
            assertThatThrownBy(request::checkDeadline).isInstanceOf(DeadlineExceededException.class);
        }
    }

    @Test
    void stoppingPastTheShutdownTimeoutMakesEveryOpenDeadlinePass() {
        try (RequestScope request = openNow(Duration.ofMinutes(1))) {
            request.checkDeadline();
            scopes.expireAll();
            assertThatThrownBy(request::checkDeadline).isInstanceOf(DeadlineExceededException.class);
        }
    }
}
