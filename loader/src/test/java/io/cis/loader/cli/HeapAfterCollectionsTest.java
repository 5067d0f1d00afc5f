package io.cis.loader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The heap a collection leaves in use, as a build's summary reports it. */
class HeapAfterCollectionsTest {

    @Test
    void countsWhatIsStillAliveAfterACollectionAndStopsWatchingWhenClosed() throws Exception {
        byte[] alive;
        long seen;
        try (HeapAfterCollections heap = HeapAfterCollections.watch()) {
            alive = new byte[64 << 20];
            alive[alive.length - 1] = 1;
            System.gc();
            // the collector's notifications arrive on their own thread
            for (int i = 0; i < 200 && heap.highestBytes() < alive.length; i++) {
                Thread.sleep(50);
            }
            seen = heap.highestBytes();
            assertThat(seen).as("the live array is in the heap after the collection").isGreaterThanOrEqualTo(alive.length);
            heap.close();
            byte[] more = new byte[256 << 20];
            more[0] = alive[alive.length - 1];
            System.gc();
            Thread.sleep(500);
            assertThat(heap.highestBytes()).as("a closed watch counts no more collections").isEqualTo(seen);
            assertThat(more[0]).isEqualTo((byte) 1);
        }
    }
}
