package io.cis.loader.feeds.pypi;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.catalog.DeclaredLicense;
import io.cis.loader.catalog.GitHubRepository;
import io.cis.loader.catalog.LifecycleStatus;
import io.cis.loader.feeds.registry.JsonFields;
import io.cis.loader.feeds.registry.PackageDocumentFormat;
import io.cis.loader.feeds.registry.RegistryFacts;
import io.cis.loader.feeds.registry.RegistryFile;
import io.cis.loader.feeds.registry.RegistryReport;
import io.cis.loader.feeds.registry.RegistryTimestamps;
import io.cis.loader.feeds.registry.SourceLinks;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * PyPI's JSON API: {@code pypi/<project>/json} (the project with every release) and
 * {@code pypi/<project>/<version>/json} (one release). The {@code info} block describes one version (the latest in
 * the project document), so only that version gets the license it declares.
 */
public final class PypiFormat extends PackageDocumentFormat {

    private static final String EXPECTED = "not a PyPI JSON API path (pypi/<project>/json or pypi/<project>/<version>/json)";

    /** {@code project_urls} labels that name the source repository, preferred over the home page. */
    private static final List<String> SOURCE_LABELS = List.of("source", "sourcecode", "source code", "repository",
            "code", "github", "git");

    public PypiFormat() {
        super("pypi", "pypi", PypiFormat::project, EXPECTED);
    }

    /** The project of {@code pypi/<project>/json} and {@code pypi/<project>/<version>/json}. */
    private static Optional<String> project(RegistryFile file) {
        List<String> segments = file.segments();
        boolean api = segments.size() >= 3 && segments.get(0).equals("pypi") && segments.get(segments.size() - 1).equals("json");
        return api && segments.size() <= 4 ? Optional.of(segments.get(1)) : Optional.empty();
    }

    @Override
    protected void document(JsonNode document, RegistryFile file, RegistryReport report)
            throws UnusableRecordException {
        boolean oneRelease = file.segments().size() == 4;
        JsonNode info = document.path("info");
        if (!document.isObject() || !info.isObject()) {
            throw new UnusableRecordException("not a PyPI JSON API document: no \"info\" object");
        }
        String name = JsonFields.required(info, "name", "\"info\" has no \"name\"");
        String purl = RegistryFacts.purl("pypi", null, name, "name");
        Optional<String> described = JsonFields.text(info, "version");
        JsonNode releases = oneRelease ? null : document.path("releases");
        if (releases != null && !releases.isMissingNode() && !releases.isObject()) {
            throw new UnusableRecordException("\"releases\" is not an object");
        }
        JsonNode describedFiles = document.path("urls");
        String checked = latestUpload(releases, describedFiles);
        report.dated(checked);
        Optional<GitHubRepository> source = source(info);
        String page = Optional.ofNullable(homePage(info)).orElse(source.map(GitHubRepository::webUrl).orElse(null));
        report.component(RegistryFacts.component(purl, name, page, source, LifecycleStatus.ACTIVE));
        boolean describedReported = false;
        if (releases != null) {
            for (Iterator<Map.Entry<String, JsonNode>> it = releases.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> release = it.next();
                String version = release.getKey();
                if (version.isBlank() || !release.getValue().isArray()) {
                    report.skip(file, name + "@" + version, version.isBlank() ? "release with an empty version"
                            : "the files of a release are not an array");
                    continue;
                }
                boolean isDescribed = described.isPresent() && described.get().equals(version);
                describedReported |= isDescribed;
                ReleaseFiles releaseFiles = ReleaseFiles.of(release.getValue());
                DeclaredLicense license = isDescribed ? PypiLicense.of(info) : DeclaredLicense.NONE;
                report.version(RegistryFacts.version(purl, version, releaseFiles.firstUpload(),
                        isDescribed ? describedStatus(info, releaseFiles) : releaseFiles.status(), checked, license));
            }
        }
        if (described.isPresent() && !describedReported) {
            ReleaseFiles releaseFiles = describedFiles.isArray() ? ReleaseFiles.of(describedFiles)
                    : new ReleaseFiles(null, null, 0, 0);
            report.version(RegistryFacts.version(purl, described.get(), releaseFiles.firstUpload(),
                    describedStatus(info, releaseFiles), checked, PypiLicense.of(info)));
        }
    }

    /** {@code info.yanked} speaks for the described release as a whole. */
    private static LifecycleStatus describedStatus(JsonNode info, ReleaseFiles files) {
        return info.path("yanked").asBoolean(false) ? LifecycleStatus.YANKED : files.status();
    }

    /** The latest upload of any file the document lists: the document is at least that recent. */
    private static String latestUpload(JsonNode releases, JsonNode urls) {
        String latest = urls.isArray() ? ReleaseFiles.of(urls).lastUpload() : null;
        if (releases != null) {
            for (JsonNode files : releases) {
                if (files.isArray()) {
                    latest = RegistryTimestamps.later(latest, ReleaseFiles.of(files).lastUpload());
                }
            }
        }
        return latest;
    }

    /** The declared home page, else a project URL labelled as one. */
    private static String homePage(JsonNode info) {
        List<String> pages = new ArrayList<>();
        JsonFields.text(info, "home_page").ifPresent(pages::add);
        labelled(info.path("project_urls"), List.of("homepage", "home", "home page")).forEach(pages::add);
        return SourceLinks.firstPage(pages);
    }

    /** Project URLs labelled as the source first, then the home page, then any other project URL. */
    private static Optional<GitHubRepository> source(JsonNode info) {
        JsonNode projectUrls = info.path("project_urls");
        List<String> links = new ArrayList<>(labelled(projectUrls, SOURCE_LABELS));
        JsonFields.text(info, "home_page").ifPresent(links::add);
        projectUrls.forEach(url -> JsonFields.text(url).ifPresent(links::add));
        return SourceLinks.gitHub(links);
    }

    private static List<String> labelled(JsonNode projectUrls, List<String> labels) {
        List<String> found = new ArrayList<>();
        for (String label : labels) {
            for (Iterator<Map.Entry<String, JsonNode>> it = projectUrls.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> entry = it.next();
                if (entry.getKey().strip().toLowerCase(Locale.ROOT).equals(label)) {
                    JsonFields.text(entry.getValue()).ifPresent(found::add);
                }
            }
        }
        return found;
    }
}
