package io.cis.engine.live;

/** No snapshot is open yet: the server waits for the first one to be published, and answers nothing until then. */
public final class NoSnapshotException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public NoSnapshotException() {
        super("no snapshot is open yet; the server is waiting for the first one");
    }
}
