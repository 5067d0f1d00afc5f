package io.cis.loader.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.URI;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Which proxy {@code cis fetch} goes through when no {@code -Dhttps.proxyHost} is set: the environment's. */
class FetchProxyTest {

    private static final URI UPSTREAM = URI.create("https://upstream.example/feed.csv.gz");

    @Test
    void httpsProxyNamesTheProxyHostAndPort() {
        Proxy proxy = FetchCommand.proxy(Map.of("HTTPS_PROXY", "http://proxy.internal:3128")).select(UPSTREAM).get(0);

        assertThat(proxy.type()).isEqualTo(Proxy.Type.HTTP);
        InetSocketAddress address = (InetSocketAddress) proxy.address();
        assertThat(address.getHostString()).isEqualTo("proxy.internal");
        assertThat(address.getPort()).isEqualTo(3128);
    }

    @Test
    void theLowerCaseSpellingWithoutSchemeIsReadToo() {
        Proxy proxy = FetchCommand.proxy(Map.of("https_proxy", "10.0.0.7:8080")).select(UPSTREAM).get(0);

        assertThat(((InetSocketAddress) proxy.address()).getHostString()).isEqualTo("10.0.0.7");
        assertThat(((InetSocketAddress) proxy.address()).getPort()).isEqualTo(8080);
    }

    @Test
    void withoutAProxyVariableConnectionsAreDirect() {
        assertThat(FetchCommand.proxy(Map.of()).select(UPSTREAM)).containsExactly(Proxy.NO_PROXY);
    }

    @Test
    void aVariableWithoutAHostIsRefused() {
        assertThatThrownBy(() -> FetchCommand.proxy(Map.of("HTTPS_PROXY", "http://:3128")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no host");
    }
}
