package io.cis.bench.overhead;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.javalin.Javalin;
import java.util.concurrent.CountDownLatch;

/**
 * The yardstick for the service's per-request overhead: Javalin with its defaults and one route, E9's echo, reading
 * and writing the same JSON body with Jackson, and nothing else (no guards, metrics, access log or error mapping).
 *
 * <p>Usage: {@code BareEchoServer PORT}; runs until killed.
 */
public final class BareEchoServer {

    /** E9's body, request and response alike. */
    public record Message(@JsonProperty("message") String message) {
    }

    private BareEchoServer() {
    }

    public static void main(String[] args) throws InterruptedException {
        int port = Integer.parseInt(args[0]);
        Javalin app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.routes.post("/v2/licenses/echo", ctx -> ctx.json(new Message(ctx.bodyAsClass(Message.class).message())));
        });
        app.start("127.0.0.1", port);
        System.err.println("bare echo listening on 127.0.0.1:" + port);
        new CountDownLatch(1).await();
    }
}
