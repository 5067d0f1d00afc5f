package io.cis.loader.fetch;

/**
 * The outcome of one conditional GET: either the body, complete as far as its length says, in the temporary file
 * the caller named, or "not modified" (304) with nothing written.
 */
public record Download(boolean notModified, Validators validators, long bytes) {
}
