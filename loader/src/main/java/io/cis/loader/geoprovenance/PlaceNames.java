package io.cis.loader.geoprovenance;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The form in which place names are compared: accents removed, lower case, and every run of characters that are not
 * letters or digits turned into one space, so {@code Córdoba}, {@code CORDOBA} and {@code cordoba} meet, as do
 * {@code U.S.A.} and {@code u s a}.
 */
final class PlaceNames {

    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern NOT_ALPHANUMERIC = Pattern.compile("[^\\p{L}\\p{N}]+");

    private PlaceNames() {
    }

    static String normalise(String text) {
        String plain = MARKS.matcher(Normalizer.normalize(text, Normalizer.Form.NFKD)).replaceAll("");
        return NOT_ALPHANUMERIC.matcher(plain.toLowerCase(Locale.ROOT)).replaceAll(" ").strip();
    }
}
