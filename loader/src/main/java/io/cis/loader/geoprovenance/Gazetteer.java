package io.cis.loader.geoprovenance;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Countries, their ISO 3166-1 codes and English names, the US states and the world's major cities: what declared
 * locations are resolved with. The loader ships it as data ({@code gazetteer.tsv} beside this class, written by
 * {@code dist/src/demo/derive/derive_gazetteer.py}; its header says where each part comes from). A name that two
 * countries share (the short {@code Congo}) names neither.
 */
public final class Gazetteer {

    static final String RESOURCE = "gazetteer.tsv";

    private final Map<String, Country> countries = new LinkedHashMap<>();
    private final Map<String, String> codes = new HashMap<>();
    private final Map<String, Set<String>> names = new HashMap<>();
    private final Map<String, String> usStates = new HashMap<>();
    private final Map<String, List<City>> cities = new HashMap<>();

    private Gazetteer() {
    }

    /** The gazetteer the loader ships. */
    public static Gazetteer bundled() {
        InputStream in = Gazetteer.class.getResourceAsStream(RESOURCE);
        if (in == null) {
            throw new IllegalStateException("the loader's " + RESOURCE + " is missing from its classpath");
        }
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            return read(reader);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the loader's " + RESOURCE, e);
        }
    }

    /**
     * Reads the tab-separated lines {@code country}, {@code name}, {@code region} and {@code city}; {@code #} lines
     * and blank lines are comments. A line that does not fit is a defect of the shipped data, so it fails loudly.
     */
    static Gazetteer read(BufferedReader in) throws IOException {
        Gazetteer gazetteer = new Gazetteer();
        int number = 0;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            number++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            try {
                gazetteer.add(line.split("\t", -1));
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException(RESOURCE + " line " + number + ": " + e.getMessage(), e);
            }
        }
        gazetteer.cities.values().forEach(list -> list.sort(Comparator.comparingLong(City::population).reversed()));
        return gazetteer;
    }

    private void add(String[] fields) {
        switch (fields[0]) {
            case "country" -> {
                expect(fields, 5);
                Country country = new Country(fields[1], fields[2], fields[3], fields[4]);
                if (countries.putIfAbsent(country.alpha2(), country) != null) {
                    throw new IllegalArgumentException("country " + country.alpha2() + " listed twice");
                }
                codes.put(country.alpha2(), country.alpha2());
                codes.put(country.alpha3(), country.alpha2());
                name(country.name(), country.alpha2());
            }
            case "name" -> {
                expect(fields, 3);
                name(fields[2], known(fields[1]));
            }
            case "region" -> {
                expect(fields, 4);
                if (!"US".equals(known(fields[1]))) {
                    throw new IllegalArgumentException("only US states are listed as regions");
                }
                usStates.put(PlaceNames.normalise(fields[2]), fields[1]);
                if (!fields[3].isEmpty()) {
                    usStates.put(fields[3], fields[1]);
                }
            }
            case "city" -> {
                expect(fields, 6);
                City city = new City(known(fields[1]), fields[2], fields[3], fields[4], population(fields[5]));
                cities.computeIfAbsent(PlaceNames.normalise(city.name()), k -> new ArrayList<>()).add(city);
            }
            default -> throw new IllegalArgumentException("unknown kind of line \"" + fields[0] + "\"");
        }
    }

    private static void expect(String[] fields, int count) {
        if (fields.length != count) {
            throw new IllegalArgumentException("a " + fields[0] + " line has " + count + " fields, not " + fields.length);
        }
    }

    private String known(String alpha2) {
        if (!countries.containsKey(alpha2)) {
            throw new IllegalArgumentException("country " + alpha2 + " is not listed before it is used");
        }
        return alpha2;
    }

    private static long population(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("population \"" + text + "\" is not a number", e);
        }
    }

    private void name(String name, String alpha2) {
        names.computeIfAbsent(PlaceNames.normalise(name), k -> new LinkedHashSet<>()).add(alpha2);
    }

    /** How many countries the gazetteer lists. */
    public int countries() {
        return countries.size();
    }

    /** The country a name or other name means (any case and accents), unless the name is shared by several. */
    Optional<Country> byName(String text) {
        Set<String> named = names.get(PlaceNames.normalise(text));
        return named == null || named.size() != 1 ? Optional.empty() : Optional.of(countries.get(named.iterator().next()));
    }

    /** The country of an ISO 3166-1 alpha-2 or alpha-3 code, written in capitals as the standard writes it. */
    Optional<Country> byCode(String code) {
        return Optional.ofNullable(codes.get(code)).map(countries::get);
    }

    /** Whether the text is a US state's name (any case) or its two-letter code (capitals). */
    boolean isUsState(String text) {
        return usStates.containsKey(text) || usStates.containsKey(PlaceNames.normalise(text));
    }

    /** Whether the text is a two-letter US state code (capitals), which may also be a country code. */
    boolean isUsStateCode(String text) {
        return text.length() == 2 && usStates.containsKey(text);
    }

    Country unitedStates() {
        return countries.get("US");
    }

    Country country(String alpha2) {
        return countries.get(alpha2.toUpperCase(Locale.ROOT));
    }

    /** The major cities of that name, most populous first (several countries may have one). */
    List<City> cities(String text) {
        return cities.getOrDefault(PlaceNames.normalise(text), List.of());
    }
}
