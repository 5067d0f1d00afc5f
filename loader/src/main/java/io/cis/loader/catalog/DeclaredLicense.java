package io.cis.loader.catalog;

import java.util.List;

/**
 * A license as a package's own metadata declares it, unnormalised: the single declared value (an SPDX expression
 * or free text) and the names the metadata lists one by one.
 *
 * @param expression the declared value as given, or null when the metadata declares none or lists several
 *                   without saying how they combine
 * @param names      the individually listed license names (empty when the metadata gives only one value)
 */
public record DeclaredLicense(String expression, List<String> names) {

    public static final DeclaredLicense NONE = new DeclaredLicense(null, List.of());

    public DeclaredLicense {
        names = List.copyOf(names);
    }

    /**
     * A list of names: a list of one declares that license; several are kept as names only, since metadata such
     * as npm's legacy {@code licenses} array or a POM's {@code <licenses>} does not say whether they are
     * alternatives or all apply, and writing "AND" or "OR" would be a guess.
     */
    public static DeclaredLicense listed(List<String> names) {
        if (names.isEmpty()) {
            return NONE;
        }
        return new DeclaredLicense(names.size() == 1 ? names.get(0) : null, names);
    }
}
