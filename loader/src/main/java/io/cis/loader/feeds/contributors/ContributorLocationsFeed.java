package io.cis.loader.feeds.contributors;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.engine.geoprovenance.DeclaredLocation;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.FeedLocation;
import io.cis.loader.build.FeedPaths;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.PlacedFeed;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.Purls;
import io.cis.loader.feeds.registry.JsonFields;
import io.cis.loader.feeds.registry.RegistryDocuments;
import io.cis.loader.feeds.registry.RegistryFile;
import io.cis.loader.geoprovenance.ComponentLocationFacts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * {@code ROOT/registries/github/}: GitHub's REST answers at their request paths. Each
 * {@code repos/<owner>/<repo>/contributors} (a "list repository contributors" answer) makes one component,
 * {@code pkg:github/<owner>/<repo>}, whose declared locations are the {@code location} of the owner's profile
 * ({@code users/<owner>}, type {@code owner}) and of every contributor of the list, in its order, whose profile
 * ({@code users/<login>}) is there (type {@code contributor}; the owner is declared once, as owner). A profile
 * without a location declares none. Logins are matched in any case. The component joins the catalog with its
 * repository page as {@code url}.
 */
public final class ContributorLocationsFeed extends PlacedFeed {

    /** The feed's folder below the feeds root. */
    public static final String FOLDER = "registries/github";

    private final RegistryDocuments documents = new RegistryDocuments();

    public ContributorLocationsFeed() {
        super("github", FeedLocation.ownFolder(FOLDER));
    }

    @Override
    public FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException {
        List<SkippedRecord> skipped = new ArrayList<>();
        List<RegistryFile> lists = new ArrayList<>();
        Map<String, RegistryFile> profiles = new HashMap<>();
        for (RegistryFile file : files(feedsRoot, location)) {
            List<String> segments = file.segments();
            if (segments.size() == 4 && segments.get(0).equals("repos") && segments.get(3).equals("contributors")) {
                lists.add(file);
            } else if (segments.size() == 2 && segments.get(0).equals("users")) {
                RegistryFile other = profiles.putIfAbsent(segments.get(1).toLowerCase(Locale.ROOT), file);
                if (other != null) {
                    skipped.add(new SkippedRecord(file.shownAs(), segments.get(1), "the profile of "
                            + other.fileName() + " again, in another case (the first in path order is read)"));
                }
            } else {
                skipped.add(new SkippedRecord(file.shownAs(), file.requestPath(), "not a GitHub REST path this feed"
                        + " reads (repos/<owner>/<repo>/contributors or users/<login>)"));
            }
        }
        Profiles people = new Profiles(profiles, skipped);
        long components = 0;
        for (RegistryFile list : lists) {
            String owner = list.segments().get(1);
            String repository = list.segments().get(2);
            String id = owner + "/" + repository;
            Optional<String> purl = Purls.of("github", owner, repository);
            if (purl.isEmpty()) {
                skipped.add(new SkippedRecord(list.shownAs(), id, "owner and repository make no valid package URL"));
                continue;
            }
            JsonNode contributors;
            try {
                contributors = documents.json(list);
                if (!contributors.isArray()) {
                    throw new UnusableRecordException("not a list of contributors (a JSON array)");
                }
            } catch (UnusableRecordException e) {
                skipped.add(e.skipped(list.shownAs(), id));
                continue;
            }
            List<DeclaredLocation> declared = new ArrayList<>();
            people.location(owner).ifPresent(where -> declared.add(new DeclaredLocation("owner", where)));
            Map<String, Boolean> seen = new LinkedHashMap<>();
            seen.put(owner.toLowerCase(Locale.ROOT), true);
            for (JsonNode contributor : contributors) {
                Optional<String> login = JsonFields.text(contributor, "login");
                if (login.isEmpty() || seen.putIfAbsent(login.get().toLowerCase(Locale.ROOT), true) != null) {
                    continue;
                }
                people.location(login.get()).ifPresent(where -> declared.add(new DeclaredLocation("contributor",
                        where)));
            }
            sink.catalog().component(new ComponentFacts(purl.get(), repository, "https://github.com/" + owner + "/"
                    + repository, null, null, null, null));
            sink.locations().locations(new ComponentLocationFacts(purl.get(), declared, list.shownAs()));
            components++;
        }
        return result(feedsRoot, location, components, skipped, null, null);
    }

    private static List<RegistryFile> files(Path feedsRoot, Path location) throws FeedException {
        List<RegistryFile> files = new ArrayList<>();
        try {
            for (Path file : FeedFiles.under(location, path -> !path.getFileName().toString().startsWith(".")
                    && !Files.isDirectory(path))) {
                files.add(new RegistryFile(file, FeedPaths.relative(location, file),
                        FeedPaths.relative(feedsRoot, file)));
            }
        } catch (IOException e) {
            throw new FeedException(location, "cannot list GitHub's answers (" + e.getMessage() + ")", e);
        }
        return files;
    }

    /** The profiles of the folder, each read once when a repository first names it. */
    private final class Profiles {

        private final Map<String, RegistryFile> files;
        private final List<SkippedRecord> skipped;
        private final Map<String, Optional<String>> locations = new HashMap<>();

        Profiles(Map<String, RegistryFile> files, List<SkippedRecord> skipped) {
            this.files = files;
            this.skipped = skipped;
        }

        /** The location the login's profile declares; empty without a profile, or with none declared. */
        Optional<String> location(String login) throws FeedException {
            String key = login.toLowerCase(Locale.ROOT);
            Optional<String> known = locations.get(key);
            if (known != null) {
                return known;
            }
            RegistryFile file = files.get(key);
            Optional<String> location = Optional.empty();
            if (file != null) {
                try {
                    JsonNode profile = documents.json(file);
                    if (!profile.isObject() || !profile.path("login").isTextual()) {
                        throw new UnusableRecordException("not a GitHub profile (a JSON object with a login)");
                    }
                    location = JsonFields.text(profile, "location");
                } catch (UnusableRecordException e) {
                    skipped.add(e.skipped(file.shownAs(), login));
                }
            }
            locations.put(key, location);
            return location;
        }
    }
}
