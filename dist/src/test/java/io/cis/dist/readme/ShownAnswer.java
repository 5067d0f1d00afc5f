package io.cis.dist.readme;

/**
 * The answer the README shows below a command.
 *
 * @param status the HTTP status: the one written before the body, else 200
 * @param body the body as shown, its {@code #} lines joined
 */
record ShownAnswer(int status, String body) {
}
