package io.cis.loader.feeds.pypi;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.catalog.LifecycleStatus;
import io.cis.loader.feeds.registry.RegistryTimestamps;
import java.util.Optional;

/**
 * What the files of one release say: when the first and the last was uploaded, and whether all are yanked (PEP 592
 * yanks files; a release is yanked when every file is).
 *
 * @param firstUpload the earliest upload day, the release date; null without files or dates
 * @param lastUpload  the latest upload day
 */
record ReleaseFiles(String firstUpload, String lastUpload, int count, int yanked) {

    /** The files of a {@code releases[version]} or {@code urls} array. */
    static ReleaseFiles of(JsonNode files) {
        String first = null;
        String last = null;
        int count = 0;
        int yanked = 0;
        for (JsonNode file : files) {
            count++;
            if (file.path("yanked").asBoolean(false)) {
                yanked++;
            }
            Optional<String> day = RegistryTimestamps.day(file.path("upload_time_iso_8601"))
                    .or(() -> RegistryTimestamps.day(file.path("upload_time")));
            if (day.isPresent()) {
                first = RegistryTimestamps.earlier(first, day.get());
                last = RegistryTimestamps.later(last, day.get());
            }
        }
        return new ReleaseFiles(first, last, count, yanked);
    }

    /**
     * Yanked when every file is, active when one is not; unknown without files: PyPI lists a release whose files were
     * all deleted like one whose files were never uploaded to it (old releases hosted elsewhere), so no state follows.
     */
    LifecycleStatus status() {
        if (count == 0) {
            return null;
        }
        return yanked == count ? LifecycleStatus.YANKED : LifecycleStatus.ACTIVE;
    }
}
