package io.cis.engine.version;

/** A requirement that is neither a version nor a valid range; the message says why, in one line. */
final class InvalidRequirementException extends Exception {

    InvalidRequirementException(String message) {
        super(message);
    }
}
