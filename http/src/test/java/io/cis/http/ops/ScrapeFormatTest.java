package io.cis.http.ops;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Which text format a scraper's Accept header gets. */
class ScrapeFormatTest {

    @ParameterizedTest
    @ValueSource(strings = {
            // Prometheus' own default header, and the one it sends with escaping schemes
            "application/openmetrics-text;version=1.0.0;q=0.5,application/openmetrics-text;version=0.0.1;q=0.4,text/plain;version=0.0.4;q=0.3,*/*;q=0.2",
            "application/openmetrics-text;version=1.0.0;escaping=allow-utf-8;q=0.6,text/plain;version=0.0.4;q=0.4,*/*;q=0.1",
            "application/openmetrics-text",
            "Application/OpenMetrics-Text; version=1.0.0",
            "text/plain;q=0.9, application/openmetrics-text",
            "text/plain, application/openmetrics-text",
            "application/*"})
    void openMetricsWhenTheScraperPrefersIt(String accept) {
        assertThat(ScrapeFormat.forAccept(accept)).isEqualTo(ScrapeFormat.OPENMETRICS);
    }

    @ParameterizedTest
    @NullSource
    @ValueSource(strings = {"", "*/*", "text/plain", "text/plain;version=0.0.4", "application/json",
            "application/openmetrics-text;q=0", "application/openmetrics-text;q=0.5, */*",
            "application/openmetrics-text;q=0.3, text/*;q=0.8", "application/openmetrics-text;q=nonsense",
            "application/openmetrics-text;q=2", ",,;;", "text/*, application/*;q=0.9"})
    void prometheusTextOtherwise(String accept) {
        assertThat(ScrapeFormat.forAccept(accept)).isEqualTo(ScrapeFormat.PROMETHEUS_TEXT);
    }

    @Test
    void theContentTypesAreThoseOfTheFormats() {
        assertThat(ScrapeFormat.OPENMETRICS.contentType()).startsWith("application/openmetrics-text; version=1.0.0");
        assertThat(ScrapeFormat.PROMETHEUS_TEXT.contentType()).startsWith("text/plain; version=0.0.4");
    }
}
