package io.cis.loader.feeds.osv;

import io.cis.loader.build.FeedLocation;
import java.nio.file.Path;
import java.util.List;

/**
 * Where the OSV records are under a feeds root, and which source each file belongs to.
 *
 * <p>The location is {@code ROOT/osv/} when it is there, whatever it holds (loading fails on a file it cannot read),
 * else {@code ROOT} itself when an OSV record (or a zip of them) is anywhere below it. The folders directly under the location are the sources, named after their upstream
 * repositories ({@code github-advisory-database}, {@code pypa-advisory-database}, {@code go-vulndb},
 * {@code bitnami-vulndb}); that name is the {@code source} of every record below it, zips inside included
 * ({@code osv/PyPI/all.zip} is source {@code PyPI}, as the export bucket lays them out). A zip lying directly in the
 * location is its own source, named by its file name without {@code .zip}; a record lying directly in the location
 * takes the location's folder name.
 */
final class OsvLayout {

    static final String FOLDER = "osv";

    /** Where the records are under a feeds root. */
    static FeedLocation location(OsvFiles files, OsvRecordSniffer sniffer) {
        return new FeedLocation(List.of(FOLDER), List.of("."), candidate -> files.any(candidate, sniffer::isOsv));
    }

    /** The source a file below {@code location} is reported under. */
    String sourceOf(Path location, Path file) {
        Path relative = location.relativize(file);
        if (relative.getNameCount() > 1) {
            return relative.getName(0).toString();
        }
        String name = file.getFileName().toString();
        if (OsvFiles.isZip(file)) {
            return name.substring(0, name.length() - ".zip".length());
        }
        Path folder = location.toAbsolutePath().normalize().getFileName();
        return folder != null ? folder.toString() : FOLDER;
    }
}
