package io.cis.loader.fetch.registries;

import java.util.Collections;
import java.util.Comparator;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * A package the seeds name, with every version they name of it (none when they name the package alone): what one
 * registry is asked about. {@code namespace} and {@code name} are as the purl writes them, percent-decoded, case
 * kept (a Go module path and a RubyGems name are case-sensitive).
 *
 * @param type      the purl type
 * @param namespace empty when the purl has none
 * @param purl      the package's purl without version, as the first seed naming it wrote it (for messages)
 */
public record NamedPackage(String type, String namespace, String name, SortedSet<String> versions, String purl)
        implements Comparable<NamedPackage> {

    private static final Comparator<NamedPackage> ORDER = Comparator.comparing(NamedPackage::type)
            .thenComparing(NamedPackage::namespace).thenComparing(NamedPackage::name);

    public NamedPackage {
        versions = Collections.unmodifiableSortedSet(new TreeSet<>(versions));
    }

    @Override
    public int compareTo(NamedPackage other) {
        return ORDER.compare(this, other);
    }
}
