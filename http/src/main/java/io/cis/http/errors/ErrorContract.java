package io.cis.http.errors;

/**
 * The error body of one request, in the form its path calls for. Failures are named here in the service's own terms,
 * not in either form's codes, so a handler that meets one asks the contract once instead of asking which form applies.
 */
public sealed interface ErrorContract permits V2Form, V3Form {

    /**
     * A failure the HTTP layer names by its status alone: a refused head (401, 413), an unknown route (404) or method
     * (405), a body that never arrived (408), a malformed request (400, 414, 431, ...). The status is answered as given.
     */
    ErrorAnswer ofStatus(int status, String message);

    /** The request's deadline passed before it was answered (504). */
    ErrorAnswer deadlinePassed(String message);

    /** The snapshot's data cannot be read back soundly, or no snapshot is open yet: another replica may answer (503). */
    ErrorAnswer unavailable(String message);

    /** A fault of the service (500); the body says no more than that. */
    ErrorAnswer internal();
}
