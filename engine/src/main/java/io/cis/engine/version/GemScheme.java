package io.cis.engine.version;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * RubyGems' {@code Gem::Version}: a version matches {@code [0-9]+(\.[0-9a-zA-Z]+)*(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?}
 * (blanks around it ignored, a blank version is {@code 0}), a {@code -} reads as {@code .pre.} ({@code 1.0-rc1} is {@code 1.0.pre.rc1}, below
 * {@code 1.0.rc1}), segments are runs of digits or of letters, and a version with a letter is a pre-release, below
 * its release. Words compare as strings and sort below numbers.
 */
final class GemScheme implements VersionScheme<GemVersion> {

    private static final Pattern VERSION = Pattern.compile(
            "[0-9]+(?:\\.[0-9a-zA-Z]+)*(?:-[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?");
    private static final Pattern SEGMENT = Pattern.compile("[0-9]+|[a-z]+", Pattern.CASE_INSENSITIVE);

    @Override
    public String name() {
        return "rubygems";
    }

    @Override
    public GemVersion parseOrNull(String raw) {
        if (raw == null || raw.length() > MAX_VERSION_LENGTH) {
            return null;
        }
        String text = raw.strip();
        if (text.isEmpty()) {
            return new GemVersion(List.of(), List.of(), false); // Gem::Version reads a blank version as 0
        }
        if (!VERSION.matcher(text).matches()) {
            return null;
        }
        String spelled = text.replace("-", ".pre.");
        List<String> segments = new ArrayList<>();
        Matcher m = SEGMENT.matcher(spelled);
        while (m.find()) {
            String segment = m.group();
            segments.add(Digits.isDigit(segment.charAt(0)) ? Digits.strip(segment) : segment);
        }
        return new GemVersion(canonical(segments), segments.subList(0, firstWord(segments)), hasLetter(spelled));
    }

    private static int firstWord(List<String> segments) {
        int firstWord = 0;
        while (firstWord < segments.size() && GemVersion.isNumber(segments.get(firstWord))) {
            firstWord++;
        }
        return firstWord;
    }

    private static boolean hasLetter(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isLetter(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** Gem's canonical segments: trailing zeros dropped from the numeric part and from the rest, separately. */
    private static List<String> canonical(List<String> segments) {
        int firstWord = firstWord(segments);
        List<String> result = new ArrayList<>(segments.size());
        result.addAll(withoutTrailingZeros(segments.subList(0, firstWord)));
        result.addAll(withoutTrailingZeros(segments.subList(firstWord, segments.size())));
        return result;
    }

    private static List<String> withoutTrailingZeros(List<String> part) {
        int end = part.size();
        while (end > 0 && part.get(end - 1).equals("0")) {
            end--;
        }
        return part.subList(0, end);
    }

    @Override
    public boolean prerelease(GemVersion version) {
        return version.prerelease();
    }

    /** {@code Gem::Version#release}: the segments before the first word. */
    @Override
    public GemVersion release(GemVersion version) {
        if (!version.prerelease()) {
            return version;
        }
        return new GemVersion(withoutTrailingZeros(version.leading()), version.leading(), false);
    }

    /** {@code Gem::Version#bump}: words dropped, then the last segment (unless it is the only one), then one up. */
    GemVersion bump(GemVersion version) {
        List<String> numbers = new ArrayList<>(version.leading());
        if (numbers.isEmpty()) {
            numbers.add("0");
        }
        if (numbers.size() > 1) {
            numbers.remove(numbers.size() - 1);
        }
        int last = numbers.size() - 1;
        numbers.set(last, new BigInteger(numbers.get(last)).add(BigInteger.ONE).toString());
        return new GemVersion(withoutTrailingZeros(numbers), numbers, false);
    }

    @Override
    public List<Long> numbers(GemVersion version) {
        List<Long> numbers = new ArrayList<>();
        for (String segment : version.segments()) {
            if (!GemVersion.isNumber(segment)) {
                break;
            }
            numbers.add(Digits.saturated(segment));
        }
        return numbers;
    }
}
