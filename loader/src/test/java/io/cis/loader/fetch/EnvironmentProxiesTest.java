package io.cis.loader.fetch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.URI;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The proxies of the environment, read the way curl reads them, with no_proxy's hosts reached directly. */
class EnvironmentProxiesTest {

    private static final Map<String, String> BOTH = Map.of("https_proxy", "http://proxy.internal:3128",
            "http_proxy", "proxy.internal:8080");

    @Test
    void httpsAndHttpUrlsGoThroughTheProxyOfTheirScheme() {
        EnvironmentProxies proxies = EnvironmentProxies.of(BOTH);

        assertThat(address(proxies, "https://epss.empiricalsecurity.com/epss_scores-current.csv.gz"))
                .isEqualTo("proxy.internal:3128");
        assertThat(address(proxies, "http://mirror.example.org/epss/")).isEqualTo("proxy.internal:8080");
    }

    @Test
    void aSchemeWithoutAProxyIsReachedDirectly() {
        EnvironmentProxies proxies = EnvironmentProxies.of(Map.of("HTTPS_PROXY", "proxy.internal:3128"));

        assertThat(proxies.select(URI.create("http://mirror.example.org/"))).containsExactly(Proxy.NO_PROXY);
        assertThat(address(proxies, "https://spdx.org/licenses/")).isEqualTo("proxy.internal:3128");
    }

    @Test
    void noProxyNamesHostsAndEveryNameBelowThemInAnyCaseWithOrWithoutALeadingDot() {
        EnvironmentProxies proxies = EnvironmentProxies.of(withNoProxy("example.org, .Internal.Corp"));

        assertThat(direct(proxies, "https://example.org/")).isTrue();
        assertThat(direct(proxies, "https://mirror.example.org/nvd/")).isTrue();
        assertThat(direct(proxies, "https://artifactory.internal.corp/")).isTrue();
        assertThat(direct(proxies, "https://notexample.org/")).isFalse();
        assertThat(direct(proxies, "https://example.org.evil.test/")).isFalse();
        assertThat(direct(proxies, "https://services.nvd.nist.gov/rest/json/cves/2.0")).isFalse();
    }

    @Test
    void noProxyNamesAddressesAndRangesComparedWithoutAnyLookup() {
        EnvironmentProxies proxies = EnvironmentProxies.of(withNoProxy("127.0.0.1,10.0.0.0/8,fd00::/8,[::1]"));

        assertThat(direct(proxies, "http://127.0.0.1:8080/")).isTrue();
        assertThat(direct(proxies, "http://10.20.30.40/")).isTrue();
        assertThat(direct(proxies, "http://11.0.0.1/")).isFalse();
        assertThat(direct(proxies, "http://[fd12:3456::1]/")).isTrue();
        assertThat(direct(proxies, "http://[fe80::1]/")).isFalse();
        assertThat(direct(proxies, "http://[::1]:9000/")).isTrue();
        assertThat(direct(proxies, "http://localhost/")).isFalse();
    }

    @Test
    void aNoProxyEntryWithAPortCoversThatPortOnly() {
        EnvironmentProxies proxies = EnvironmentProxies.of(withNoProxy("mirror.example.org:8443"));

        assertThat(direct(proxies, "https://mirror.example.org:8443/")).isTrue();
        assertThat(direct(proxies, "https://mirror.example.org/")).isFalse();
    }

    @Test
    void anAsteriskReachesEverythingDirectly() {
        assertThat(direct(EnvironmentProxies.of(withNoProxy("*")), "https://spdx.org/licenses/")).isTrue();
    }

    @Test
    void aProxyWithoutAHostOrWithCredentialsIsRefusedNamingItsVariable() {
        assertThatThrownBy(() -> EnvironmentProxies.of(Map.of("HTTPS_PROXY", "http://:3128")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("HTTPS_PROXY")
                .hasMessageContaining("no host");
        assertThatThrownBy(() -> EnvironmentProxies.of(Map.of("http_proxy", "http://user:secret@proxy:3128")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("http_proxy")
                .hasMessageContaining("credentials").hasMessageNotContaining("secret");
    }

    private static Map<String, String> withNoProxy(String noProxy) {
        return Map.of("https_proxy", "proxy.internal:3128", "http_proxy", "proxy.internal:3128", "NO_PROXY", noProxy);
    }

    private static boolean direct(EnvironmentProxies proxies, String url) {
        return proxies.select(URI.create(url)).equals(java.util.List.of(Proxy.NO_PROXY));
    }

    private static String address(EnvironmentProxies proxies, String url) {
        InetSocketAddress address = (InetSocketAddress) proxies.select(URI.create(url)).get(0).address();
        return address.getHostString() + ":" + address.getPort();
    }
}
