package io.cis.loader.licenses;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The small table of license names that the SPDX list's own names and ids do not match, each with the SPDX
 * expression it stands for ({@code license-aliases.tsv} beside this class, one {@code name<TAB>expression} per line,
 * each entry explained there). Names are matched by their {@link LicenseNameKey}.
 */
public final class LicenseAliases {

    private static final String RESOURCE = "license-aliases.tsv";

    private final Map<String, String> expressions;

    private LicenseAliases(Map<String, String> expressions) {
        this.expressions = Map.copyOf(expressions);
    }

    /** The table shipped with the loader. */
    public static LicenseAliases bundled() {
        try (InputStream in = LicenseAliases.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the loader");
            }
            return read(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    private static LicenseAliases read(BufferedReader reader) throws IOException {
        Map<String, String> expressions = new HashMap<>();
        String line;
        int number = 0;
        while ((line = reader.readLine()) != null) {
            number++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            int tab = line.indexOf('\t');
            if (tab <= 0 || line.substring(tab + 1).isBlank()) {
                throw new IllegalStateException(RESOURCE + " line " + number + " is not <name><TAB><expression>");
            }
            String key = LicenseNameKey.indexed(line.substring(0, tab));
            if (expressions.putIfAbsent(key, line.substring(tab + 1).strip()) != null) {
                throw new IllegalStateException(RESOURCE + " line " + number + " repeats the name key '" + key + "'");
            }
        }
        return new LicenseAliases(expressions);
    }

    /** The SPDX expression (as written in the table) of the alias with this key. */
    public Optional<String> expression(String key) {
        return Optional.ofNullable(expressions.get(key));
    }

    /** Every alias: name key to expression. */
    public Map<String, String> all() {
        return expressions;
    }
}
