package io.cis.loader.cli;

import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import javax.management.ListenerNotFoundException;
import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;

/**
 * The most heap in use just after any collection while it watches: what a build keeps alive, plus whatever garbage
 * the collector chose to leave (G1's young collections leave the old generation's until it marks). Unlike the pools'
 * peaks, which grow towards the heap limit however little is alive, it stays flat when a build's live data does.
 */
final class HeapAfterCollections implements AutoCloseable {

    private final Set<String> heapPools = ManagementFactory.getMemoryPoolMXBeans().stream()
            .filter(pool -> pool.getType() == MemoryType.HEAP).map(MemoryPoolMXBean::getName)
            .collect(Collectors.toUnmodifiableSet());
    private final AtomicLong highest = new AtomicLong();
    private final List<NotificationEmitter> watched = new ArrayList<>();
    private final NotificationListener listener = this::collected;

    /** Starts watching the collections of this JVM. */
    static HeapAfterCollections watch() {
        HeapAfterCollections heap = new HeapAfterCollections();
        for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (collector instanceof NotificationEmitter emitter) {
                emitter.addNotificationListener(heap.listener, null, null);
                heap.watched.add(emitter);
            }
        }
        return heap;
    }

    private void collected(Notification notification, Object handback) {
        if (!GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
            return;
        }
        GarbageCollectionNotificationInfo info = GarbageCollectionNotificationInfo.from(
                (CompositeData) notification.getUserData());
        long used = info.getGcInfo().getMemoryUsageAfterGc().entrySet().stream()
                .filter(pool -> heapPools.contains(pool.getKey()))
                .mapToLong(pool -> pool.getValue().getUsed()).sum();
        highest.accumulateAndGet(used, Math::max);
    }

    /** Bytes in use after the fullest collection so far; 0 before any. */
    long highestBytes() {
        return highest.get();
    }

    @Override
    public void close() {
        for (NotificationEmitter emitter : watched) {
            try {
                emitter.removeNotificationListener(listener);
            } catch (ListenerNotFoundException e) {
                // already gone: nothing to stop
            }
        }
        watched.clear();
    }
}
