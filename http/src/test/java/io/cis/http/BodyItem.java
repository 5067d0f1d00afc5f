package io.cis.http;

import java.nio.charset.StandardCharsets;

/**
 * One of the many items of a large test body, in ASCII: {@code before}, then the item's index if it is numbered, then
 * {@code after}. It writes itself into the body's bytes, so no string is made per item.
 */
record BodyItem(byte[] before, boolean numbered, byte[] after) {

    /** The same text for every item. */
    static BodyItem of(String text) {
        return new BodyItem(text.getBytes(StandardCharsets.US_ASCII), false, new byte[0]);
    }

    /** {@code before}, the item's index in decimal, {@code after}. */
    static BodyItem numbered(String before, String after) {
        return new BodyItem(before.getBytes(StandardCharsets.US_ASCII), true,
                after.getBytes(StandardCharsets.US_ASCII));
    }

    /** How many bytes item {@code index} takes. */
    int length(int index) {
        return before.length + (numbered ? digits(index) : 0) + after.length;
    }

    /** Writes item {@code index} at {@code at} and returns where it ends. */
    int write(int index, byte[] out, int at) {
        System.arraycopy(before, 0, out, at, before.length);
        at += before.length;
        if (numbered) {
            int digits = digits(index);
            for (int i = at + digits - 1, rest = index; i >= at; i--, rest /= 10) {
                out[i] = (byte) ('0' + rest % 10);
            }
            at += digits;
        }
        System.arraycopy(after, 0, out, at, after.length);
        return at + after.length;
    }

    private static int digits(int index) {
        int digits = 1;
        for (int rest = index; rest >= 10; rest /= 10) {
            digits++;
        }
        return digits;
    }
}
