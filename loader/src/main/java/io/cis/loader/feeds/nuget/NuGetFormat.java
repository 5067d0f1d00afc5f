package io.cis.loader.feeds.nuget;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.engine.purl.Ecosystem;
import io.cis.engine.version.VersionScheme;
import io.cis.engine.version.VersionSchemes;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.catalog.GitHubRepository;
import io.cis.loader.catalog.LifecycleStatus;
import io.cis.loader.catalog.Purls;
import io.cis.loader.feeds.registry.JsonFields;
import io.cis.loader.feeds.registry.RegistryDocuments;
import io.cis.loader.feeds.registry.RegistryFacts;
import io.cis.loader.feeds.registry.RegistryFile;
import io.cis.loader.feeds.registry.RegistryFormat;
import io.cis.loader.feeds.registry.RegistryReport;
import io.cis.loader.feeds.registry.RegistryTimestamps;
import java.net.URI;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * NuGet registration indexes {@code v3/<registration base>/<lower-case id>/index.json}. A page the index does not
 * inline is read from the file at its {@code @id}'s path ({@code .../<id>/page/<lower>/<upper>.json}); a page no
 * index refers to, a registration leaf ({@code .../<id>/<version>.json}) or any other path is skipped with the
 * reason. The index and its pages are dated with their latest {@code commitTimeStamp}.
 */
public final class NuGetFormat extends RegistryFormat {

    private static final String INDEX = "index.json";

    private final RegistryDocuments documents = new RegistryDocuments();
    private final VersionScheme<?> order = VersionSchemes.forEcosystem(Ecosystem.NUGET);

    public NuGetFormat() {
        super("nuget", "nuget");
    }

    @Override
    public void load(List<RegistryFile> files, RegistryReport report) throws FeedException {
        Map<String, RegistryFile> byPath = new HashMap<>();
        files.forEach(file -> byPath.put(file.requestPath(), file));
        Set<String> pagesRead = new HashSet<>();
        for (RegistryFile file : files) {
            List<String> segments = file.segments();
            if (segments.size() == 4 && segments.get(0).equals("v3") && segments.get(3).equals(INDEX)) {
                try {
                    index(file, documents.json(file), byPath, pagesRead, report);
                } catch (UnusableRecordException e) {
                    report.skip(file, segments.get(2), e.getMessage());
                }
            }
        }
        for (RegistryFile file : files) {
            List<String> segments = file.segments();
            boolean index = segments.size() == 4 && segments.get(0).equals("v3") && segments.get(3).equals(INDEX);
            if (index || pagesRead.contains(file.requestPath())) {
                continue;
            }
            String id = segments.size() >= 3 ? segments.get(2) : file.requestPath();
            if (segments.size() >= 5 && segments.get(0).equals("v3") && segments.get(3).equals("page")) {
                report.skip(file, id, "a registration page that no registration index in the feed refers to");
            } else if (segments.size() == 4 && segments.get(0).equals("v3")) {
                report.skip(file, id, "a registration leaf; versions are read from the registration index and its pages");
            } else {
                report.skip(file, file.requestPath(), "not a registration path (v3/<registration base>/<id>/index.json)");
            }
        }
    }

