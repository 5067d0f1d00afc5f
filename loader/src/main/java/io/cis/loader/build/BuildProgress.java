package io.cis.loader.build;

import java.nio.file.Path;
import java.util.Map;

/** Told what a build is doing, feed by feed, so a long build can show progress; the builder itself prints nothing. */
public interface BuildProgress {

    BuildProgress SILENT = new BuildProgress() {
    };

    /** The feeds found, in build order, with where each one's files are; called once before the first loads. */
    default void planned(Map<String, Path> locations) {
    }

    default void feedStarted(String name) {
    }

    default void feedFinished(FeedResult result) {
    }

    /** Every feed is read; merging and writing the snapshot follow. */
    default void merging() {
    }

    /**
     * One step of the merge begins: {@code vulnerabilities}, {@code catalog} (with the versions' licenses),
     * {@code cryptography}, {@code locations}, then {@code write} (the snapshot's files); the previous step, if any,
     * has ended.
     */
    default void mergeStep(String step) {
    }
}
