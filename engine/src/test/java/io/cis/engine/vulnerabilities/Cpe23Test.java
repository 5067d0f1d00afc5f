package io.cis.engine.vulnerabilities;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class Cpe23Test {

    @Test
    void anyVersionIsFilledWithTheResolvedOneAndOtherFieldsStay() {
        assertThat(Cpe23.withVersion("cpe:2.3:a:apache:log4j:*:*:*:*:*:*:*:*", "2.14.1"))
                .contains("cpe:2.3:a:apache:log4j:2.14.1:*:*:*:*:*:*:*");
        assertThat(Cpe23.withVersion("cpe:2.3:a:pallets:jinja:*:*:*:*:*:python:*:*", "3.1.2"))
                .contains("cpe:2.3:a:pallets:jinja:3.1.2:*:*:*:*:python:*:*");
    }

    @Test
    void specialCharactersOfTheVersionAreQuoted() {
        assertThat(Cpe23.withVersion("cpe:2.3:a:vendor:product:*:*:*:*:*:*:*:*", "1.0+build:7"))
                .contains("cpe:2.3:a:vendor:product:1.0\\+build\\:7:*:*:*:*:*:*:*");
    }

    @Test
    void aCpeNamingAVersionIsKeptOnlyForThatVersion() {
        String cpe = "cpe:2.3:a:vendor:product:1.2.3:*:*:*:*:*:*:*";
        assertThat(Cpe23.withVersion(cpe, "1.2.3")).contains(cpe);
        assertThat(Cpe23.withVersion(cpe, "1.2.4")).isEmpty();
    }

    @Test
    void escapedColonsDoNotSplitFieldsAndMalformedNamesAreDropped() {
        assertThat(Cpe23.split("cpe:2.3:a:ven\\:dor:product:*:*:*:*:*:*:*:*")).hasSize(13).contains("ven\\:dor");
        assertThat(Cpe23.withVersion("cpe:/a:apache:log4j", "1.0")).isEmpty();
        assertThat(Cpe23.withVersion("cpe:2.3:a:too:short", "1.0")).isEmpty();
    }
}
