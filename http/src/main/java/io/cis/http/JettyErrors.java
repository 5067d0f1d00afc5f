package io.cis.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.http.errors.ErrorContracts;
import io.cis.http.ops.ServiceMetrics;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Answers the failures Jetty raises itself, before a request reaches the routes (malformed request lines and headers,
 * undecodable URIs, oversized headers), with the error contract of the request's path ({@link ErrorContracts}, as the
 * routes' failures are) instead of Jetty's HTML page. The message is the
 * fixed reason phrase of the status, never text taken from the request, and never a stack trace. Every method gets the
 * body (Jetty's default gives one to GET, POST and HEAD only, so {@code OPTIONS *} and an HTTP/2 preface got none), and
 * every answer its {@code x-request-id}, even when the request was refused before its headers could be read. Each is
 * counted in the request metrics under the route {@code unmatched}, its method reduced to a {@code MethodLabel}.
 */
final class JettyErrors extends ErrorHandler {

    private final ObjectMapper mapper;
    private final ErrorContracts contracts;
    private final ServiceMetrics metrics;

    JettyErrors(ObjectMapper mapper, ErrorContracts contracts, ServiceMetrics metrics) {
        this.mapper = mapper;
        this.contracts = contracts;
        this.metrics = metrics;
        setShowStacks(false);
        setShowCauses(false);
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        // Counted here, before the answer leaves (as routed requests are), and not where the body is made, which
        // Jetty skips for some requests.
        metrics.refused(request.getMethod(), answered(response.getStatus()),
                Duration.ofNanos(Math.max(0, System.nanoTime() - request.getBeginNanoTime())));
        return super.handle(request, response, callback);
    }

    /** Every method gets the documented body; Jetty's default gives one to GET, POST and HEAD only. */
    @Override
    public boolean errorPageForMethod(String method) {
        return true;
    }

    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
                                    Callback callback) {
        int status = answered(code);
        String path = request.getHttpURI() == null ? null : request.getHttpURI().getPath();
        Object body = contracts.forPath(path).ofStatus(status, "malformed request: " + HttpStatus.getMessage(code)).body();
        byte[] bytes;
        try {
            bytes = mapper.writeValueAsBytes(body);
        } catch (JsonProcessingException e) {
            bytes = "{}".getBytes(StandardCharsets.UTF_8);
        }
        response.setStatus(status);
        if (!response.getHeaders().contains(RequestIds.HEADER)) {
            response.getHeaders().put(RequestIds.HEADER, RequestIds.choose(request.getHeaders().get(RequestIds.HEADER)));
        }
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, bytes.length);
        response.write(true, ByteBuffer.wrap(bytes), callback);
    }

    /** Everything Jetty rejects on its own is the client's malformed request; 505 (an unknown HTTP version) too. */
    private static int answered(int code) {
        return code >= 500 ? HttpStatus.BAD_REQUEST_400 : code;
    }
}
