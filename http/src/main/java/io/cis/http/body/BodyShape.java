package io.cis.http.body;

import java.io.IOException;

/**
 * How one kind of request body is read: called with the cursor on the body's opening brace, it reads the members it
 * knows with {@link JsonCursor#nextMember()} until the object ends, skips the others, and returns the request.
 */
@FunctionalInterface
public interface BodyShape<T> {

    T read(JsonCursor json) throws IOException;
}
