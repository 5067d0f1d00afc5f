package io.cis.loader.fetch.github;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A repository named in the fetch configuration: {@code owner/name}, whether its releases are fetched, its
 * changelog: the path the configuration gives, else found in the repository's root ({@code changelog} empty), or none,
 * and whether its contributors and their profiles are fetched.
 */
public record GitHubRepository(String owner, String name, boolean releases, boolean changelog,
                               Optional<String> changelogPath, boolean contributors) {

    /** GitHub's own rules for owner and repository names; anything else could not be a folder of the feeds. */
    private static final Pattern OWNER = Pattern.compile("[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})");
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._-]{1,100}");
    private static final Pattern PATH_SEGMENT = Pattern.compile("[A-Za-z0-9._ +-]+");

    public GitHubRepository {
        if (!OWNER.matcher(owner).matches()) {
            throw new IllegalArgumentException("not a GitHub owner name: " + owner);
        }
        if (!NAME.matcher(name).matches() || name.equals(".") || name.equals("..")) {
            throw new IllegalArgumentException("not a GitHub repository name: " + name);
        }
        if (changelogPath.isPresent()) {
            String path = changelogPath.get();
            for (String segment : path.split("/", -1)) {
                if (!PATH_SEGMENT.matcher(segment).matches() || segment.startsWith(".")) {
                    throw new IllegalArgumentException("not a file path in the repository: " + path);
                }
            }
            if (!isMarkdown(path)) {
                throw new IllegalArgumentException("changelog " + path
                        + " is not Markdown (.md or .markdown), which is what release-notes reads");
            }
        }
    }

    /** A repository whose contributors are fetched. */
    public GitHubRepository(String owner, String name, boolean releases, boolean changelog,
                            Optional<String> changelogPath) {
        this(owner, name, releases, changelog, changelogPath, true);
    }

    /** {@code owner/name} as written, or as {@code owner/name} in a config file. */
    public static GitHubRepository parse(String ownerSlashName) {
        String[] parts = ownerSlashName.strip().split("/", -1);
        if (parts.length != 2) {
            throw new IllegalArgumentException("not owner/name: " + ownerSlashName);
        }
        return new GitHubRepository(parts[0], parts[1], true, true, Optional.empty());
    }

    public String slug() {
        return owner + "/" + name;
    }

    /** The purl folders the release feeds read: {@code github/<owner>/<name>}, lower case as GitHub's are. */
    public String purlPath() {
        return "github/" + owner.toLowerCase(Locale.ROOT) + "/" + name.toLowerCase(Locale.ROOT);
    }

    static boolean isMarkdown(String fileName) {
        String lower = fileName.toLowerCase(Locale.ROOT);
        return lower.endsWith(".md") || lower.endsWith(".markdown");
    }
}
