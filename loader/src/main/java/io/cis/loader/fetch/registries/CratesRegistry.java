package io.cis.loader.fetch.registries;

import io.cis.loader.fetch.FetchException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * crates.io: the crate API, {@code GET <base>api/v1/crates/<name>} (every version with its day, yanked flag and
 * license), into {@code registries/crates.io/api/v1/crates/<name>}; and, where the configuration names the sparse
 * index's own base ({@code index}), the crate's index file {@code GET <index><shard>/<name>} into
 * {@code registries/crates.io/index/<shard>/<name>}. Crate names are asked in lower case: crates.io treats them
 * without case, and the index files are named so. A crate is in the registry when either answers.
 */
final class CratesRegistry extends RegistryProtocol {

    /** The configuration key of the sparse index's base URL. */
    static final String INDEX = "index";
    private static final String FEED_FOLDER = "registries/crates.io";
    /** The registry's folder below the feeds folder, as a prefix of its answers' paths. */
    static final String FOLDER = FEED_FOLDER + "/";

    private final Documents documents = new Documents();

    CratesRegistry() {
        super("crates", "cargo", FEED_FOLDER);
    }

    @Override
    public List<URI> otherBases(RegistryEndpoint endpoint) {
        return index(endpoint).stream().toList();
    }

    /** {@code api/v1/crates/regex}. */
    static Optional<String> apiPath(String crate) {
        return PathSegments.escape(crate.toLowerCase(Locale.ROOT)).map(name -> "api/v1/crates/" + name);
    }

    /**
     * Where the sparse index keeps a crate: {@code 1/<name>}, {@code 2/<name>}, {@code 3/<first>/<name>}, else
     * {@code <first two>/<next two>/<name>}, all in lower case ({@code am/et/amethyst}).
     */
    static Optional<String> indexPath(String crate) {
        String name = crate.toLowerCase(Locale.ROOT);
        if (!name.matches("[a-z0-9_-]+")) {
            return Optional.empty();
        }
        return Optional.of(switch (name.length()) {
            case 1 -> "1/" + name;
            case 2 -> "2/" + name;
            case 3 -> "3/" + name.charAt(0) + "/" + name;
            default -> name.substring(0, 2) + "/" + name.substring(2, 4) + "/" + name;
        });
    }

    @Override
    public PackageResult fetch(NamedPackage named, RegistryRequests requests) throws FetchException {
        Optional<String> api = named.namespace().isEmpty() ? apiPath(named.name()) : Optional.empty();
        Optional<String> index = indexPath(named.name());
        if (api.isEmpty() || index.isEmpty()) {
            return PackageResult.notAsked("the registry's API names no crate by this purl (it takes pkg:cargo/<name>)");
        }
        boolean described = requests.get(requests.url(api.get()), FOLDER + api.get(),
                documents.json(document -> {
                    if (!document.path("crate").isObject()) {
                        throw new FetchException("the answer is not a crate (no \"crate\" object)");
                    }
                    return document.path("versions").size();
                })).isPresent();
        Optional<URI> indexBase = index(requests.endpoint());
        boolean indexed = indexBase.isPresent() && requests.get(indexBase.get().resolve(index.get()),
                FOLDER + "index/" + index.get(), documents.text(Documents::lines)).isPresent();
        if (!described && !indexed) {
            return PackageResult.absent();
        }
        List<String> missing = new ArrayList<>();
        if (!described) {
            missing.add(named.purl() + ": no crate API document " + api.get());
        }
        if (indexBase.isPresent() && !indexed) {
            missing.add(named.purl() + ": no sparse index file " + index.get());
        }
        return PackageResult.fetched(missing, List.of());
    }

    private static Optional<URI> index(RegistryEndpoint endpoint) {
        return endpoint.setting(INDEX).map(url -> URI.create(url.endsWith("/") ? url : url + "/"));
    }
}
