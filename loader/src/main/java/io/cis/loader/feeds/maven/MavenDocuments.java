package io.cis.loader.feeds.maven;

import io.cis.loader.build.FeedException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.w3c.dom.Element;

/**
 * What the fetch needs of the Maven files it downloads, read with the same XML rules as the build reads them (no
 * DOCTYPE, no external entities): a metadata file's versions and its {@code release} and {@code latest}, and the
 * {@code <parent>} a POM inherits from, which the fetch follows. A file the build would refuse is refused here too.
 */
public final class MavenDocuments {

    /** An artifact's versions in the file's order, and the versions it calls its release and its latest. */
    public record Metadata(List<String> versions, Optional<String> release, Optional<String> latest) {

        public Metadata {
            versions = List.copyOf(versions);
        }
    }

    /** A POM's {@code <parent>}: the coordinates of the POM it inherits from. */
    public record Parent(String groupId, String artifactId, String version) {

        @Override
        public String toString() {
            return groupId + ":" + artifactId + ":" + version;
        }
    }

    private final SafeXml xml = new SafeXml();

    /**
     * @throws FeedException when the file is not well-formed XML or its root is not {@code <metadata>}
     */
    public Metadata metadata(Path file) throws FeedException {
        Element root = xml.parse(file);
        if (!"metadata".equals(Elements.localNameOf(root))) {
            throw new FeedException(file, "root element is <" + Elements.localNameOf(root)
                    + ">, not <metadata>; not Maven repository metadata");
        }
        Element versioning = Elements.child(root, "versioning").orElse(null);
        List<String> versions = new ArrayList<>();
        for (Element list : Elements.children(versioning, "versions")) {
            for (Element version : Elements.children(list, "version")) {
                String text = Elements.text(version);
                if (!text.isEmpty()) {
                    versions.add(text);
                }
            }
        }
        return new Metadata(versions, Elements.text(versioning, "release"), Elements.text(versioning, "latest"));
    }

    /**
     * The parent a POM names, when it names one with literal coordinates (a {@code ${...}} cannot be resolved
     * without the POM it is defined in, so such a parent is not followed).
     *
     * @throws FeedException when the file is not well-formed XML or its root is not {@code <project>}
     */
    public Optional<Parent> parent(Path file) throws FeedException {
        Element project = xml.parse(file);
        if (!"project".equals(Elements.localNameOf(project))) {
            throw new FeedException(file, "root element is <" + Elements.localNameOf(project)
                    + ">, not <project>; not a POM");
        }
        Optional<Element> parent = Elements.child(project, "parent");
        if (parent.isEmpty()) {
            return Optional.empty();
        }
        Optional<String> groupId = Elements.text(parent.get(), "groupId").filter(MavenDocuments::literal);
        Optional<String> artifactId = Elements.text(parent.get(), "artifactId").filter(MavenDocuments::literal);
        Optional<String> version = Elements.text(parent.get(), "version").filter(MavenDocuments::literal);
        if (groupId.isEmpty() || artifactId.isEmpty() || version.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Parent(groupId.get(), artifactId.get(), version.get()));
    }

    private static boolean literal(String value) {
        return !value.isEmpty() && !value.contains("${");
    }
}
