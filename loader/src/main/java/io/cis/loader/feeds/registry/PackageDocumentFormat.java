package io.cis.loader.feeds.registry;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.UnusableRecordException;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A registry format whose JSON documents each stand at one request path of the registry's API (Hex, pub, PyPI,
 * Packagist). A file at any other path is skipped saying which paths the format reads; a document that is unusable
 * is skipped under the package name its path gives.
 */
public abstract class PackageDocumentFormat extends RegistryFormat {

    private final Function<RegistryFile, Optional<String>> pathName;
    private final String expected;
    private final RegistryDocuments documents = new RegistryDocuments();

    /**
     * @param pathName the package a file's request path names, as the build summary shows it; empty when the path is
     *                 not one of the format's documents
     * @param expected why a file at another path is skipped, naming the paths the format reads
     */
    protected PackageDocumentFormat(String name, String folder, Function<RegistryFile, Optional<String>> pathName,
                                    String expected) {
        super(name, folder);
        this.pathName = pathName;
        this.expected = expected;
    }

    /** Reports the facts of one document. */
    protected abstract void document(JsonNode document, RegistryFile file, RegistryReport report)
            throws UnusableRecordException;

    @Override
    public final void load(List<RegistryFile> files, RegistryReport report) throws FeedException {
        for (RegistryFile file : files) {
            Optional<String> named = pathName.apply(file);
            if (named.isEmpty()) {
                report.skip(file, file.requestPath(), expected);
                continue;
            }
            try {
                document(documents.json(file), file, report);
            } catch (UnusableRecordException e) {
                report.skip(file, named.get(), e.getMessage());
            }
        }
    }
}
