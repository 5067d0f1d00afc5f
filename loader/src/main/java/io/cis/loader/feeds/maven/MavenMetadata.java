package io.cis.loader.feeds.maven;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Optional;

/**
 * An artifact's {@code maven-metadata.xml}: its coordinates, every version the repository lists (in the file's
 * order, which is publication order and not version order) and when the file was last updated.
 *
 * @param groupId     null when the file does not say
 * @param artifactId  null when the file does not say (group-level metadata lists plugins, not versions)
 * @param lastUpdated {@code yyyyMMddHHmmss} in UTC as written, or null
 */
record MavenMetadata(String groupId, String artifactId, List<String> versions, String lastUpdated) {

    private static final DateTimeFormatter BASIC_DATE = DateTimeFormatter.BASIC_ISO_DATE;

    MavenMetadata {
        versions = List.copyOf(versions);
    }

    /** The day of {@code lastUpdated}; empty when it is absent or not a timestamp. */
    Optional<LocalDate> lastUpdatedDate() {
        if (lastUpdated == null || lastUpdated.length() != 14 || !lastUpdated.chars().allMatch(Character::isDigit)) {
            return Optional.empty();
        }
        try {
            return Optional.of(LocalDate.parse(lastUpdated.substring(0, 8), BASIC_DATE));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
