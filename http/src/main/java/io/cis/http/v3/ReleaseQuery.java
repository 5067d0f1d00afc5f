package io.cis.http.v3;

import io.cis.engine.releases.ReleaseOptions;
import io.cis.engine.releases.ReleasePage;
import io.cis.engine.version.NotFoundMode;
import io.javalin.http.Context;
import java.util.Locale;

/**
 * The query of {@code GET /v3/components/releases} (E1): {@code purl} (required), {@code requirement},
 * {@code show_related_results}, {@code encoded}, {@code on_version_not_found}, {@code limit} (default 50, at least 1,
 * above 1,000 read as 1,000) and {@code offset} (default 0, at least 0). A bad value is {@code INVALID_QUERY}.
 */
public record ReleaseQuery(RequestedComponent component, ReleaseSearch search, ReleasePage page) {

    static final int DEFAULT_LIMIT = 50;
    static final int MAX_LIMIT = 1_000;

    public static ReleaseQuery from(Context ctx) {
        String purl = ctx.queryParam("purl");
        if (purl == null || purl.isBlank()) {
            throw V3Exception.invalidQuery("query parameter 'purl' is required");
        }
        String requirement = ctx.queryParam("requirement");
        NotFoundMode mode = NotFoundMode.STRICT;
        String modeText = ctx.queryParam("on_version_not_found");
        if (modeText != null && !modeText.isBlank()) {
            mode = NotFoundMode.fromWire(modeText).orElseThrow(() -> V3Exception.invalidQuery(
                    "query parameter 'on_version_not_found' must be one of strict, show_latest, show_closest_lt, "
                            + "show_closest_gt, show_any"));
        }
        ContentEncoding encoding = ContentEncoding.NONE;
        String encodingText = ctx.queryParam("encoded");
        if (encodingText != null && !encodingText.isBlank()) {
            encoding = ContentEncoding.fromWire(encodingText).orElseThrow(() -> V3Exception.invalidQuery(
                    "query parameter 'encoded' must be one of none, url_encoded, base64_encoded"));
        }
        ReleaseSearch search = new ReleaseSearch(new ReleaseOptions(mode,
                flag("show_related_results", ctx.queryParam("show_related_results"))), encoding);
        ReleasePage page = new ReleasePage(limit(ctx.queryParam("limit")), offset(ctx.queryParam("offset")));
        return new ReleaseQuery(new RequestedComponent(purl, requirement == null ? "" : requirement), search, page);
    }

    static boolean flag(String name, String text) {
        if (text == null || text.isBlank()) {
            return false;
        }
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw V3Exception.invalidQuery("query parameter '" + name + "' must be true or false");
        };
    }

    /** {@code limit}: absent is 50, below 1 or not a whole number is {@code INVALID_QUERY}, above 1,000 is 1,000. */
    static int limit(String text) {
        if (text == null || text.isBlank()) {
            return DEFAULT_LIMIT;
        }
        long value = whole("limit", text);
        if (value < 1) {
            throw V3Exception.invalidQuery("query parameter 'limit' must be at least 1");
        }
        return (int) Math.min(value, MAX_LIMIT);
    }

    /** {@code offset}: absent is 0, negative or not a whole number is {@code INVALID_QUERY}. */
    static int offset(String text) {
        if (text == null || text.isBlank()) {
            return 0;
        }
        long value = whole("offset", text);
        if (value < 0) {
            throw V3Exception.invalidQuery("query parameter 'offset' must not be negative");
        }
        return (int) Math.min(value, Integer.MAX_VALUE);
    }

    private static long whole(String name, String text) {
        String trimmed = text.strip();
        try {
            return Long.parseLong(trimmed);
        } catch (NumberFormatException e) {
            if (trimmed.matches("[+-]?\\d+")) {
                // Beyond a long: as far out as a long goes, so the usual bounds apply.
                return trimmed.startsWith("-") ? Long.MIN_VALUE : Long.MAX_VALUE;
            }
            throw V3Exception.invalidQuery("query parameter '" + name + "' must be a whole number");
        }
    }
}
