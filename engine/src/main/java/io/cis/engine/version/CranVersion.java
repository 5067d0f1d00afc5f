package io.cis.engine.version;

import java.util.Arrays;

/**
 * An R package version as {@code package_version} holds it: two or more non-negative integers, compared component by
 * component with missing components counting as zero, so {@code 1.0}, {@code 1-0} and {@code 1.0.0} are one version
 * and {@code 1.0-1} is above them (R pads the shorter encoding with zeros before comparing).
 *
 * @param parts the integers as written, each at most 2^31-1 (R's integers)
 */
public record CranVersion(int[] parts) implements Comparable<CranVersion> {

    public CranVersion {
        parts = parts.clone();
    }

    @Override
    public int[] parts() {
        return parts.clone();
    }

    @Override
    public int compareTo(CranVersion other) {
        int length = Math.max(parts.length, other.parts.length);
        for (int i = 0; i < length; i++) {
            int c = Integer.compare(i < parts.length ? parts[i] : 0, i < other.parts.length ? other.parts[i] : 0);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    /** Equal when R holds them equal: trailing zeros do not count. */
    @Override
    public boolean equals(Object other) {
        return other instanceof CranVersion v && compareTo(v) == 0;
    }

    @Override
    public int hashCode() {
        int end = parts.length;
        while (end > 0 && parts[end - 1] == 0) {
            end--;
        }
        return Arrays.hashCode(Arrays.copyOf(parts, end));
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
