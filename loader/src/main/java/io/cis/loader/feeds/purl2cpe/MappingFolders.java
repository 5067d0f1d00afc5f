package io.cis.loader.feeds.purl2cpe;

import io.cis.loader.build.FeedFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code <vendor>/<product>} folders of a purl2cpe {@code data/} tree that hold a {@code purls.yml} or a
 * {@code cpes.yml}, in path order so that mappings come in the same order in every build.
 */
final class MappingFolders {

    static final String PURLS = "purls.yml";
    static final String CPES = "cpes.yml";

    /** Whether {@code root} is a data tree: some {@code <vendor>/<product>/purls.yml} below it. */
    boolean holdsMappings(Path root) {
        try {
            return list(root).stream().anyMatch(folder -> Files.isRegularFile(folder.resolve(PURLS)));
        } catch (IOException e) {
            return false;
        }
    }

    /** Every vendor/product folder holding either file; folders whose name starts with '.' are left out. */
    List<Path> list(Path root) throws IOException {
        List<Path> folders = new ArrayList<>();
        if (!Files.isDirectory(root)) {
            return folders;
        }
        for (Path vendor : FeedFiles.folders(root)) {
            for (Path product : FeedFiles.folders(vendor)) {
                // both checked: either one standing there as a folder or a FIFO fails the listing
                boolean purls = FeedFiles.isFile(product.resolve(PURLS));
                boolean cpes = FeedFiles.isFile(product.resolve(CPES));
                if (purls || cpes) {
                    folders.add(product);
                }
            }
        }
        return folders;
    }
}
