package io.cis.http.v2;

import io.javalin.http.Context;

/** Reads {@code limit} and {@code offset} query parameters: whole numbers, limit clamped to a maximum. */
final class QueryNumbers {

    private QueryNumbers() {
    }

    /** {@code limit}: absent means the default; below 1 or not a number is a 400; above the maximum is the maximum. */
    static int limit(Context ctx, int defaultLimit, int maxLimit) {
        String text = ctx.queryParam("limit");
        if (text == null || text.isBlank()) {
            return defaultLimit;
        }
        long value = whole("limit", text);
        if (value < 1) {
            throw V2Exception.invalid("query parameter 'limit' must be at least 1");
        }
        return (int) Math.min(value, maxLimit);
    }

    /** {@code offset}: absent means 0; negative or not a number is a 400. */
    static int offset(Context ctx) {
        String text = ctx.queryParam("offset");
        if (text == null || text.isBlank()) {
            return 0;
        }
        long value = whole("offset", text);
        if (value < 0) {
            throw V2Exception.invalid("query parameter 'offset' must not be negative");
        }
        return (int) Math.min(value, Integer.MAX_VALUE);
    }

    private static long whole(String name, String text) {
        try {
            return Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            if (text.trim().matches("[+-]?\\d+")) {
                // Longer than a long: treat as the largest (or smallest) value rather than reject.
                return text.trim().startsWith("-") ? Long.MIN_VALUE : Long.MAX_VALUE;
            }
            throw V2Exception.invalid("query parameter '" + name + "' must be a whole number");
        }
    }
}
