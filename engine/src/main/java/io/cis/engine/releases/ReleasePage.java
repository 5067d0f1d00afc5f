package io.cis.engine.releases;

/**
 * Which releases of a listing to answer: skip {@code offset} (at least 0), then at most {@code limit} (at least 1).
 */
public record ReleasePage(int limit, int offset) {

    /** The one release of a single version. */
    public static final ReleasePage FIRST = new ReleasePage(1, 0);

    public ReleasePage {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1, was " + limit);
        }
        if (offset < 0) {
            throw new IllegalArgumentException("offset must not be negative, was " + offset);
        }
    }
}
