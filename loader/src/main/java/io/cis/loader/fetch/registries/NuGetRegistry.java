package io.cis.loader.fetch.registries;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.fetch.FetchException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * NuGet's package metadata (the registration hive of {@code RegistrationsBaseUrl/3.6.0}, SemVer 2.0.0 packages
 * included, gzip-encoded as the registry serves it): {@code GET <base>v3/<hive>/<lower-case id>/index.json}, and every
 * page the index does not inline, asked at its {@code @id}'s path from {@code v3/<hive>/<id>/} on, below the same
 * base (so a proxy in front of the registry is asked, whatever host the {@code @id} names). Each answer goes to
 * {@code registries/nuget/<request path>}, where the {@code nuget} feed finds an index's pages by that path. The hive
 * is {@code registration5-gz-semver2} unless the configuration names another ({@code registration}).
 */
final class NuGetRegistry extends RegistryProtocol {

    /** The configuration key of the registration hive's name. */
    static final String REGISTRATION = "registration";
    static final String DEFAULT_HIVE = "registration5-gz-semver2";
    private static final String FEED_FOLDER = "registries/nuget";
    /** The registry's folder below the feeds folder, as a prefix of its answers' paths. */
    static final String FOLDER = FEED_FOLDER + "/";

    private final Documents documents = new Documents();

    NuGetRegistry() {
        super("nuget", "nuget", FEED_FOLDER);
    }

    /** {@code v3/registration5-gz-semver2/nunit/} for {@code NUnit}. */
    static Optional<String> registration(String hive, String id) {
        return PathSegments.escape(id.toLowerCase(Locale.ROOT)).map(lower -> "v3/" + hive + "/" + lower + "/");
    }

    /**
     * The request path of a page given by its {@code @id}: the part of the URL's path from the registration's folder
     * on; empty when the page is not below that folder.
     */
    static Optional<String> pagePath(String registration, String pageId) {
        String path;
        try {
            path = URI.create(pageId).getPath();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        int at = path == null ? -1 : path.indexOf("/" + registration);
        if (at < 0) {
            return Optional.empty();
        }
        String below = path.substring(at + 1 + registration.length());
        StringBuilder escaped = new StringBuilder(registration);
        for (String segment : below.split("/", -1)) {
            Optional<String> one = PathSegments.escape(segment);
            if (one.isEmpty()) {
                return Optional.empty();
            }
            escaped.append(one.get()).append('/');
        }
        return Optional.of(escaped.substring(0, escaped.length() - 1));
    }

    @Override
    public PackageResult fetch(NamedPackage named, RegistryRequests requests) throws FetchException {
        String hive = requests.endpoint().setting(REGISTRATION).orElse(DEFAULT_HIVE);
        Optional<String> registration = named.namespace().isEmpty() ? registration(hive, named.name())
                : Optional.empty();
        if (registration.isEmpty()) {
            return PackageResult.notAsked("the registry's API names no package by this purl (it takes pkg:nuget/<id>)");
        }
        String index = registration.get() + "index.json";
        List<String> pages = new ArrayList<>();
        boolean found = requests.get(requests.url(index), FOLDER + index, documents.json(document -> {
            JsonNode items = document.path("items");
            if (!items.isArray()) {
                throw new FetchException("the answer is not a registration index (no \"items\" array of pages)");
            }
            long leaves = 0;
            for (JsonNode page : items) {
                if (page.path("items").isArray()) {
                    leaves += page.path("items").size();
                } else {
                    pages.add(page.path("@id").asText(""));
                }
            }
            return leaves;
        })).isPresent();
        if (!found) {
            return PackageResult.absent();
        }
        List<String> missing = new ArrayList<>();
        for (String page : pages) {
            Optional<String> path = pagePath(registration.get(), page);
            if (path.isEmpty()) {
                throw new FetchException(requests.url(index) + ": page " + (page.isEmpty() ? "(no @id)" : page)
                        + " is not below the registration " + registration.get());
            }
            boolean read = requests.get(requests.url(path.get()), FOLDER + path.get(), documents.json(document -> {
                if (!document.path("items").isArray()) {
                    throw new FetchException("the answer is not a registration page (no \"items\" array)");
                }
                return document.path("items").size();
            })).isPresent();
            if (!read) {
                missing.add(named.purl() + ": registration page " + path.get());
            }
        }
        return PackageResult.fetched(missing, List.of());
    }
}
