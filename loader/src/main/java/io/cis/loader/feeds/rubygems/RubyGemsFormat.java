package io.cis.loader.feeds.rubygems;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.catalog.DeclaredLicense;
import io.cis.loader.catalog.GitHubRepository;
import io.cis.loader.catalog.LifecycleStatus;
import io.cis.loader.feeds.registry.JsonFields;
import io.cis.loader.feeds.registry.RegistryDocuments;
import io.cis.loader.feeds.registry.RegistryFacts;
import io.cis.loader.feeds.registry.RegistryFile;
import io.cis.loader.feeds.registry.RegistryFormat;
import io.cis.loader.feeds.registry.RegistryReport;
import io.cis.loader.feeds.registry.RegistryTimestamps;
import io.cis.loader.feeds.registry.SourceLinks;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * RubyGems: {@code api/v1/versions/<gem>.json} and the compact index {@code info/<gem>}. The gem's name is the
 * path's, since neither document names it. Every version either lists is served, so {@code active}; RubyGems drops
 * a yanked version from both, so no document here says {@code yanked}. A version built for several platforms
 * ({@code ruby}, {@code java}) is one version, published on the day of its first build.
 */
public final class RubyGemsFormat extends RegistryFormat {

    private static final String VERSIONS_SUFFIX = ".json";

    private final RegistryDocuments documents = new RegistryDocuments();

    public RubyGemsFormat() {
        super("rubygems", "rubygems");
    }

    @Override
    public void load(List<RegistryFile> files, RegistryReport report) throws FeedException {
        for (RegistryFile file : files) {
            List<String> segments = file.segments();
            String last = file.fileName();
            try {
                if (segments.size() == 4 && segments.subList(0, 3).equals(List.of("api", "v1", "versions"))
                        && last.endsWith(VERSIONS_SUFFIX) && last.length() > VERSIONS_SUFFIX.length()) {
                    versions(last.substring(0, last.length() - VERSIONS_SUFFIX.length()), documents.json(file), file, report);
                } else if (segments.size() == 2 && segments.get(0).equals("info")) {
                    compactIndex(last, documents.text(file), file, report);
                } else {
                    report.skip(file, file.requestPath(),
                            "not a RubyGems path (api/v1/versions/<gem>.json or the compact index's info/<gem>)");
                }
            } catch (UnusableRecordException e) {
                report.skip(file, last, e.getMessage());
            }
        }
    }

    private static String purl(String gem) throws UnusableRecordException {
        return RegistryFacts.purl("gem", null, gem, "gem name");
    }

    /** The versions API: an array of builds, each with {@code number}, {@code platform}, {@code created_at}, {@code licenses}. */
    private static void versions(String gem, JsonNode builds, RegistryFile file, RegistryReport report)
            throws UnusableRecordException {
        if (!builds.isArray()) {
            throw new UnusableRecordException("not a versions API document: not an array of versions");
        }
        String purl = purl(gem);
        Map<String, Build> byNumber = new LinkedHashMap<>();
        String checked = null;
        List<String> links = new ArrayList<>();
        for (JsonNode build : builds) {
            Optional<String> number = JsonFields.text(build, "number");
            if (!build.isObject() || number.isEmpty()) {
                report.skip(file, gem, "a version entry without \"number\"");
                continue;
            }
            String day = RegistryTimestamps.day(build.path("created_at")).orElse(null);
            checked = RegistryTimestamps.later(checked, day);
            byNumber.merge(number.get(), new Build(day, JsonFields.texts(build.path("licenses"))), Build::earliest);
            JsonNode metadata = build.path("metadata");
            JsonFields.text(metadata, "source_code_uri").ifPresent(links::add);
            JsonFields.text(metadata, "homepage_uri").ifPresent(links::add);
        }
        report.dated(checked);
        Optional<GitHubRepository> source = SourceLinks.gitHub(links);
        report.component(RegistryFacts.component(purl, gem, source.map(GitHubRepository::webUrl).orElse(null), source,
                LifecycleStatus.ACTIVE));
        for (Map.Entry<String, Build> version : byNumber.entrySet()) {
            report.version(RegistryFacts.version(purl, version.getKey(), version.getValue().day(), LifecycleStatus.ACTIVE,
                    checked, DeclaredLicense.listed(version.getValue().licenses())));
        }
    }

    /**
     * The compact index: an optional {@code ---} line, then {@code <version>[-<platform>] <dependencies>|<requirements>}
     * per build. It states no days, so its states are undated.
     */
    private static void compactIndex(String gem, String text, RegistryFile file, RegistryReport report)
            throws UnusableRecordException {
        String purl = purl(gem);
        LinkedHashSet<String> numbers = new LinkedHashSet<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || (i == 0 && line.equals("---"))) {
                continue;
            }
            String build = line.split("[ |]", 2)[0];
            String number = build.split("-", 2)[0];
            if (number.isEmpty() || !Character.isDigit(number.charAt(0))) {
                report.skip(file, gem + " line " + (i + 1), "not a compact index line: \"" + line + "\"");
                continue;
            }
            numbers.add(number);
        }
        report.component(RegistryFacts.component(purl, gem, null, Optional.empty(), LifecycleStatus.ACTIVE));
        for (String number : numbers) {
            report.version(RegistryFacts.version(purl, number, null, LifecycleStatus.ACTIVE, null, DeclaredLicense.NONE));
        }
    }

    /** What the builds of one version say: the earliest day, and the licenses of the first build that lists any. */
    private record Build(String day, List<String> licenses) {
        static Build earliest(Build a, Build b) {
            return new Build(RegistryTimestamps.earlier(a.day, b.day), a.licenses.isEmpty() ? b.licenses : a.licenses);
        }
    }
}