    private void index(RegistryFile file, JsonNode index, Map<String, RegistryFile> byPath, Set<String> pagesRead,
                       RegistryReport report) throws FeedException, UnusableRecordException {
        JsonNode pages = index.path("items");
        if (!index.isObject() || !pages.isArray()) {
            throw new UnusableRecordException("not a registration index: no \"items\" array of pages");
        }
        String folder = file.requestPath().substring(0, file.requestPath().length() - INDEX.length());
        String checked = RegistryTimestamps.day(index.path("commitTimeStamp")).orElse(null);
        List<CatalogEntry> entries = new ArrayList<>();
        for (JsonNode page : pages) {
            JsonNode items = page.path("items");
            if (!items.isArray()) {
                Optional<JsonNode> fetched = pageFile(file, page, folder, byPath, pagesRead, report);
                if (fetched.isEmpty()) {
                    continue;
                }
                page = fetched.get();
                items = page.path("items");
            }
            checked = RegistryTimestamps.later(checked, RegistryTimestamps.day(page.path("commitTimeStamp")).orElse(null));
            for (JsonNode leaf : items) {
                checked = RegistryTimestamps.later(checked, RegistryTimestamps.day(leaf.path("commitTimeStamp")).orElse(null));
                Optional<CatalogEntry> entry = CatalogEntry.of(leaf.path("catalogEntry"));
                if (entry.isPresent()) {
                    entries.add(entry.get());
                } else {
                    report.skip(file, file.segments().get(2),
                            "a registration leaf without a catalogEntry with \"id\" and \"version\"");
                }
            }
        }
        report.dated(checked);
        if (entries.isEmpty()) {
            return;
        }
        entries.sort(Comparator.comparing(CatalogEntry::version, order::compare));
        CatalogEntry newest = entries.get(entries.size() - 1);
        Optional<String> purl = Purls.of("nuget", null, newest.id());
        if (purl.isEmpty()) {
            report.skip(file, newest.id(), "package id makes no valid package URL");
            return;
        }
        report.component(RegistryFacts.component(purl.get(), newest.id(), newest.projectUrl(), source(entries),
                componentStatus(entries)));
        for (CatalogEntry entry : entries) {
            report.version(RegistryFacts.version(purl.get(), entry.version(), entry.published(), entry.status(), checked,
                    entry.license()));
        }
    }

    /** A page given only by its {@code @id}: the file at the same path below the index's folder, if it is here. */
    private Optional<JsonNode> pageFile(RegistryFile index, JsonNode page, String folder,
                                        Map<String, RegistryFile> byPath, Set<String> pagesRead, RegistryReport report)
            throws FeedException {
        Optional<String> id = JsonFields.text(page, "@id");
        Optional<String> path = id.flatMap(NuGetFormat::uriPath).flatMap(p -> {
            int at = p.indexOf(folder);
            return at < 0 ? Optional.empty() : Optional.of(p.substring(at));
        });
        RegistryFile file = path.map(byPath::get).orElse(null);
        if (file == null) {
            report.skip(index, index.segments().get(2), "page " + id.orElse("(no @id)") + " is neither inline nor in the feed");
            return Optional.empty();
        }
        pagesRead.add(file.requestPath());
        try {
            JsonNode read = documents.json(file);
            if (!read.path("items").isArray()) {
                throw new UnusableRecordException("not a registration page: no \"items\" array");
            }
            return Optional.of(read);
        } catch (UnusableRecordException e) {
            report.skip(file, index.segments().get(2), e.getMessage());
            return Optional.empty();
        }
    }

    private static Optional<String> uriPath(String uri) {
        try {
            return Optional.ofNullable(URI.create(uri).getPath());
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** The GitHub project URL of the newest version that has one: projects move their pages over the years. */
    private static Optional<GitHubRepository> source(List<CatalogEntry> ascending) {
        for (int i = ascending.size() - 1; i >= 0; i--) {
            Optional<GitHubRepository> repository = GitHubRepository.fromUrl(ascending.get(i).projectUrl());
            if (repository.isPresent()) {
                return repository;
            }
        }
        return Optional.empty();
    }

    /** Deprecated when every listed version is; NuGet deprecates versions, a package only through all of them. */
    private static LifecycleStatus componentStatus(List<CatalogEntry> entries) {
        List<CatalogEntry> listed = entries.stream().filter(CatalogEntry::listed).toList();
        return !listed.isEmpty() && listed.stream().allMatch(CatalogEntry::deprecated)
                ? LifecycleStatus.DEPRECATED : LifecycleStatus.ACTIVE;
    }
}
