package io.cis.loader.feeds.cyclonedx;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Recognises a GitHub repository in a VCS or website URL, in the spellings BOMs use ({@code git+https://},
 * {@code git://}, {@code git+ssh://git@}, {@code git@github.com:}, {@code scm:git:}, a {@code .git} suffix, a
 * {@code /tree/...} path or a {@code #readme} fragment), and names it as a lower-case {@code pkg:github} purl.
 */
final class GitHubRepository {

    private static final Pattern REPOSITORY = Pattern.compile(
            "^(?:[a-z][a-z0-9+.-]*:)*(?://)?(?:[^@/]+@)?(?:www\\.)?github\\.com[:/]"
                    + "([a-z0-9](?:[a-z0-9-]*[a-z0-9])?)/([a-z0-9._-]+?)(?:\\.git)?/?(?:[/?#].*)?$",
            Pattern.CASE_INSENSITIVE);

    private GitHubRepository() {
    }

    static Optional<String> purlOf(String url) {
        Matcher matcher = REPOSITORY.matcher(url.strip());
        if (!matcher.matches() || matcher.group(2).matches("\\.+")) {
            return Optional.empty();
        }
        return Optional.of("pkg:github/" + matcher.group(1).toLowerCase(Locale.ROOT) + "/"
                + matcher.group(2).toLowerCase(Locale.ROOT));
    }
}
