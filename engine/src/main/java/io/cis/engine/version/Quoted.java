package io.cis.engine.version;

/** Client text quoted into a message, shortened so a hostile request cannot blow up a response. */
final class Quoted {

    private static final int LIMIT = 80;

    private Quoted() {
    }

    static String of(String text) {
        String shown = text.length() <= LIMIT ? text : text.substring(0, LIMIT) + "...";
        return "'" + shown + "'";
    }
}
