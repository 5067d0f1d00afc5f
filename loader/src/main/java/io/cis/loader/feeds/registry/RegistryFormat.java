package io.cis.loader.feeds.registry;

import io.cis.loader.build.FeedException;
import java.util.List;

/**
 * One registry's documents turned into catalog facts. The format gets every file of its folder, in path order, and
 * reports each one it cannot use as skipped with the reason; a file it does not read at all (an unknown request
 * path) is skipped too, never passed over.
 */
public abstract class RegistryFormat {

    private final String name;
    private final String folder;

    /**
     * @param name   the feed's name in the manifest and the build summary
     * @param folder the folder below {@code registries/} that holds this registry's documents
     */
    protected RegistryFormat(String name, String folder) {
        this.name = name;
        this.folder = folder;
    }

    /** The feed's name in the manifest and the build summary. */
    public final String name() {
        return name;
    }

    /** The folder below {@code registries/} that holds this registry's documents. */
    public final String folder() {
        return folder;
    }

    /**
     * @throws FeedException only when a file cannot be read at all; a document that is unusable is skipped
     */
    public abstract void load(List<RegistryFile> files, RegistryReport report) throws FeedException;
}
