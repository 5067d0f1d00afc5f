package io.cis.loader.feeds.maven;

import java.util.List;

/**
 * The parts of a project POM the catalog uses, exactly as written in this POM: nothing is inherited from a parent
 * POM the feed does not have, except the coordinates Maven itself takes from {@code <parent>}.
 *
 * @param groupId    the project's own, else the parent's; null when neither is given
 * @param artifactId null when missing
 * @param version    the project's own, else the parent's; null when neither is given
 * @param url        the project's {@code <url>}, or null
 * @param scmUrls    {@code <scm>}'s {@code url}, {@code connection}, {@code developerConnection}, those present, in
 *                   that order
 * @param licenses   each {@code <licenses><license>}'s name (or its URL when it has no name)
 */
record Pom(String groupId, String artifactId, String version, String url, List<String> scmUrls, List<String> licenses) {

    Pom {
        scmUrls = List.copyOf(scmUrls);
        licenses = List.copyOf(licenses);
    }
}
