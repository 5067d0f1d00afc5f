package io.cis.bench.scale;

import java.util.ArrayList;
import java.util.List;

/**
 * The drawn shape of the catalog before anything is written: each component's type and number of versions, and how
 * the components are split into catalog files of about {@code linesPerFile} lines each.
 */
final class CatalogPlan {

    /** A range of components written to one catalog file. */
    record Chunk(int number, int first, int end) {
    }

    private final byte[] types;
    private final int[] counts;
    private final List<Chunk> chunks;
    private final long versions;

    CatalogPlan(byte[] types, int[] counts, long linesPerFile) {
        this.types = types;
        this.counts = counts;
        List<Chunk> split = new ArrayList<>();
        long lines = 0;
        long total = 0;
        int first = 0;
        for (int i = 0; i < counts.length; i++) {
            lines += 1 + counts[i];
            total += counts[i];
            if (lines >= linesPerFile || i == counts.length - 1) {
                split.add(new Chunk(split.size() + 1, first, i + 1));
                first = i + 1;
                lines = 0;
            }
        }
        this.chunks = List.copyOf(split);
        this.versions = total;
    }

    int components() {
        return counts.length;
    }

    long versions() {
        return versions;
    }

    PurlType type(int component) {
        return PurlType.of(types[component]);
    }

    int versionCount(int component) {
        return counts[component];
    }

    List<Chunk> chunks() {
        return chunks;
    }

    /** How many components have at most {@code max} versions. */
    long componentsWithAtMost(int max) {
        long n = 0;
        for (int count : counts) {
            if (count <= max) {
                n++;
            }
        }
        return n;
    }

    int largestVersionCount() {
        int largest = 0;
        for (int count : counts) {
            largest = Math.max(largest, count);
        }
        return largest;
    }
}
