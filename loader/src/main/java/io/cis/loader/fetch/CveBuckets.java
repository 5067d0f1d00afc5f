package io.cis.loader.fetch;

import java.util.Comparator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a CVE's record goes, by the cvelistV5 repository's rule: the year, then the number in thousands
 * ({@code CVE-2024-3094} in {@code 2024/3xxx}, {@code CVE-2023-45803} in {@code 2023/45xxx}, {@code CVE-2021-0001} in
 * {@code 2021/0xxx}). Only well-formed ids have a place, so nothing a feed says can name a path outside the folder.
 */
final class CveBuckets {

    private static final Pattern ID = Pattern.compile("CVE-(\\d{4})-(\\d{4,19})");

    /** Orders CVE ids by year, then number (not as text: {@code CVE-2024-10000} after {@code CVE-2024-9999}). */
    static final Comparator<String> ID_ORDER = Comparator.comparing((String id) -> parse(id).group(1))
            .thenComparing(id -> Long.parseLong(parse(id).group(2)));

    private CveBuckets() {
    }

    static boolean isId(String id) {
        return id != null && ID.matcher(id).matches();
    }

    /** {@code 2024/3xxx} for {@code CVE-2024-3094}. */
    static String bucket(String id) {
        Matcher parts = parse(id);
        return parts.group(1) + "/" + Long.parseLong(parts.group(2)) / 1000 + "xxx";
    }

    private static Matcher parse(String id) {
        Matcher matcher = ID.matcher(id);
        if (!matcher.matches()) {
            throw new IllegalArgumentException("not a CVE id: " + id);
        }
        return matcher;
    }
}
