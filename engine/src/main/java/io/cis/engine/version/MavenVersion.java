package io.cis.engine.version;

import java.util.List;
import java.util.Objects;
import org.apache.maven.artifact.versioning.ComparableVersion;

/**
 * A Maven version: Maven's {@link ComparableVersion} decides the order; the pre-release facts the resolver needs
 * are kept beside it.
 *
 * @param order       Maven's comparable form
 * @param prerelease  whether a qualifier Maven orders below the release (alpha, beta, milestone, rc, snapshot) occurs
 * @param releaseText the version text before that qualifier ({@code 2.0-beta-3} -> {@code 2.0}); the text itself otherwise
 * @param numbers     leading numeric components
 */
public record MavenVersion(ComparableVersion order, boolean prerelease, String releaseText, List<Long> numbers)
        implements Comparable<MavenVersion> {

    public MavenVersion {
        Objects.requireNonNull(order, "order");
        Objects.requireNonNull(releaseText, "releaseText");
        numbers = List.copyOf(numbers);
    }

    @Override
    public int compareTo(MavenVersion other) {
        return order.compareTo(other.order);
    }
}
