package io.cis.http;

/**
 * One generated hostile request: the family it belongs to (as counted in docs/reliability.md), a readable name, the
 * exact bytes to send, and what the contract says must come back.
 *
 * @param path           the route the request aims at, or {@link #UNPARSED}
 * @param expectedStatus the documented error status, or {@link #DOCUMENTED} when either a documented 4xx error body or
 *                       a 200 answer (per-item failures carried in {@code info_code}) is the contract
 */
record HostileCase(String family, String name, String path, byte[] request, int expectedStatus) {

    /** Either a documented 4xx error body or a 200 whose items carry documented {@code info_code} values. */
    static final int DOCUMENTED = -1;

    /** The path of a request whose request line the server cannot parse: it is answered with the default v2 body. */
    static final String UNPARSED = "(unparsed)";

    @Override
    public String toString() {
        return family + ": " + name;
    }
}
