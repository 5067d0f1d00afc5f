package io.cis.loader.feeds.maven;

import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedLocation;
import io.cis.loader.build.FeedPaths;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.PlacedFeed;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.catalog.CatalogSink;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.Purls;
import io.cis.loader.catalog.VersionFacts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Maven repository files: artifact metadata ({@code maven-metadata.xml}) for the versions an artifact has, and POMs
 * for a version's licenses, the project page and the source repository, with what a POM inherits from parent POMs
 * in the feed; reported as catalog facts.
 */
public final class MavenRepositoryFeed extends PlacedFeed {

    static final String FOLDER = "maven-metadata";
    private static final String SOURCE_POMS = "source-poms";

    private final SafeXml xml = new SafeXml();
    private final MavenMetadataReader metadataReader = new MavenMetadataReader(xml);
    private final PomReader pomReader = new PomReader(xml);
    private final Sha1Checksum checksum = new Sha1Checksum();

    /**
     * Read from {@code ROOT/maven-metadata/}, or the root itself when it has a {@code source-poms/} folder or a
     * {@code maven-metadata.xml} somewhere below.
     */
    public MavenRepositoryFeed() {
        super("maven", new FeedLocation(List.of(FOLDER), List.of("."),
                root -> Files.isDirectory(root.resolve(SOURCE_POMS)) || MavenFiles.hasMetadataBelow(root)));
    }

    @Override
    public FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException {
        MavenFiles files;
        try {
            files = MavenFiles.under(location);
        } catch (IOException e) {
            throw new FeedException(location, "cannot list Maven files (" + e.getMessage() + ")", e);
        }
        Outcome outcome = new Outcome(sink.catalog());
        for (Path file : files.metadata()) {
            checksum.verify(file);
            loadMetadata(metadataReader.read(file), FeedPaths.relative(feedsRoot, file), outcome);
        }
        // every POM first, so that each can inherit from the parents the feed holds
        List<Pom> poms = new ArrayList<>();
        for (Path file : files.poms()) {
            checksum.verify(file);
            poms.add(pomReader.read(file));
        }
        PomInheritance inheritance = new PomInheritance(poms);
        for (int i = 0; i < poms.size(); i++) {
            loadPom(inheritance.resolve(poms.get(i)), FeedPaths.relative(feedsRoot, files.poms().get(i)), outcome);
        }
        return result(feedsRoot, location, outcome.reported, outcome.skipped,
                outcome.lastUpdated == null ? null : outcome.lastUpdated.toString(), null);
    }

    private static void loadMetadata(MavenMetadata metadata, String file, Outcome outcome) {
        Optional<String> purl = purl(metadata.groupId(), metadata.artifactId(), file, "metadata", outcome);
        if (purl.isEmpty()) {
            return;
        }
        outcome.component(MavenFacts.component(purl.get(), metadata.artifactId()));
        for (String version : metadata.versions()) {
            if (version.isEmpty()) {
                outcome.skip(file, metadata.groupId() + ":" + metadata.artifactId(), "empty <version> in <versions>");
            } else {
                outcome.version(MavenFacts.listed(purl.get(), version));
            }
        }
        metadata.lastUpdatedDate().ifPresent(outcome::updated);
    }

    private static void loadPom(Pom pom, String file, Outcome outcome) {
        Optional<String> purl = purl(pom.groupId(), pom.artifactId(), file, "POM", outcome);
        if (purl.isEmpty()) {
            return;
        }
        outcome.component(MavenFacts.component(purl.get(), pom));
        if (pom.version() == null || pom.version().contains("${")) {
            outcome.skip(file, pom.groupId() + ":" + pom.artifactId(),
                    "POM without a literal version (own or parent's); its licenses cannot be assigned to a version");
        } else {
            outcome.version(MavenFacts.described(purl.get(), pom));
        }
    }

    /**
     * {@code pkg:maven/groupId/artifactId}, or a skipped record when the coordinates are missing or are unresolved
     * properties ({@code ${project.groupId}}), which would need POMs the feed does not have.
     */
    private static Optional<String> purl(String groupId, String artifactId, String file, String kind, Outcome outcome) {
        String id = (groupId == null ? "?" : groupId) + ":" + (artifactId == null ? "?" : artifactId);
        if (artifactId == null) {
            outcome.skip(file, id, kind + " without <artifactId>");
            return Optional.empty();
        }
        if (groupId == null) {
            outcome.skip(file, id, kind + " without <groupId> (neither its own nor its parent's)");
            return Optional.empty();
        }
        if (groupId.contains("${") || artifactId.contains("${")) {
            outcome.skip(file, id, kind + " coordinates are unresolved properties");
            return Optional.empty();
        }
        Optional<String> purl = Purls.of("maven", groupId, artifactId);
        if (purl.isEmpty()) {
            outcome.skip(file, id, kind + " coordinates do not make a valid package URL");
        }
        return purl;
    }

    /** What the files of one load reported, skipped and how recent the metadata is. */
    private static final class Outcome {
        private final CatalogSink catalog;
        private final List<SkippedRecord> skipped = new ArrayList<>();
        private long reported;
        private LocalDate lastUpdated;

        Outcome(CatalogSink catalog) {
            this.catalog = catalog;
        }

        void component(ComponentFacts facts) {
            catalog.component(facts);
            reported++;
        }

        void version(VersionFacts facts) {
            catalog.version(facts);
            reported++;
        }

        void skip(String file, String id, String reason) {
            skipped.add(new SkippedRecord(file, id, reason));
        }

        void updated(LocalDate date) {
            if (lastUpdated == null || date.isAfter(lastUpdated)) {
                lastUpdated = date;
            }
        }
    }
}
