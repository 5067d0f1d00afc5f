package io.cis.loader.vulnerabilities;

import java.util.regex.Pattern;

/** What a CVE id looks like ({@code CVE-YYYY-NNNN}, four or more digits), so every feed refuses the same ids. */
public final class CveId {

    // upper-case only, as the CVE program writes ids; the sequence number has had five and more digits since 2014
    private static final Pattern ID = Pattern.compile("CVE-\\d{4}-\\d{4,}");

    private CveId() {
    }

    public static boolean isValid(String text) {
        return text != null && ID.matcher(text).matches();
    }
}
