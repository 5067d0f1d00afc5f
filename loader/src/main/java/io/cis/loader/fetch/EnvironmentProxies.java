package io.cis.loader.fetch;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.SocketAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The proxies the environment names, as curl and most tools read them: {@code https_proxy} (or {@code HTTPS_PROXY})
 * for {@code https} URLs, {@code http_proxy} (or {@code HTTP_PROXY}) for {@code http} ones, each {@code host:port} or
 * {@code http://host:port}; and {@code no_proxy} (or {@code NO_PROXY}), a comma-separated list of hosts reached
 * directly: {@code *} for all, a name for itself and every name below it ({@code example.org} and
 * {@code .example.org} both cover {@code mirror.example.org}), an IP address, or an address range
 * ({@code 10.0.0.0/8}, {@code fd00::/8}); an entry with {@code :port} covers that port only. Only IP literals are
 * compared as addresses: nothing is looked up. A proxy that needs credentials is not supported.
 */
public final class EnvironmentProxies extends ProxySelector {

    private final Optional<InetSocketAddress> https;
    private final Optional<InetSocketAddress> http;
    private final List<String> direct;

    private EnvironmentProxies(Optional<InetSocketAddress> https, Optional<InetSocketAddress> http,
                               List<String> direct) {
        this.https = https;
        this.http = http;
        this.direct = List.copyOf(direct);
    }

    /**
     * The proxies {@code environment} names.
     *
     * @throws IllegalArgumentException naming the variable when a proxy is not {@code [http://]host[:port]}
     */
    public static EnvironmentProxies of(Map<String, String> environment) {
        List<String> direct = new ArrayList<>();
        for (String entry : first(environment, "no_proxy", "NO_PROXY").orElse("").split(",")) {
            if (!entry.isBlank()) {
                direct.add(entry.strip().toLowerCase(Locale.ROOT));
            }
        }
        return new EnvironmentProxies(proxy(environment, "https_proxy", "HTTPS_PROXY"),
                proxy(environment, "http_proxy", "HTTP_PROXY"), direct);
    }

    /** Whether any proxy is named at all. */
    public boolean any() {
        return https.isPresent() || http.isPresent();
    }

    @Override
    public List<Proxy> select(URI uri) {
        String scheme = String.valueOf(uri.getScheme()).toLowerCase(Locale.ROOT);
        Optional<InetSocketAddress> proxy = scheme.equals("https") ? https : scheme.equals("http") ? http
                : Optional.empty();
        if (proxy.isEmpty() || reachedDirectly(uri)) {
            return List.of(Proxy.NO_PROXY);
        }
        return List.of(new Proxy(Proxy.Type.HTTP, proxy.get()));
    }

    @Override
    public void connectFailed(URI uri, SocketAddress address, IOException failure) {
        // the client reports the failure itself; there is no other proxy to try
    }

    private boolean reachedDirectly(URI uri) {
        String host = String.valueOf(uri.getHost()).toLowerCase(Locale.ROOT);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        int port = uri.getPort() >= 0 ? uri.getPort() : "https".equalsIgnoreCase(uri.getScheme()) ? 443 : 80;
        for (String entry : direct) {
            if (covers(entry, host, port)) {
                return true;
            }
        }
        return false;
    }

    static boolean covers(String entry, String host, int port) {
        if (entry.equals("*")) {
            return true;
        }
        String name = entry;
        int colon = entry.lastIndexOf(':');
        // "host:port" and "[v6]:port"; a bare IPv6 address has colons but no brackets
        if (colon > 0 && entry.indexOf(':') == colon || entry.startsWith("[") && entry.contains("]:")) {
            String wantedPort = entry.substring(colon + 1);
            if (!wantedPort.matches("\\d{1,5}") || Integer.parseInt(wantedPort) != port) {
                return false;
            }
            name = entry.substring(0, colon);
        }
        if (name.startsWith("[") && name.endsWith("]")) {
            name = name.substring(1, name.length() - 1);
        }
        if (name.contains("/")) {
            return inRange(name, host);
        }
        if (isAddress(name) || isAddress(host)) {
            return isAddress(name) && isAddress(host) && sameAddress(name, host);
        }
        name = name.startsWith("*.") ? name.substring(2) : name.startsWith(".") ? name.substring(1) : name;
        return host.equals(name) || host.endsWith("." + name);
    }

    private static boolean inRange(String range, String host) {
        String[] parts = range.split("/", 2);
        if (!isAddress(parts[0]) || !isAddress(host) || !parts[1].matches("\\d{1,3}")) {
            return false;
        }
        byte[] network = literal(parts[0]);
        byte[] address = literal(host);
        int bits = Integer.parseInt(parts[1]);
        if (network.length != address.length || bits > network.length * 8) {
            return false;
        }
        for (int bit = 0; bit < bits; bit++) {
            int mask = 0x80 >>> (bit % 8);
            if ((network[bit / 8] & mask) != (address[bit / 8] & mask)) {
                return false;
            }
        }
        return true;
    }

    private static boolean sameAddress(String a, String b) {
        return Arrays.equals(literal(a), literal(b));
    }

    /** An IPv4 dotted quad or an IPv6 literal: parsed without any name lookup. */
    private static boolean isAddress(String text) {
        return text.matches("\\d{1,3}(\\.\\d{1,3}){3}") || text.contains(":") && text.matches("[0-9a-f:.]+");
    }

    private static byte[] literal(String address) {
        try {
            // a literal is parsed, never looked up
            return InetAddress.getByName(address).getAddress();
        } catch (UnknownHostException e) {
            return new byte[0];
        }
    }

    private static Optional<InetSocketAddress> proxy(Map<String, String> environment, String lower, String upper) {
        Optional<String> value = first(environment, lower, upper);
        if (value.isEmpty()) {
            return Optional.empty();
        }
        String variable = environment.containsKey(lower) && !environment.get(lower).isBlank() ? lower : upper;
        String text = value.get().strip();
        URI proxy;
        try {
            proxy = URI.create(text.contains("://") ? text : "http://" + text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(variable + " is not a proxy URL like http://host:port: " + text, e);
        }
        if (proxy.getHost() == null) {
            throw new IllegalArgumentException(variable + " is not a proxy URL like http://host:port (no host in "
                    + text + ")");
        }
        if (proxy.getUserInfo() != null) {
            throw new IllegalArgumentException(variable + " names proxy credentials, which fetch does not support");
        }
        // resolved when a connection is made, not when the command starts
        return Optional.of(InetSocketAddress.createUnresolved(proxy.getHost(),
                proxy.getPort() < 0 ? 80 : proxy.getPort()));
    }

    private static Optional<String> first(Map<String, String> environment, String lower, String upper) {
        for (String name : List.of(lower, upper)) {
            String value = environment.get(name);
            if (value != null && !value.isBlank()) {
                return Optional.of(value);
            }
        }
        return Optional.empty();
    }
}
