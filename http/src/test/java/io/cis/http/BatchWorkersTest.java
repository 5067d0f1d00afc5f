package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A batch shared with helper threads answers every item once, in the items' order, and fails as one request. */
class BatchWorkersTest {

    private final BatchWorkers workers = new BatchWorkers(3);

    @AfterEach
    void close() {
        workers.close();
    }

    private static List<Integer> items(int count) {
        return IntStream.range(0, count).boxed().toList();
    }

    @Test
    void answersKeepTheItemsOrderAndEachItemIsAnsweredOnce() {
        Set<Integer> answered = ConcurrentHashMap.newKeySet();
        List<Integer> items = items(10 * BatchWorkers.CHUNK + 7);

        List<String> answers = workers.answer(items, i -> {
            assertThat(answered.add(i)).as("item %d answered twice", i).isTrue();
            return "answer " + i;
        });

        assertThat(answers).containsExactlyElementsOf(items.stream().map(i -> "answer " + i).toList());
    }

    @Test
    void aBatchOfSeveralChunksIsSharedBetweenThreads() {
        CountDownLatch secondThreadArrived = new CountDownLatch(1);
        AtomicReference<String> first = new AtomicReference<>();
        Set<String> threads = ConcurrentHashMap.newKeySet();

        workers.answer(items(4 * BatchWorkers.CHUNK), i -> {
            String thread = Thread.currentThread().getName();
            if (first.compareAndSet(null, thread)) {
                // Whichever thread starts holds its chunk until another thread has taken one.
                awaitQuietly(secondThreadArrived);
            } else if (!thread.equals(first.get())) {
                secondThreadArrived.countDown();
            }
            threads.add(thread);
            return i;
        });

        assertThat(threads).hasSizeGreaterThan(1);
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void theFirstFailureOfAnyItemFailsTheWholeBatch() {
        List<Integer> items = items(8 * BatchWorkers.CHUNK);
        int failing = 5 * BatchWorkers.CHUNK + 3;

        assertThatThrownBy(() -> workers.answer(items, i -> {
            if (i == failing) {
                throw new DeadlineExceededException(java.time.Duration.ofSeconds(1));
            }
            return i;
        })).isInstanceOf(DeadlineExceededException.class);
    }

    @Test
    void withoutHelpersOrAfterClosingTheRequestThreadAnswersEverything() {
        String requestThread = Thread.currentThread().getName();
        try (BatchWorkers none = new BatchWorkers(0)) {
            Set<String> threads = ConcurrentHashMap.newKeySet();
            none.answer(items(4 * BatchWorkers.CHUNK), i -> threads.add(Thread.currentThread().getName()));
            assertThat(threads).containsExactly(requestThread);
        }
        workers.close();
        Set<String> threads = ConcurrentHashMap.newKeySet();
        List<Integer> answers = workers.answer(items(4 * BatchWorkers.CHUNK), i -> {
            threads.add(Thread.currentThread().getName());
            return i;
        });
        assertThat(threads).containsExactly(requestThread);
        assertThat(answers).hasSize(4 * BatchWorkers.CHUNK);
    }
}
