package io.cis.engine.snapshot;

import java.util.List;
import java.util.Optional;

/**
 * The snapshot format in one place: its version, every table (column family) with the form of its keys and the schema
 * version that added it, and the history of the format. Every table stores {@link ValueCodec} JSON and uses
 * {@link TableOptions}. The writer creates the tables in this order and the reader refuses a snapshot that lacks a
 * table its schema version has. docs/snapshot-format.md describes each table's values; its "Schema history" lists the
 * same versions as {@link #CHANGES} (a test holds them together).
 */
public final class SnapshotSchema {

    /** The format this code writes and reads. */
    public static final SchemaVersion VERSION = SchemaVersion.CURRENT;

    /** One column family: its domain, the form of its keys, and the schema version that added it. */
    public record Table(Domain domain, KeyForm key, SchemaVersion since) {

        public String columnFamily() {
            return domain.columnFamily();
        }
    }

    /** One revision of the format, in a line; docs/snapshot-format.md tells it in full. */
    public record Change(SchemaVersion version, String summary) {
    }

    /** Every table, in {@link Domain} order: the order the writer creates them in, which fixes their ids. */
    public static final List<Table> TABLES = List.of(
            new Table(Domain.LICENSES, KeyForm.ID_LOWER_CASE, v(1, 0)),
            new Table(Domain.LICENSE_EXCEPTIONS, KeyForm.ID_LOWER_CASE, v(1, 0)),
            new Table(Domain.COMPONENTS, KeyForm.PURL, v(1, 1)),
            new Table(Domain.VERSIONS, KeyForm.PURL_VERSION, v(1, 1)),
            new Table(Domain.COMPONENT_NAMES, KeyForm.NAME_PURL, v(1, 1)),
            new Table(Domain.VULNERABILITIES, KeyForm.ID_UPPER_CASE, v(1, 2)),
            new Table(Domain.VULNERABILITY_IDS, KeyForm.ID_UPPER_CASE, v(1, 7)),
            new Table(Domain.VULNERABILITY_PACKAGES, KeyForm.ID_UPPER_CASE, v(1, 7)),
            new Table(Domain.AFFECTED, KeyForm.PURL, v(1, 2)),
            new Table(Domain.CPES, KeyForm.PURL, v(1, 2)),
            new Table(Domain.CPE_VULNERABILITIES, KeyForm.CPE_PRODUCT, v(1, 8)),
            new Table(Domain.DISTRO_RELEASES, KeyForm.DISTRO_RELEASE, v(1, 8)),
            new Table(Domain.STATIC_ANALYSIS, KeyForm.PURL_VERSION, v(1, 3)),
            new Table(Domain.CRYPTOGRAPHY, KeyForm.PURL_VERSION, v(1, 4)),
            new Table(Domain.GEOPROVENANCE, KeyForm.PURL, v(1, 4)),
            new Table(Domain.RELEASE_NOTES, KeyForm.PURL_VERSION, v(1, 5)),
            new Table(Domain.COMPONENT_LICENSES, KeyForm.PURL_VERSION, v(1, 6)),
            new Table(Domain.LICENSE_OSADL, KeyForm.ID_LOWER_CASE, v(1, 6)));

    /** The revisions of the format, oldest first; the last is {@link #VERSION}. */
    public static final List<Change> CHANGES = List.of(
            new Change(v(1, 0), "licenses, license_exceptions"),
            new Change(v(1, 1), "the catalog: components, versions, component_names"),
            new Change(v(1, 2), "vulnerabilities, affected, cpes"),
            new Change(v(1, 3), "static_analysis"),
            new Change(v(1, 4), "cryptography, geoprovenance"),
            new Change(v(1, 5), "release_notes"),
            new Change(v(1, 6), "component_licenses, license_osadl"),
            new Change(v(1, 7), "vulnerability_ids, vulnerability_packages, aliases[] and distro statements;"
                    + " versions of more ecosystems in their own order"),
            new Change(v(1, 8), "cpe_vulnerabilities, distro_releases, CVEs known from NVD/CVE alone;"
                    + " data_date, dated_by and tracked in the manifest's feeds[]"),
            new Change(v(1, 9), "the optional files count of cryptography algorithms (from scanned package archives)"));

    private SnapshotSchema() {
    }

    /** The table of a domain. */
    public static Table table(Domain domain) {
        return TABLES.stream().filter(t -> t.domain() == domain).findFirst().orElseThrow();
    }

    /** The table with this column family name, if the schema has one. */
    public static Optional<Table> table(String columnFamily) {
        return TABLES.stream().filter(t -> t.columnFamily().equals(columnFamily)).findFirst();
    }

    /**
     * The tables a snapshot of {@code version} holds: every table added by its minor or an earlier one (a newer minor
     * may hold more, which this code does not know).
     */
    public static List<Table> tablesOf(SchemaVersion version) {
        return TABLES.stream()
                .filter(t -> t.since().major() == version.major() && t.since().minor() <= version.minor())
                .toList();
    }

    /** Whether a snapshot of {@code version} holds the domain's table (an older minor may predate it). */
    public static boolean holds(SchemaVersion version, Domain domain) {
        return tablesOf(version).contains(table(domain));
    }

    private static SchemaVersion v(int major, int minor) {
        return new SchemaVersion(major, minor, 0);
    }
}
