package io.cis.loader.feeds.maven;

import io.cis.loader.build.FeedException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.w3c.dom.Element;

/**
 * Reads a project POM's coordinates, {@code <parent>}, {@code <url>}, {@code <scm>} and {@code <licenses>} (direct
 * children of {@code <project>} only).
 */
final class PomReader {

    private final SafeXml xml;

    PomReader(SafeXml xml) {
        this.xml = xml;
    }

    /**
     * @throws FeedException when the file is not XML or its root is not {@code <project>}
     */
    Pom read(Path file) throws FeedException {
        Element project = xml.parse(file);
        if (!"project".equals(Elements.localNameOf(project))) {
            throw new FeedException(file, "root element is <" + Elements.localNameOf(project) + ">, not <project>; not a POM");
        }
        Element parent = Elements.child(project, "parent").orElse(null);
        Element scm = Elements.child(project, "scm").orElse(null);
        Pom.Coordinates parentCoordinates = parent == null ? null : new Pom.Coordinates(
                Elements.text(parent, "groupId").orElse(null), Elements.text(parent, "artifactId").orElse(null),
                Elements.text(parent, "version").orElse(null));
        return new Pom(
                Elements.text(project, "groupId").or(() -> Elements.text(parent, "groupId")).orElse(null),
                Elements.text(project, "artifactId").orElse(null),
                Elements.text(project, "version").or(() -> Elements.text(parent, "version")).orElse(null),
                parentCoordinates,
                Elements.text(project, "url").orElse(null),
                new Pom.Scm(Elements.text(scm, "url").orElse(null), Elements.text(scm, "connection").orElse(null),
                        Elements.text(scm, "developerConnection").orElse(null)),
                licenses(project));
    }

    private static List<String> licenses(Element project) {
        List<String> names = new ArrayList<>();
        for (Element list : Elements.children(project, "licenses")) {
            for (Element license : Elements.children(list, "license")) {
                // a name broken over lines in the XML is still one name
                Optional<String> name = Elements.text(license, "name").map(n -> n.replaceAll("\\s+", " "));
                name.or(() -> Elements.text(license, "url")).ifPresent(names::add);
            }
        }
        return names;
    }
}
