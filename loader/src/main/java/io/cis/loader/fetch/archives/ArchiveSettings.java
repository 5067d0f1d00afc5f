package io.cis.loader.fetch.archives;

/** The archive scan's settings of the fetch configuration: where archives are fetched from, and the scan's limits. */
public record ArchiveSettings(ArchiveBases bases, ScanLimits limits) {

    /** Archives where their registry documents say, within the default limits. */
    public static final ArchiveSettings DEFAULT = new ArchiveSettings(ArchiveBases.NONE, ScanLimits.DEFAULT);
}
