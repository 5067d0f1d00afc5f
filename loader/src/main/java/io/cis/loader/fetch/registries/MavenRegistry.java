package io.cis.loader.fetch.registries;

import io.cis.loader.build.FeedException;
import io.cis.loader.feeds.maven.MavenDocuments;
import io.cis.loader.fetch.FetchException;
import io.cis.loader.fetch.FileCheck;
import io.cis.loader.fetch.FileFacts;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A Maven repository in its standard layout: {@code GET <base><group path>/<artifact>/maven-metadata.xml} (every
 * version), the POM of each version the seeds name ({@code <group path>/<artifact>/<version>/<artifact>-<version>.pom};
 * for a package named without a version, the one the metadata calls its release, else its latest, else the last
 * listed), and the POMs of their parent chain, each fetched once however many POMs name it, up to
 * {@value #MOST_PARENTS} parents (the build reads inherited licenses and SCM from them). Everything goes to
 * {@code maven-metadata/<request path>}, the folder the {@code maven} feed reads. A file transferred anew is checked
 * against the {@code .sha1} the repository publishes beside it, when it publishes one.
 */
final class MavenRegistry extends RegistryProtocol {

    private static final String FEED_FOLDER = "maven-metadata";
    /** The registry's folder below the feeds folder, as a prefix of its answers' paths. */
    static final String FOLDER = FEED_FOLDER + "/";
    /** As far as the build follows a parent chain. */
    static final int MOST_PARENTS = 32;

    private final MavenDocuments maven = new MavenDocuments();

    MavenRegistry() {
        super("maven", "maven", FEED_FOLDER);
    }

    /** {@code com/google/guava/guava/}: the artifact's folder; empty when a part cannot be a path segment. */
    static Optional<String> artifactFolder(String groupId, String artifactId) {
        StringBuilder folder = new StringBuilder();
        for (String part : groupId.split("\\.", -1)) {
            Optional<String> segment = PathSegments.escape(part);
            if (segment.isEmpty()) {
                return Optional.empty();
            }
            folder.append(segment.get()).append('/');
        }
        return PathSegments.escape(artifactId).map(artifact -> folder + artifact + "/");
    }

    /** {@code com/google/guava/guava/maven-metadata.xml}. */
    static Optional<String> metadataPath(String groupId, String artifactId) {
        return artifactFolder(groupId, artifactId).map(folder -> folder + "maven-metadata.xml");
    }

    /** {@code com/google/guava/guava/24.1.1-jre/guava-24.1.1-jre.pom}. */
    static Optional<String> pomPath(String groupId, String artifactId, String version) {
        Optional<String> folder = artifactFolder(groupId, artifactId);
        Optional<String> escapedVersion = PathSegments.escape(version);
        Optional<String> file = PathSegments.escape(artifactId + "-" + version + ".pom");
        return folder.isEmpty() || escapedVersion.isEmpty() || file.isEmpty() ? Optional.empty()
                : Optional.of(folder.get() + escapedVersion.get() + "/" + file.get());
    }

    @Override
    public PackageResult fetch(NamedPackage named, RegistryRequests requests) throws FetchException {
        Optional<String> metadata = named.namespace().isEmpty() ? Optional.empty()
                : metadataPath(named.namespace(), named.name());
        if (metadata.isEmpty()) {
            return PackageResult.notAsked("a repository path needs pkg:maven/<groupId>/<artifactId>");
        }
        List<MavenDocuments.Metadata> read = new ArrayList<>();
        boolean found = requests.getChecksummed(requests.url(metadata.get()), FOLDER + metadata.get(),
                xml(file -> {
                    MavenDocuments.Metadata parsed = maven.metadata(file);
                    read.add(parsed);
                    return parsed.versions().size();
                })).isPresent();
        if (!found) {
            return PackageResult.absent();
        }
        List<String> versions = new ArrayList<>(named.versions());
        if (versions.isEmpty()) {
            MavenDocuments.Metadata listed = read.get(read.size() - 1);
            listed.release().or(listed::latest)
                    .or(() -> listed.versions().isEmpty() ? Optional.empty()
                            : Optional.of(listed.versions().get(listed.versions().size() - 1)))
                    .ifPresent(versions::add);
        }
        List<String> missing = new ArrayList<>();
        List<SharedDocument> parents = new ArrayList<>();
        for (String version : versions) {
            Optional<String> pom = pomPath(named.namespace(), named.name(), version);
            Optional<Optional<MavenDocuments.Parent>> parent = pom.isEmpty() ? Optional.empty() : pom(requests,
                    pom.get());
            if (parent.isEmpty()) {
                missing.add(named.purl() + "@" + version + ": no POM");
            } else {
                parent.get().flatMap(coordinates -> parentDocument(coordinates, named.purl() + "@" + version, 1))
                        .ifPresent(parents::add);
            }
        }
        return PackageResult.fetched(missing, parents);
    }

    /** Fetches a POM; empty when the repository has none, else the parent it names, if any. */
    private Optional<Optional<MavenDocuments.Parent>> pom(RegistryRequests requests, String path)
            throws FetchException {
        List<Optional<MavenDocuments.Parent>> parent = new ArrayList<>();
        boolean found = requests.getChecksummed(requests.url(path), FOLDER + path, xml(file -> {
            parent.add(maven.parent(file));
            return 1;
        })).isPresent();
        return found ? Optional.of(parent.get(parent.size() - 1)) : Optional.empty();
    }

    /** The parent POM as a document shared by every POM naming it; {@code depth} counts the parents above the POM. */
    private Optional<SharedDocument> parentDocument(MavenDocuments.Parent parent, String neededBy, int depth) {
        Optional<String> path = pomPath(parent.groupId(), parent.artifactId(), parent.version());
        if (path.isEmpty() || depth > MOST_PARENTS) {
            return Optional.empty();
        }
        return Optional.of(new SharedDocument(FOLDER + path.get(), "parent POM " + parent, neededBy, requests -> {
            Optional<Optional<MavenDocuments.Parent>> next = pom(requests, path.get());
            if (next.isEmpty()) {
                return new SharedDocument.Outcome(false, List.of());
            }
            return new SharedDocument.Outcome(true, next.get()
                    .flatMap(grand -> parentDocument(grand, neededBy, depth + 1)).stream().toList());
        }));
    }

    /** An XML check: what the build's Maven reader refuses fails the file. */
    private interface XmlCheck {

        long records(java.nio.file.Path file) throws FeedException;
    }

    private static FileCheck xml(XmlCheck check) {
        return file -> {
            try {
                return FileFacts.records(check.records(file));
            } catch (FeedException e) {
                throw new FetchException("the answer is not what the build reads (" + e.getMessage() + ")", e);
            }
        };
    }
}
