package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * CRAN package versions as R's {@code package_version} reads them: at least two non-negative integers separated by
 * single {@code .} or {@code -} characters ({@code 1.2-3}, {@code 0.1-9}, {@code 2.16.1}), leading zeros allowed
 * ({@code 1.01} is {@code 1.1}), nothing else: no blanks, no letters, no {@code v}. A number above 2^31-1 is refused
 * (R reads it as {@code NA}, which orders nothing). No pre-releases.
 */
final class CranScheme implements VersionScheme<CranVersion> {

    private static final Pattern VERSION = Pattern.compile("(?:[0-9]+[.-])+[0-9]+");
    private static final Pattern SEPARATOR = Pattern.compile("[.-]");

    @Override
    public String name() {
        return "cran";
    }

    @Override
    public CranVersion parseOrNull(String text) {
        if (text == null || text.length() > MAX_VERSION_LENGTH || !VERSION.matcher(text).matches()) {
            return null;
        }
        String[] numbers = SEPARATOR.split(text);
        int[] parts = new int[numbers.length];
        for (int i = 0; i < numbers.length; i++) {
            String digits = Digits.strip(numbers[i]);
            if (digits.length() > 10 || Long.parseLong(digits) > Integer.MAX_VALUE) {
                return null;
            }
            parts[i] = Integer.parseInt(digits);
        }
        return new CranVersion(parts);
    }

    @Override
    public boolean prerelease(CranVersion version) {
        return false;
    }

    @Override
    public CranVersion release(CranVersion version) {
        return version;
    }

    @Override
    public List<Long> numbers(CranVersion version) {
        List<Long> numbers = new ArrayList<>(version.parts().length);
        for (int part : version.parts()) {
            numbers.add((long) part);
        }
        return numbers;
    }
}
