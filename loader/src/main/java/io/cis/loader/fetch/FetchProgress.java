package io.cis.loader.fetch;

/** Hears, per source, what a fetch transfers; shows it or not. */
@FunctionalInterface
public interface FetchProgress {

    FetchProgress NONE = source -> new SourceProgress() {
    };

    /** A source starts; what it transfers goes to the listener returned, which is closed when the source ends. */
    SourceProgress start(String source);

    /** The progress of one source. */
    interface SourceProgress extends TransferListener, AutoCloseable {

        @Override
        default void close() {
        }
    }
}
