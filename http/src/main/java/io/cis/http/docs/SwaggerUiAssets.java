package io.cis.http.docs;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/** The few Swagger UI files the explorer page needs, read from the swagger-ui webjar on the class path. */
public final class SwaggerUiAssets {

    /** Served file name to content type; nothing else in the webjar is reachable. */
    private static final Map<String, String> SERVED = Map.of(
            "swagger-ui.css", "text/css; charset=utf-8",
            "swagger-ui-bundle.js", "text/javascript; charset=utf-8",
            "favicon-32x32.png", "image/png");

    private final String root;

    private SwaggerUiAssets(String root) {
        this.root = root;
    }

    /** Finds the webjar version this build was made with (stamped into {@code explorer.properties}). */
    public static SwaggerUiAssets ofBuild() {
        Properties properties = new Properties();
        try (InputStream in = SwaggerUiAssets.class.getResourceAsStream("explorer.properties")) {
            if (in == null) {
                throw new IllegalStateException("explorer.properties is missing from the jar");
            }
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new SwaggerUiAssets("/META-INF/resources/webjars/swagger-ui/" + properties.getProperty("swagger-ui.version") + "/");
    }

    /** One asset; empty when the name is not one of the served files or the webjar lacks it. */
    public Optional<Asset> asset(String name) {
        String type = SERVED.get(name);
        if (type == null) {
            return Optional.empty();
        }
        try (InputStream in = SwaggerUiAssets.class.getResourceAsStream(root + name)) {
            return in == null ? Optional.empty() : Optional.of(new Asset(type, in.readAllBytes()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A file and its content type. */
    public record Asset(String contentType, byte[] bytes) {
    }
}
