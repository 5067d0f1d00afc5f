package io.cis.dist.audit;

import java.time.LocalDate;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * One entry of an ignore file: a vulnerability id (or alias), an optional purl pattern in which {@code *} stands for
 * any run of characters (no pattern: every component), the reason, and the last day it applies (none: no end).
 */
public record IgnoreRule(String id, String purlPattern, String reason, Optional<LocalDate> expires) {

    public boolean expiredOn(LocalDate today) {
        return expires.isPresent() && expires.get().isBefore(today);
    }

    public boolean covers(SbomComponent component) {
        if (purlPattern.isEmpty()) {
            return true;
        }
        StringBuilder regex = new StringBuilder();
        for (String part : purlPattern.split("\\*", -1)) {
            regex.append(regex.isEmpty() ? "" : ".*").append(Pattern.quote(part));
        }
        return Pattern.compile(regex.toString(), Pattern.CASE_INSENSITIVE).matcher(component.purl()).matches();
    }
}
