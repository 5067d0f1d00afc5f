package io.cis.loader.catalog;

import com.github.packageurl.MalformedPackageURLException;
import com.github.packageurl.PackageURLBuilder;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A repository on github.com, recognised in the URL spellings registries use for source repositories, and its
 * {@code pkg:github} purl.
 *
 * @param owner the user or organisation, lower-case
 * @param name  the repository, lower-case, without {@code .git}
 */
public record GitHubRepository(String owner, String name) {

    /**
     * Any scheme (https, http, git, ssh), optional user, the host, then owner and repository; whatever follows
     * the repository (".git", "/tree/master/pkg", "#readme", "?x") does not change which repository it is.
     */
    private static final Pattern URL = Pattern.compile(
            "^(?:[a-z][a-z0-9+.-]*://)?(?:[^@/\\s]+@)?(?:www\\.)?github\\.com(?::\\d+)?[:/]"
                    + "([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)/([A-Za-z0-9_.-]+?)(?:\\.git)?/?(?:[/#?].*)?$",
            Pattern.CASE_INSENSITIVE);

    /** Maven's SCM URLs wrap the real URL: {@code scm:git:git@github.com:o/r.git}, {@code scm:git|https://...}. */
    private static final Pattern SCM_PREFIX = Pattern.compile("^scm:[a-z0-9]+[:|]", Pattern.CASE_INSENSITIVE);

    public GitHubRepository {
        owner = owner.toLowerCase(Locale.ROOT);
        name = name.toLowerCase(Locale.ROOT);
    }

    /**
     * The GitHub repository a URL points at, if it points at one: {@code git+https://github.com/o/r.git},
     * {@code git://github.com/o/r}, {@code git@github.com:o/r.git}, {@code scm:git:https://github.com/o/r},
     * {@code https://github.com/o/r/tree/main/sub}. Other hosts, and registry shorthands such as
     * {@code github:o/r} (which only npm knows), are not recognised here.
     */
    public static Optional<GitHubRepository> fromUrl(String url) {
        if (url == null) {
            return Optional.empty();
        }
        String candidate = SCM_PREFIX.matcher(url.strip()).replaceFirst("");
        if (candidate.regionMatches(true, 0, "git+", 0, 4)) {
            candidate = candidate.substring(4);
        }
        Matcher matcher = URL.matcher(candidate);
        if (!matcher.matches() || matcher.group(2).equals(".") || matcher.group(2).equals("..")) {
            return Optional.empty();
        }
        return Optional.of(new GitHubRepository(matcher.group(1), matcher.group(2)));
    }

    /** {@code pkg:github/owner/name}, built by packageurl-java so that it is encoded as the spec says. */
    public String purl() {
        try {
            return PackageURLBuilder.aPackageURL().withType("github").withNamespace(owner).withName(name).build()
                    .canonicalize();
        } catch (MalformedPackageURLException e) {
            // owner and name matched a pattern of characters every purl accepts
            throw new IllegalStateException("not a valid github purl: " + owner + "/" + name, e);
        }
    }

    /** The repository's web page. */
    public String webUrl() {
        return "https://github.com/" + owner + "/" + name;
    }
}
