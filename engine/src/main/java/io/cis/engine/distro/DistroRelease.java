package io.cis.engine.distro;

import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One release line of one distribution, as advisories group their fixes: {@code debian:12}, {@code ubuntu:20.04},
 * {@code alpine:3.18}, {@code rhel:9}. Releases are cut to what the distribution's advisories distinguish: the major
 * number for Debian and the Red Hat family (a point release such as {@code 12.4} or {@code 9.3} gets the same
 * fixes), major.minor for Ubuntu, Alpine, openSUSE Leap and SUSE Linux Enterprise. A rolling distribution (Wolfi,
 * Chainguard, openSUSE Tumbleweed) has no release: its statements hold for every installation.
 *
 * @param distro  canonical distribution name, e.g. {@code debian}, {@code rhel}
 * @param release the release as advisories distinguish it, {@code ""} for a rolling distribution
 */
public record DistroRelease(String distro, String release) {

    private static final Pattern NUMBERS = Pattern.compile("(\\d+)(?:\\.(\\d+))?");
    /** A release written as name, hyphen, number: {@code debian-12.4}, {@code rocky-linux-9}, {@code alpine-3.16.2}. */
    private static final Pattern NAMED = Pattern.compile("(.*?)-?v?(\\d+(?:\\.\\d+)*)(?:[-.].*)?");

    private static final Map<String, String> NAMES = Map.ofEntries(
            Map.entry("debian", "debian"), Map.entry("ubuntu", "ubuntu"), Map.entry("alpine", "alpine"),
            Map.entry("rhel", "rhel"), Map.entry("redhat", "rhel"), Map.entry("red hat", "rhel"),
            Map.entry("ubi", "rhel"), Map.entry("almalinux", "almalinux"), Map.entry("alma", "almalinux"),
            Map.entry("rocky", "rocky"), Map.entry("rocky-linux", "rocky"), Map.entry("rocky linux", "rocky"),
            Map.entry("rockylinux", "rocky"), Map.entry("mageia", "mageia"), Map.entry("opensuse-leap", "opensuse-leap"),
            Map.entry("opensuse", "opensuse-leap"), Map.entry("sles", "sles"), Map.entry("suse", "sles"),
            Map.entry("wolfi", "wolfi"), Map.entry("chainguard", "chainguard"), Map.entry("centos", "centos"),
            Map.entry("fedora", "fedora"), Map.entry("amzn", "amzn"), Map.entry("photon", "photon"),
            Map.entry("opensuse-tumbleweed", "opensuse-tumbleweed"));
    private static final Map<String, String> CODENAMES = Map.ofEntries(
            Map.entry("stretch", "debian:9"), Map.entry("buster", "debian:10"), Map.entry("bullseye", "debian:11"),
            Map.entry("bookworm", "debian:12"), Map.entry("trixie", "debian:13"), Map.entry("xenial", "ubuntu:16.04"),
            Map.entry("bionic", "ubuntu:18.04"), Map.entry("focal", "ubuntu:20.04"), Map.entry("jammy", "ubuntu:22.04"),
            Map.entry("noble", "ubuntu:24.04"));
    /** The distribution a purl namespace stands for, when a purl names no release. */
    private static final Map<String, String> NAMESPACES = Map.ofEntries(
            Map.entry("debian", "debian"), Map.entry("ubuntu", "ubuntu"), Map.entry("alpine", "alpine"),
            Map.entry("redhat", "rhel"), Map.entry("almalinux", "almalinux"), Map.entry("rocky-linux", "rocky"),
            Map.entry("rocky", "rocky"), Map.entry("mageia", "mageia"), Map.entry("opensuse", "opensuse-leap"),
            Map.entry("suse", "sles"), Map.entry("wolfi", "wolfi"), Map.entry("chainguard", "chainguard"),
            Map.entry("centos", "centos"), Map.entry("fedora", "fedora"), Map.entry("amzn", "amzn"),
            Map.entry("photon", "photon"));

    public DistroRelease {
        Objects.requireNonNull(distro, "distro");
        Objects.requireNonNull(release, "release");
    }

    /** The release of a distribution named {@code distro} (any known spelling) at version {@code version}. */
    public static Optional<DistroRelease> of(String distro, String version) {
        String name = NAMES.get(distro.strip().toLowerCase(Locale.ROOT));
        if (name == null) {
            return Optional.empty();
        }
        if (rolling(name)) {
            return Optional.of(new DistroRelease(name, ""));
        }
        Matcher m = NUMBERS.matcher(version.strip().toLowerCase(Locale.ROOT).replaceFirst("^v", ""));
        if (!m.lookingAt()) {
            return Optional.empty();
        }
        boolean twoNumbers = name.equals("ubuntu") || name.equals("alpine") || name.equals("opensuse-leap")
                || name.equals("sles");
        String release = twoNumbers && m.group(2) != null ? m.group(1) + "." + m.group(2) : m.group(1);
        return Optional.of(new DistroRelease(name, release));
    }

    /**
     * The release a purl's {@code distro} qualifier names: {@code debian-12}, {@code debian-12.4}, {@code bookworm},
     * {@code ubuntu-20.04}, {@code alpine-3.16.2}, {@code 3.18} (trivy's Alpine form, the distribution then comes
     * from the namespace), {@code rhel-9.4}, {@code redhat-9.4}, {@code rocky-9.3}, {@code almalinux-9}.
     */
    public static Optional<DistroRelease> ofQualifier(String qualifier, String namespace) {
        String text = qualifier.strip().toLowerCase(Locale.ROOT);
        String codename = CODENAMES.get(text);
        if (codename != null) {
            return parseKey(codename);
        }
        Matcher m = NAMED.matcher(text);
        if (!m.matches()) {
            // Only a rolling distribution is named without a number.
            return NAMES.containsKey(text) && rolling(NAMES.get(text)) ? of(text, "") : Optional.empty();
        }
        String name = m.group(1).isEmpty() ? NAMESPACES.getOrDefault(namespace, "") : m.group(1);
        return of(name, m.group(2));
    }

    /** The distribution of a purl namespace ({@code debian}, {@code redhat}, ...), for a purl naming no release. */
    public static Optional<String> distroOfNamespace(String namespace) {
        return Optional.ofNullable(NAMESPACES.get(namespace.toLowerCase(Locale.ROOT)));
    }

    /** The stored form: {@code debian:12}; the distribution alone for a rolling one. */
    public String key() {
        return release.isEmpty() ? distro : distro + ":" + release;
    }

    /** The release a stored key names. */
    public static Optional<DistroRelease> parseKey(String key) {
        int colon = key.indexOf(':');
        return colon < 0 ? Optional.of(new DistroRelease(key, ""))
                : Optional.of(new DistroRelease(key.substring(0, colon), key.substring(colon + 1)));
    }

    private static boolean rolling(String name) {
        return name.equals("wolfi") || name.equals("chainguard") || name.equals("opensuse-tumbleweed");
    }

    @Override
    public String toString() {
        return key();
    }
}
