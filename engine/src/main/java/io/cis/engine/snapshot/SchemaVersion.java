package io.cis.engine.snapshot;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The MAJOR.MINOR.PATCH version of the snapshot format; only the major decides compatibility. */
public record SchemaVersion(int major, int minor, int patch) {

    /** The format this code writes and reads. */
    public static final SchemaVersion CURRENT = new SchemaVersion(1, 9, 0);

    private static final Pattern FORM = Pattern.compile("(\\d{1,6})\\.(\\d{1,6})\\.(\\d{1,6})");

    public static SchemaVersion parse(String text) {
        Matcher m = text == null ? null : FORM.matcher(text.trim());
        if (m == null || !m.matches()) {
            throw new IllegalArgumentException("schema_version '" + text + "' is not MAJOR.MINOR.PATCH");
        }
        return new SchemaVersion(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
    }

    public boolean readableBy(SchemaVersion reader) {
        return major == reader.major;
    }

    @Override
    public String toString() {
        return major + "." + minor + "." + patch;
    }
}
