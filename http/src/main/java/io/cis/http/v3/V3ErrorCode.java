package io.cis.http.v3;

/** The v3 {@code error.code} values (the spec's full set), each with the HTTP status it answers with by default. */
public enum V3ErrorCode {
    INVALID_BODY(400),
    INVALID_QUERY(400),
    INVALID_FILE_HASH(400),
    INVALID_RANGE(400),
    EMPTY_BATCH(400),
    INVALID_PURL(400),
    COMPONENT_NOT_FOUND(404),
    VERSION_NOT_FOUND(404),
    NOTICE_NOT_FOUND(404),
    FILE_NOT_FOUND(404),
    /** The stored data (the snapshot) could not be read back soundly; 503 because another replica can answer. */
    MZ_READ_FAILED(503),
    TIMEOUT(504),
    INTERNAL_ERROR(500);

    private final int httpStatus;

    V3ErrorCode(int httpStatus) {
        this.httpStatus = httpStatus;
    }

    public int httpStatus() {
        return httpStatus;
    }
}
