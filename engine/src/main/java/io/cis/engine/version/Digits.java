package io.cis.engine.version;

/** Unbounded non-negative decimal numbers held as digit strings, so no version component can overflow. */
final class Digits {

    private Digits() {
    }

    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    static boolean isAllDigits(String s) {
        if (s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (!isDigit(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** Drops leading zeros ("007" -> "7", "000" -> "0") so that length order is numeric order. */
    static String strip(String digits) {
        int i = 0;
        while (i < digits.length() - 1 && digits.charAt(i) == '0') {
            i++;
        }
        return i == 0 ? digits : digits.substring(i);
    }

    /** Numeric comparison of two stripped digit strings. */
    static int compare(String a, String b) {
        if (a.length() != b.length()) {
            return Integer.compare(a.length(), b.length());
        }
        return a.compareTo(b);
    }

    /** The value as a long, saturating at {@link Long#MAX_VALUE}; only used to measure closeness. */
    static long saturated(String stripped) {
        return stripped.length() > 18 ? Long.MAX_VALUE : Long.parseLong(stripped);
    }
}
