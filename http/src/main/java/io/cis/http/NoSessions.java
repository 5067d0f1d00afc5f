package io.cis.http;

import java.util.function.Consumer;
import org.eclipse.jetty.ee10.servlet.SessionHandler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.session.ManagedSession;

/**
 * Takes the place of the session handler Javalin installs: the service is stateless, so no request may create a
 * server session (memory held per client, a {@code JSESSIONID} cookie in the answer). Code that asks for one anyway
 * fails loudly instead of leaving sessions behind.
 */
final class NoSessions extends SessionHandler {

    @Override
    public void newSession(Request request, String requestedSessionId, Consumer<ManagedSession> consumer) {
        throw new IllegalStateException("this service keeps no server sessions");
    }
}
