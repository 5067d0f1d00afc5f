package io.cis.loader.geoprovenance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class GazetteerTest {

    private static List<String> shippedLines() throws IOException {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                Gazetteer.class.getResourceAsStream(Gazetteer.RESOURCE), StandardCharsets.UTF_8))) {
            return in.lines().toList();
        }
    }

    private static Gazetteer of(String... lines) throws IOException {
        return Gazetteer.read(new BufferedReader(new StringReader(String.join("\n", lines))));
    }

    @Test
    void theShippedGazetteerListsEveryCountryLineItHolds() throws IOException {
        long countryLines = shippedLines().stream().filter(l -> l.startsWith("country\t")).count();
        Gazetteer gazetteer = Gazetteer.bundled();
        assertThat(gazetteer.countries()).isEqualTo(countryLines).isGreaterThanOrEqualTo(249);
        // every line of the shipped file says where it comes from in its header
        assertThat(shippedLines().get(0)).startsWith("#");
        assertThat(String.join("\n", shippedLines())).contains("i18n-iso-countries").contains("city-timezones");
    }

    @Test
    void namesCodesStatesAndCitiesAreFound() throws IOException {
        Gazetteer gazetteer = of(
                "country\tUS\tUSA\t840\tUnited States of America",
                "name\tUS\tUnited States",
                "country\tAR\tARG\t032\tArgentina",
                "region\tUS\tOregon\tOR",
                "city\tAR\tCórdoba\tCórdoba\t\t1374468",
                "city\tUS\tPortland\tOregon\tOR\t1207756");
        assertThat(gazetteer.byName("united states")).hasValueSatisfying(c -> assertThat(c.alpha2()).isEqualTo("US"));
        assertThat(gazetteer.byName("ARGENTINA")).hasValueSatisfying(c -> assertThat(c.alpha3()).isEqualTo("ARG"));
        assertThat(gazetteer.byCode("ARG")).hasValueSatisfying(c -> assertThat(c.name()).isEqualTo("Argentina"));
        assertThat(gazetteer.byCode("ar")).isEmpty();
        assertThat(gazetteer.isUsState("OR")).isTrue();
        assertThat(gazetteer.isUsState("oregon")).isTrue();
        assertThat(gazetteer.cities("cordoba")).extracting(City::country).containsExactly("AR");
    }

    @Test
    void aNameTwoCountriesShareNamesNeither() throws IOException {
        Gazetteer gazetteer = of(
                "country\tCD\tCOD\t180\tDemocratic Republic of the Congo",
                "name\tCD\tCongo",
                "country\tCG\tCOG\t178\tRepublic of the Congo",
                "name\tCG\tCongo");
        assertThat(gazetteer.byName("Congo")).isEmpty();
        assertThat(gazetteer.byName("Republic of the Congo")).hasValueSatisfying(c -> assertThat(c.alpha2()).isEqualTo("CG"));
    }

    @Test
    void aLineThatDoesNotFitFailsNamingItsLine() {
        assertThatThrownBy(() -> of("# header", "country\tAR\tARG\t032\tArgentina", "city\tXX\tNowhere\t\t\t1"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("line 3").hasMessageContaining("XX");
        assertThatThrownBy(() -> of("country\tAR\tARG\tArgentina"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("line 1");
        assertThatThrownBy(() -> of("town\tAR\tTandil"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("unknown kind");
    }
}
