package io.cis.engine.purl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class PurlParserTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            pkg:npm/%40angular/core                                          | pkg:npm/%40angular/core
            pkg:npm/@angular/core                                            | pkg:npm/%40angular/core
            pkg:npm/@angular/core@17.0.0                                     | pkg:npm/%40angular/core
            pkg:npm/@angular/core?foo=bar#sub/dir                            | pkg:npm/%40angular/core
            pkg:npm//@angular//core@1                                        | pkg:npm/%40angular/core
            pkg:NPM/lodash@4.17.21                                           | pkg:npm/lodash
            pkg:npm/Lodash                                                   | pkg:npm/Lodash
            pkg:pypi/Django                                                  | pkg:pypi/django
            pkg:pypi/Django_Rest.Framework@3.0                               | pkg:pypi/django-rest-framework
            pkg:pypi/zope.interface                                          | pkg:pypi/zope-interface
            pkg:pypi/Foo__Bar                                                | pkg:pypi/foo-bar
            pkg:pypi/python_dateutil                                         | pkg:pypi/python-dateutil
            pkg:github/Apache/Commons-Lang@v1.0                              | pkg:github/apache/commons-lang
            pkg:maven/org.Apache/Foo@1.0                                     | pkg:maven/org.Apache/Foo
            pkg:maven/org.apache.logging.log4j/log4j-core@2.17.1?type=jar    | pkg:maven/org.apache.logging.log4j/log4j-core
            pkg:golang/golang.org/x/net@v0.0.0-20210226172049-e18ecbb05110   | pkg:golang/golang.org/x/net
            pkg:nuget/Newtonsoft.Json@13.0.1                                 | pkg:nuget/Newtonsoft.Json
            pkg://npm/express                                                | pkg:npm/express
            pkg:npm/caf%C3%A9                                                | pkg:npm/caf%C3%A9
            pkg:npm/café                                                     | pkg:npm/caf%C3%A9
            pkg:npm/%E2%82%AC                                                | pkg:npm/%E2%82%AC
            """)
    void canonicalKey(String purl, String canonical) throws InvalidPurlException {
        PurlKey key = PurlParser.parse(purl).key();

        assertThat(key.canonical()).isEqualTo(canonical);
        assertThat(key.toString()).isEqualTo(canonical);
        assertThat(key.bytes()).isEqualTo(canonical.getBytes(StandardCharsets.UTF_8));
        // The canonical form is itself a purl naming the same component.
        assertThat(PurlParser.parse(key.canonical()).key()).isEqualTo(key);
    }

    @Test
    void percentEncodedAndRawScopeAreTheSameComponent() throws InvalidPurlException {
        PurlKey encoded = PurlParser.key("pkg:npm/%40angular/core");
        PurlKey raw = PurlParser.key("pkg:npm/@angular/core");

        assertThat(raw).isEqualTo(encoded);
        assertThat(raw.namespace()).isEqualTo("@angular");
        assertThat(raw.name()).isEqualTo("core");
    }

    @Test
    void npmNamesAreCaseSensitive() throws InvalidPurlException {
        assertThat(PurlParser.key("pkg:npm/Lodash")).isNotEqualTo(PurlParser.key("pkg:npm/lodash"));
    }

    @Test
    void multiByteNamesDecodeAsUtf8() throws InvalidPurlException {
        assertThat(PurlParser.key("pkg:npm/caf%C3%A9").name()).isEqualTo("café");
        assertThat(PurlParser.key("pkg:npm/%40x/%E2%82%AC").name()).isEqualTo("€");
    }

    @ParameterizedTest(name = "{0} has version [{1}]")
    @CsvSource(delimiter = '|', nullValues = "null", textBlock = """
            pkg:npm/lodash@4.17.21                  | 4.17.21
            pkg:npm/lodash                          | null
            pkg:npm/lodash@                         | null
            pkg:npm/@angular/core@17.0.0-rc.1       | 17.0.0-rc.1
            pkg:npm/%40angular/core@17.0.0?a=b      | 17.0.0
            pkg:npm/foo@1.0.0%2Bbuild               | 1.0.0+build
            pkg:golang/golang.org/x/net@v0.17.0     | v0.17.0
            pkg:maven/org.springframework/spring-core@5.2.2.RELEASE | 5.2.2.RELEASE
            """)
    void versionAsSent(String purl, String version) throws InvalidPurlException {
        ParsedPurl parsed = PurlParser.parse(purl);

        assertThat(parsed.version()).isEqualTo(version);
        assertThat(parsed.versionIfPresent()).isEqualTo(java.util.Optional.ofNullable(version));
        assertThat(parsed.original()).isEqualTo(purl);
    }

    @ParameterizedTest(name = "invalid: [{0}]")
    @ValueSource(strings = {"", " ", "notapurl", "pkg:npm", "pkg:npm/", "pkg:maven/foo", "pkg:1abc/foo",
            "pkg:npm/a b", "pkg:npm/%FF", "PKG:npm/foo", "npm/lodash@1.0.0"})
    void invalid(String purl) {
        assertThatThrownBy(() -> PurlParser.parse(purl))
                .isInstanceOf(InvalidPurlException.class)
                .hasMessageStartingWith("invalid purl")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void nullIsInvalid() {
        assertThatThrownBy(() -> PurlParser.parse(null)).isInstanceOf(InvalidPurlException.class);
    }

    @Test
    void keysBuiltDirectlyMatchParsedKeys() throws InvalidPurlException {
        assertThat(new PurlKey("PyPI", null, "Django_Rest.Framework"))
                .isEqualTo(PurlParser.key("pkg:pypi/django-rest-framework"));
        assertThat(new PurlKey("github", "Apache", "Commons-Lang"))
                .isEqualTo(PurlParser.key("pkg:github/apache/commons-lang"));
        assertThat(new PurlKey("npm", "@angular", "core")).isEqualTo(PurlParser.key("pkg:npm/@angular/core"));
        assertThat(new PurlKey("golang", "GitHub.com/BurntSushi", "TOML"))
                .isEqualTo(PurlParser.key("pkg:golang/github.com/BurntSushi/TOML"));
    }

    @Test
    void keyNeedsTypeAndName() {
        assertThatThrownBy(() -> new PurlKey("npm", "", "")).isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            npm         | NPM
            NPM         | NPM
            maven       | MAVEN
            pypi        | PYPI
            golang      | GOLANG
            github      | GITHUB
            cargo       | CARGO
            nuget       | NUGET
            gem         | GEM
            composer    | COMPOSER
            generic     | GENERIC
            unknowntype | GENERIC
            """)
    void ecosystemFromType(String type, Ecosystem expected) {
        assertThat(Ecosystem.fromType(type)).isEqualTo(expected);
    }

    @Test
    void keyKnowsItsEcosystem() throws InvalidPurlException {
        assertThat(PurlParser.key("pkg:pypi/Django").ecosystem()).isEqualTo(Ecosystem.PYPI);
        assertThat(PurlParser.parse("pkg:swid/Acme/example.com/Enterprise+Server@1").ecosystem())
                .isEqualTo(Ecosystem.SWID);
        assertThat(PurlParser.key("pkg:unheardof/x").ecosystem()).isEqualTo(Ecosystem.GENERIC);
    }
}
