package io.cis.loader.vulnerabilities;

import io.cis.engine.distro.DistroRelease;
import io.cis.engine.purl.PurlKey;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The package and release an OSV record of a Linux distribution names, from its ecosystem string and package name:
 * {@code Debian:12} is {@code pkg:deb/debian/<name>} in {@code debian:12}, {@code Ubuntu:22.04:LTS} (also
 * {@code Ubuntu:Pro:18.04:LTS}) {@code pkg:deb/ubuntu} in {@code ubuntu:22.04}, {@code Alpine:v3.18}
 * {@code pkg:apk/alpine} in {@code alpine:3.18}, {@code Wolfi} and {@code Chainguard} {@code pkg:apk/wolfi} and
 * {@code pkg:apk/chainguard} (rolling), {@code Red Hat:enterprise_linux:9::appstream} {@code pkg:rpm/redhat} in
 * {@code rhel:9}, {@code AlmaLinux:9}, {@code Rocky Linux:9}, {@code Mageia:9}, {@code openSUSE:Leap 15.4},
 * {@code SUSE:Linux Enterprise Server 15 SP4} ({@code sles:15.4}), {@code Photon OS:5.0}. The record's own
 * {@code purl} is not used for these: distribution records spell it inconsistently (Ubuntu's carry {@code ?distro=}
 * twice). Debian and Ubuntu records name source packages, as the stored key then does.
 */
final class OsvDistributions {

    private static final Pattern NUMBER = Pattern.compile("v?(\\d+(?:\\.\\d+)*)");
    private static final Pattern DOTTED = Pattern.compile("(\\d+\\.\\d+)");
    private static final Pattern SERVICE_PACK = Pattern.compile("(\\d+)(?:\\s+SP(\\d+))?");

    private OsvDistributions() {
    }

    /** The distribution package and release an OSV affected package names, if its ecosystem is a distribution's. */
    record Located(PurlKey key, DistroRelease release) {
    }

    /** Whether any package the record affects is a distribution's: the record is a distribution's advisory. */
    static boolean isDistributionRecord(AdvisoryFacts advisory) {
        return advisory.affected().stream().anyMatch(pkg -> locate(pkg.ecosystem(), pkg.name()).isPresent());
    }

    static Optional<Located> locate(String ecosystem, String name) {
        if (ecosystem == null || name == null || name.isBlank()) {
            return Optional.empty();
        }
        String[] parts = ecosystem.split(":");
        String base = parts[0].strip().toLowerCase(Locale.ROOT);
        String rest = parts.length > 1 ? ecosystem.substring(ecosystem.indexOf(':') + 1) : "";
        return switch (base) {
            case "debian" -> numbered("deb", "debian", "debian", firstNumber(rest), name);
            case "ubuntu" -> numbered("deb", "ubuntu", "ubuntu", firstNumber(rest), name);
            case "alpine" -> numbered("apk", "alpine", "alpine", firstNumber(rest), name);
            case "wolfi" -> numbered("apk", "wolfi", "wolfi", "", name);
            case "chainguard" -> numbered("apk", "chainguard", "chainguard", "", name);
            case "red hat" -> numbered("rpm", "redhat", "rhel", firstNumber(rest), name);
            case "almalinux" -> numbered("rpm", "almalinux", "almalinux", firstNumber(rest), name);
            case "rocky linux" -> numbered("rpm", "rocky-linux", "rocky", firstNumber(rest), name);
            case "mageia" -> numbered("rpm", "mageia", "mageia", firstNumber(rest), name);
            case "photon os" -> numbered("rpm", "photon", "photon", firstNumber(rest), name);
            case "opensuse" -> rest.toLowerCase(Locale.ROOT).startsWith("tumbleweed")
                    ? numbered("rpm", "opensuse", "opensuse-tumbleweed", "", name)
                    : numbered("rpm", "opensuse", "opensuse-leap", servicePack(rest), name);
            case "suse" -> numbered("rpm", "suse", "sles", servicePack(rest), name);
            default -> Optional.empty();
        };
    }

    private static Optional<Located> numbered(String type, String namespace, String distro, String release,
            String name) {
        if (release == null) {
            return Optional.empty();
        }
        return DistroRelease.of(distro, release)
                .map(r -> new Located(new PurlKey(type, namespace, name.strip()), r));
    }

    /** The first version-like field of {@code Ubuntu:Pro:18.04:LTS}'s tail, {@code null} when there is none. */
    private static String firstNumber(String rest) {
        for (String field : rest.split(":")) {
            Matcher m = NUMBER.matcher(field.strip());
            if (m.matches()) {
                return m.group(1);
            }
        }
        return null;
    }

    /** {@code Leap 15.4} gives 15.4, {@code Linux Enterprise Server 15 SP4} 15.4; {@code null} without a number. */
    private static String servicePack(String rest) {
        Matcher dotted = DOTTED.matcher(rest);
        if (dotted.find()) {
            return dotted.group(1);
        }
        Matcher m = SERVICE_PACK.matcher(rest);
        return m.find() ? m.group(1) + "." + (m.group(2) == null ? "0" : m.group(2)) : null;
    }
}
