package io.cis.dist.audit;

/** The file is not a CycloneDX or SPDX JSON document; the message names the file and the reason. */
public final class SbomFormatException extends Exception {

    public SbomFormatException(String message) {
        super(message);
    }

    public SbomFormatException(String message, Throwable cause) {
        super(message, cause);
    }
}
