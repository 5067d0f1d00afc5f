package io.cis.loader.feeds.maven;

import io.cis.loader.build.FeedException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.w3c.dom.Element;

/** Reads {@code maven-metadata.xml}: {@code groupId}, {@code artifactId}, {@code versioning/versions/version}, {@code versioning/lastUpdated}. */
final class MavenMetadataReader {

    private final SafeXml xml;

    MavenMetadataReader(SafeXml xml) {
        this.xml = xml;
    }

    /**
     * @throws FeedException when the file is not XML or its root is not {@code <metadata>}
     */
    MavenMetadata read(Path file) throws FeedException {
        Element root = xml.parse(file);
        if (!"metadata".equals(Elements.localNameOf(root))) {
            throw new FeedException(file, "root element is <" + Elements.localNameOf(root)
                    + ">, not <metadata>; not Maven repository metadata");
        }
        Element versioning = Elements.child(root, "versioning").orElse(null);
        List<String> versions = new ArrayList<>();
        for (Element list : Elements.children(versioning, "versions")) {
            for (Element version : Elements.children(list, "version")) {
                versions.add(Elements.text(version));
            }
        }
        return new MavenMetadata(
                Elements.text(root, "groupId").orElse(null),
                Elements.text(root, "artifactId").orElse(null),
                versions,
                Elements.text(versioning, "lastUpdated").orElse(null));
    }
}
