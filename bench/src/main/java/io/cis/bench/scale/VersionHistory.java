package io.cis.bench.scale;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Draws a component's version history: strictly increasing in its ecosystem's order (patch, minor and major bumps,
 * release candidates before some bumps, PEP 440 post-releases), spelled the ecosystem's way (Go and most GitHub tags
 * with a {@code v}), with release days spread over the component's life up to the reference day.
 */
final class VersionHistory {

    private final LocalDate referenceDay;

    VersionHistory(LocalDate referenceDay) {
        this.referenceDay = referenceDay;
    }

    List<ReleasedVersion> draw(PurlType type, int count, SplittableRandom random) {
        boolean vPrefix = type == PurlType.GOLANG || type == PurlType.GITHUB && random.nextInt(10) < 7;
        boolean candidates = type != PurlType.GEM && random.nextInt(10) < 4;
        int major = random.nextInt(10) < 5 ? 0 : 1 + (type == PurlType.GOLANG ? 0 : random.nextInt(3));
        int minor = random.nextInt(4);
        int patch = 0;
        // a longer history spans more years; every release is on or before the reference day
        int span = Math.min(5_000, 30 + random.nextInt(400) + count * (2 + random.nextInt(30)));
        LocalDate start = referenceDay.minusDays(span + random.nextInt(30));
        List<ReleasedVersion> versions = new ArrayList<>(count);
        // long histories are mostly patches: a package with thousands of releases has tens of majors, not hundreds
        double majorShare = Math.min(0.07, 4.0 / count);
        double minorShare = Math.min(0.31, 80.0 / count);
        String pendingCandidate = null;
        boolean postRelease = false;
        for (int k = 0; k < count; k++) {
            LocalDate day = start.plusDays((long) Math.floor(span * ((k + random.nextDouble()) / count)));
            if (pendingCandidate != null) {
                versions.add(new ReleasedVersion(pendingCandidate, day, true));
                pendingCandidate = null;
                continue;
            }
            if (postRelease) {
                versions.add(new ReleasedVersion(plain(major, minor, patch, vPrefix) + ".post1", day, false));
                postRelease = false;
                continue;
            }
            if (k > 0) {
                double bump = random.nextDouble();
                boolean goMajorLimit = type == PurlType.GOLANG && major >= 1;
                if (bump >= majorShare + minorShare) {
                    patch++;
                } else if (bump >= majorShare || goMajorLimit) {
                    minor++;
                    patch = 0;
                } else {
                    major++;
                    minor = 0;
                    patch = 0;
                }
                if (patch == 0 && candidates && k < count - 1 && random.nextInt(100) < 25) {
                    // the candidate comes first, the release it precedes on the next step
                    versions.add(new ReleasedVersion(candidate(type, major, minor, vPrefix), day, true));
                    pendingCandidate = plain(major, minor, patch, vPrefix);
                    continue;
                }
            }
            versions.add(new ReleasedVersion(plain(major, minor, patch, vPrefix), day, false));
            postRelease = type == PurlType.PYPI && k < count - 1 && random.nextInt(100) < 3;
        }
        return versions;
    }

    private static String plain(int major, int minor, int patch, boolean vPrefix) {
        return (vPrefix ? "v" : "") + major + "." + minor + "." + patch;
    }

    private static String candidate(PurlType type, int major, int minor, boolean vPrefix) {
        String release = plain(major, minor, 0, vPrefix);
        return switch (type) {
            case PYPI -> release + "rc1";
            case MAVEN -> release + "-RC1";
            default -> release + "-rc.1";
        };
    }
}
