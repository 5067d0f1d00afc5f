package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Hackage versions as Cabal parses them: numbers separated by dots ({@code 1}, {@code 0.2.1.3}), each without
 * leading zeros and of at most nine digits; no tags, no pre-releases. Ordered as Cabal's {@code Version}: list
 * order, so trailing zeros count ({@code 1.2 < 1.2.0}).
 */
final class HackageScheme implements VersionScheme<HackageVersion> {

    private static final Pattern VERSION = Pattern.compile("(?:0|[1-9][0-9]{0,8})(?:\\.(?:0|[1-9][0-9]{0,8}))*");

    @Override
    public String name() {
        return "hackage";
    }

    @Override
    public HackageVersion parseOrNull(String text) {
        if (text == null || text.length() > MAX_VERSION_LENGTH || !VERSION.matcher(text).matches()) {
            return null;
        }
        String[] digits = text.split("\\.");
        int[] parts = new int[digits.length];
        for (int i = 0; i < digits.length; i++) {
            parts[i] = Integer.parseInt(digits[i]);
        }
        return new HackageVersion(parts);
    }

    @Override
    public boolean prerelease(HackageVersion version) {
        return false;
    }

    @Override
    public HackageVersion release(HackageVersion version) {
        return version;
    }

    @Override
    public List<Long> numbers(HackageVersion version) {
        List<Long> numbers = new ArrayList<>(version.size());
        for (int part : version.parts()) {
            numbers.add((long) part);
        }
        return numbers;
    }
}
