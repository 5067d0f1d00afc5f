package io.cis.engine.snapshot;

import java.util.Optional;

/**
 * How a snapshot is checked when it is opened, and what it is. {@link #FULL} hashes every file before serving. With
 * {@code trustVerificationRecord}, a snapshot whose {@code verified.json} still matches opens after the cheap checks
 * (manifest, schema, every file present, nothing unlisted) and is hashed in the background ({@link Verification}).
 * {@code signedBy} is the id of the trusted key whose signature over the manifest the caller has checked, if any;
 * {@code demo} says the snapshot is the bundled demo, whose answers must never pass for real ones.
 */
public record OpenChecks(boolean trustVerificationRecord, Optional<String> signedBy, boolean demo) {

    public static final OpenChecks FULL = new OpenChecks(false, Optional.empty(), false);
}
