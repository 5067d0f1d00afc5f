package io.cis.http.v2;

import java.util.List;
import java.util.Map;

/** The v2 error body: a gRPC-style status code, a message and (always empty) details. */
public record V2Error(int code, String message, List<Map<String, String>> details) {

    public static V2Error of(int code, String message) {
        return new V2Error(code, message, List.of());
    }
}
