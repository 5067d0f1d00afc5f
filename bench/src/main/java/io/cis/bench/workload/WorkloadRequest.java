package io.cis.bench.workload;

/** One request of a workload: a GET of a path and query, or a POST of a JSON body; {@code components} it asks about. */
public record WorkloadRequest(String method, String path, String body, int components) {

    public static WorkloadRequest get(String pathAndQuery) {
        return new WorkloadRequest("GET", pathAndQuery, null, 1);
    }

    public static WorkloadRequest post(String path, String body, int components) {
        return new WorkloadRequest("POST", path, body, components);
    }

    public boolean hasBody() {
        return body != null;
    }
}
