package io.cis.loader.geoprovenance;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The documented rules, applied with the shipped gazetteer to locations as GitHub profiles write them. */
class LocationResolverTest {

    private static LocationResolver resolver;

    @BeforeAll
    static void loadTheShippedGazetteer() {
        resolver = new LocationResolver(Gazetteer.bundled());
    }

    @ParameterizedTest(name = "{0} is in {1}")
    @CsvSource(delimiter = '|', value = {
            // 1. the whole text is a country's name, even one with a comma
            "Germany | DE", "Argentina | AR", "Korea, Republic of | KR", "Trinidad and Tobago | TT",
            // 2. a major city and its region, region code or country code
            "Portland, OR | US", "Portland, Oregon, USA | US", "Atlanta, Georgia | US", "Berlin, DE | DE", "Toronto, CA | CA",
            // 3. a country's name in a part
            "Shenzhen, China | CN", "Buenos Aires, Argentina | AR", "Córdoba, Spain | ES", "Tbilisi, Georgia | GE",
            // 4. a US state: a code alone is a state (CA is California, ME Maine), never read as Canada or Montenegro
            "Mountain View, CA | US", "Portland, ME | US", "Springfield, Illinois | US",
            // 5. an ISO code in capitals
            "Lima, PE | PE", "San Francisco, C.A., USA | US", "Somewhere, NZL | NZ",
            // 6. a major city alone: the most populous of that name
            "London | GB", "Cordoba | AR", "berlin | DE"})
    void aLocationResolvesByTheFirstRuleThatMatches(String location, String alpha2) {
        assertThat(resolver.resolve(location)).hasValueSatisfying(country -> assertThat(country.alpha2()).isEqualTo(alpha2));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Tandil", "Remote", "Earth", "New York and Singapore", "Congo", "", "   ", "Tandil, ar"})
    void aLocationNoRuleMatchesIsNotResolved(String location) {
        assertThat(resolver.resolve(location)).isEmpty();
    }
}
