package io.cis.loader.releases;

import com.github.packageurl.MalformedPackageURLException;
import com.github.packageurl.PackageURL;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/** The release page of a tag on GitHub, for {@code pkg:github} components: {@code https://github.com/o/r/releases/tag/<tag>}. */
public final class TagPages {

    private TagPages() {
    }

    /** The tag's page when the purl is a {@code pkg:github} repository; empty for every other type. */
    public static Optional<String> of(String purl, String tag) {
        PackageURL parsed;
        try {
            parsed = new PackageURL(purl);
        } catch (MalformedPackageURLException e) {
            return Optional.empty();
        }
        if (!"github".equals(parsed.getType()) || parsed.getNamespace() == null || tag == null || tag.isBlank()) {
            return Optional.empty();
        }
        return Optional.of("https://github.com/" + parsed.getNamespace() + "/" + parsed.getName() + "/releases/tag/"
                + pathOf(tag));
    }

    /** Each '/'-separated part percent-encoded (a tag may hold '/', as {@code rel/commons-text-1.10.0} does). */
    private static String pathOf(String tag) {
        StringBuilder path = new StringBuilder();
        for (String part : tag.split("/", -1)) {
            if (path.length() > 0) {
                path.append('/');
            }
            path.append(URLEncoder.encode(part, StandardCharsets.UTF_8).replace("+", "%20"));
        }
        return path.toString();
    }
}
