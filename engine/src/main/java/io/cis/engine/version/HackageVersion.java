package io.cis.engine.version;

import java.util.Arrays;

/**
 * A Haskell package version as Cabal's {@code Version} holds it: one or more numbers, ordered as lists are
 * (part by part, a prefix first), so {@code 1.2 < 1.2.0 < 1.2.0.1}.
 *
 * @param parts the numbers, each below 10^9 as Cabal requires
 */
public record HackageVersion(int[] parts) implements Comparable<HackageVersion> {

    public HackageVersion {
        parts = parts.clone();
    }

    @Override
    public int[] parts() {
        return parts.clone();
    }

    int size() {
        return parts.length;
    }

    int part(int index) {
        return parts[index];
    }

    @Override
    public int compareTo(HackageVersion other) {
        return Arrays.compare(parts, other.parts);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof HackageVersion v && Arrays.equals(parts, v.parts);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts);
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            text.append(i == 0 ? "" : ".").append(parts[i]);
        }
        return text.toString();
    }
}
