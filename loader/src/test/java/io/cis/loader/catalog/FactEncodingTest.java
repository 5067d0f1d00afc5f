package io.cis.loader.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Catalog facts as they wait on disk between a feed and the merge: every field comes back as it was reported. */
class FactEncodingTest {

    @Test
    void aVersionFactComesBackWithEveryFieldNullsEmptyTextsAndItsLicensesInOrder() {
        VersionFacts fact = new VersionFacts("pkg:npm/%40scope/caf\u00e9", "1.0.0-\u03b2", "2018-04-09", null, "",
                "2024-01-01", null, "MIT OR Apache-2.0", List.of("MIT", "", "Licence \u00e0 la carte \uD83D\uDE00"));
        byte[] value = FactEncoding.encode(fact, 42);
        assertThat(FactEncoding.isComponent(value)).isFalse();
        assertThat(FactEncoding.position(value)).isEqualTo(42);
        assertThat(FactEncoding.decode(value)).isEqualTo(fact);
    }

    @Test
    void aComponentFactComesBackWithEveryField() {
        ComponentFacts fact = new ComponentFacts("pkg:pypi/Django", null, "https://www.djangoproject.com/",
                "pkg:github/django/django", "active", "", "2024-11-01");
        ComponentFacts empty = new ComponentFacts(null, null, null, null, null, null, null);
        byte[] value = FactEncoding.encode(fact, Long.MAX_VALUE);
        assertThat(FactEncoding.isComponent(value)).isTrue();
        assertThat(FactEncoding.position(value)).isEqualTo(Long.MAX_VALUE);
        assertThat(FactEncoding.decode(value)).isEqualTo(fact);
        assertThat(FactEncoding.decode(FactEncoding.encode(empty, 0))).isEqualTo(empty);
        VersionFacts noLicenses = new VersionFacts("pkg:npm/a", "1", null, null, null, null, null, null, null);
        assertThat(FactEncoding.decode(FactEncoding.encode(noLicenses, 1))).isEqualTo(noLicenses);
    }
}
