package io.cis.http;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The version of this server build, as {@code status.server.version} reports it. */
public record ServerVersion(String version) {

    /** Reads the version stamped into the jar at build time. */
    public static ServerVersion ofBuild() {
        Properties properties = new Properties();
        try (InputStream in = ServerVersion.class.getResourceAsStream("server.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new ServerVersion(properties.getProperty("version", "unknown"));
    }
}
