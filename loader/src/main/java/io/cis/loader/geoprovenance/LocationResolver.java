package io.cis.loader.geoprovenance;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Resolves a declared location (free text such as {@code Portland, OR}, {@code Shenzhen, China}, {@code Germany})
 * to a country with the gazetteer. The text is cut into parts at {@code , ; / | ( )}; the rules are tried in this
 * order, each over the parts from the last to the first (the most general part is usually written last), and the
 * first that matches decides:
 * <ol>
 * <li>the whole text is a country's name or other name ({@code Korea, Republic of});</li>
 * <li>a part is a major city and a later part is its region, its region's code or its country's ISO code
 * ({@code Portland, OR}, {@code Berlin, DE}): the city's country;</li>
 * <li>a part is a country's name or other name ({@code Buenos Aires, Argentina});</li>
 * <li>a part is a US state's name or two-letter code ({@code Austin, Texas}, {@code Portland, ME}): the US. Several
 * state codes are also country codes ({@code CA}, {@code DE}, {@code GA}, {@code ME}); after a US city name they mean
 * the state far more often, so a two-letter code alone is read as a state;</li>
 * <li>a part is an ISO 3166-1 alpha-2 or alpha-3 code in capitals ({@code Lima, PE}, {@code USA});</li>
 * <li>a part is a major city: the country of the most populous city of that name ({@code London} is the UK's).</li>
 * </ol>
 * Anything else (a small town, {@code Remote}, two places in one text) is not resolved: it stays a declared
 * location and is not counted for any country.
 */
public final class LocationResolver {

    private static final Pattern SEPARATORS = Pattern.compile("[,;/|()]");
    private static final Pattern CODE = Pattern.compile("[A-Z]{2,3}");

    private final Gazetteer gazetteer;

    public LocationResolver(Gazetteer gazetteer) {
        this.gazetteer = gazetteer;
    }

    public Optional<Country> resolve(String location) {
        if (location == null || location.isBlank()) {
            return Optional.empty();
        }
        Optional<Country> whole = gazetteer.byName(location);
        if (whole.isPresent()) {
            return whole;
        }
        List<String> parts = parts(location);
        return cityWithQualifier(parts)
                .or(() -> lastMatch(parts, gazetteer::byName))
                .or(() -> lastMatch(parts, this::usState))
                .or(() -> lastMatch(parts, this::isoCode))
                .or(() -> lastMatch(parts, this::mostPopulousCity));
    }

    private Optional<Country> usState(String part) {
        return gazetteer.isUsState(part) ? Optional.of(gazetteer.unitedStates()) : Optional.empty();
    }

    private Optional<Country> isoCode(String part) {
        return CODE.matcher(part).matches() ? gazetteer.byCode(part) : Optional.empty();
    }

    private Optional<Country> mostPopulousCity(String part) {
        return gazetteer.cities(part).stream().findFirst().map(city -> gazetteer.country(city.country()));
    }

    private static List<String> parts(String location) {
        List<String> parts = new ArrayList<>();
        for (String part : SEPARATORS.split(location)) {
            if (!part.isBlank()) {
                parts.add(part.strip());
            }
        }
        return parts;
    }

    private Optional<Country> cityWithQualifier(List<String> parts) {
        for (int i = parts.size() - 2; i >= 0; i--) {
            for (City city : gazetteer.cities(parts.get(i))) {
                for (String later : parts.subList(i + 1, parts.size())) {
                    if (qualifies(city, later)) {
                        return Optional.of(gazetteer.country(city.country()));
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** Whether the part names the city's region (by name or code) or its country's ISO code. */
    private boolean qualifies(City city, String part) {
        Country country = gazetteer.country(city.country());
        return (!city.region().isEmpty() && PlaceNames.normalise(city.region()).equals(PlaceNames.normalise(part)))
                || (!city.regionCode().isEmpty() && city.regionCode().equals(part))
                || part.equals(country.alpha2()) || part.equals(country.alpha3());
    }

    private static Optional<Country> lastMatch(List<String> parts, Function<String, Optional<Country>> rule) {
        for (int i = parts.size() - 1; i >= 0; i--) {
            Optional<Country> country = rule.apply(parts.get(i));
            if (country.isPresent()) {
                return country;
            }
        }
        return Optional.empty();
    }
}
