package io.cis.loader.fetch;

/** Lets a request go when the upstream's published rate allows it; called before every try of every request. */
@FunctionalInterface
public interface RequestGate {

    /** No limit. */
    RequestGate OPEN = () -> {
    };

    void await() throws InterruptedException;
}
