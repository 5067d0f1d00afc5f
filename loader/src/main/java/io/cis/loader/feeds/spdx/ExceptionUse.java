package io.cis.loader.feeds.spdx;

import io.cis.engine.licenses.SpdxException;
import java.util.regex.Pattern;

/** An exception and SPDX's comment on it ("Typically used with GPL-2.0-only"), which links it to licenses. */
record ExceptionUse(SpdxException exception, String comments) {

    /** Whether the comments name the license id as a whole token (so "GPL-2.0" does not match "GPL-2.0-only"). */
    boolean names(String licenseId) {
        // The pattern matches the id literally, so comments without it as a substring cannot match: most pairs of a
        // license and an exception are decided without compiling a pattern (every build meets hundreds of each).
        return comments.contains(licenseId)
                && Pattern.compile("(?<![\\w.+-])" + Pattern.quote(licenseId) + "(?![\\w+-]|\\.\\w)").matcher(comments).find();
    }
}
