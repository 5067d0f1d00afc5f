package io.cis.loader.feeds.maven;

import java.util.ArrayList;
import java.util.List;

/**
 * The parts of a project POM the catalog uses, as written in this POM; what it inherits from its parent POMs is
 * resolved by {@link PomInheritance} when they are in the feed. Maven itself takes {@code groupId} and
 * {@code version} from {@code <parent>} when the project does not state them, and so does this record.
 *
 * @param groupId    the project's own, else the parent's; null when neither is given
 * @param artifactId null when missing
 * @param version    the project's own, else the parent's; null when neither is given
 * @param parent     the {@code <parent>} coordinates, or null
 * @param url        the project's {@code <url>}, or null
 * @param scm        the project's own {@code <scm>} fields
 * @param licenses   each {@code <licenses><license>}'s name (or its URL when it has no name)
 */
record Pom(String groupId, String artifactId, String version, Coordinates parent, String url, Scm scm,
           List<String> licenses) {

    Pom {
        licenses = List.copyOf(licenses);
    }

    /** {@code groupId:artifactId:version} as the feed indexes POMs and {@code <parent>} names them. */
    record Coordinates(String groupId, String artifactId, String version) {
        @Override
        public String toString() {
            return groupId + ":" + artifactId + ":" + version;
        }
    }

    /** {@code <scm>}'s {@code url}, {@code connection} and {@code developerConnection}, each null when absent. */
    record Scm(String url, String connection, String developerConnection) {
        static final Scm NONE = new Scm(null, null, null);

        /** The URLs present, in that order. */
        List<String> urls() {
            List<String> urls = new ArrayList<>();
            for (String value : new String[] {url, connection, developerConnection}) {
                if (value != null) {
                    urls.add(value);
                }
            }
            return urls;
        }

        /** Each field this one lacks taken from {@code inherited}, as Maven inherits {@code <scm>} field by field. */
        Scm orElse(Scm inherited) {
            return new Scm(url != null ? url : inherited.url, connection != null ? connection : inherited.connection,
                    developerConnection != null ? developerConnection : inherited.developerConnection);
        }
    }

    /** These coordinates, when all three are literal (no unresolved {@code ${...}}). */
    Coordinates coordinates() {
        return literal(groupId) && literal(artifactId) && literal(version)
                ? new Coordinates(groupId, artifactId, version) : null;
    }

    /** This POM with its licenses and SCM fields as resolved from its parents. */
    Pom inheriting(List<String> inheritedLicenses, Scm inheritedScm) {
        return new Pom(groupId, artifactId, version, parent, url, scm.orElse(inheritedScm),
                licenses.isEmpty() ? inheritedLicenses : licenses);
    }

    private static boolean literal(String value) {
        return value != null && !value.contains("${");
    }
}
