package io.cis.engine.version;

/** An exact version asked for: below and above are plain order. */
record ExactTarget<V extends Comparable<V>>(V version) implements Target<V> {

    @Override
    public boolean below(V candidate) {
        return candidate.compareTo(version) < 0;
    }

    @Override
    public boolean above(V candidate) {
        return candidate.compareTo(version) > 0;
    }

    @Override
    public V reference() {
        return version;
    }
}
