package io.cis.loader.feeds.changelog;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The git tag a changelog's link for a release names, when the link is a GitHub tag page
 * ({@code .../releases/tag/v0.4.0}) or a comparison ending at the release ({@code .../compare/v0.9.0...v0.10.0}).
 * SCANOSS's changelogs head each release {@code [0.10.0]} while the tag is {@code v0.10.0}; the link says which.
 */
final class ReleaseTags {

    private static final Pattern GITHUB_LINK = Pattern.compile(
            "^https?://(?:www\\.)?github\\.com/[^/]+/[^/]+/(?:releases/)?(?:releases/tag|tag|compare)/([^?#]+?)/?(?:[?#].*)?$");
    /** Between two refs GitHub accepts ".." and "..."; one changelog writes "...." by mistake. */
    private static final Pattern RANGE_DOTS = Pattern.compile("\\.{2,}");

    private ReleaseTags() {
    }

    static Optional<String> fromLink(String url) {
        if (url == null) {
            return Optional.empty();
        }
        Matcher link = GITHUB_LINK.matcher(url.strip());
        if (!link.matches()) {
            return Optional.empty();
        }
        String[] refs = RANGE_DOTS.split(link.group(1));
        String tag = refs[refs.length - 1].strip();
        return tag.isEmpty() ? Optional.empty() : Optional.of(tag);
    }
}
