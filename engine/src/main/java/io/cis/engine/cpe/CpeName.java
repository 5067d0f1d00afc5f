package io.cis.engine.cpe;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;
import us.springett.parsers.cpe.Cpe;
import us.springett.parsers.cpe.CpeParser;
import us.springett.parsers.cpe.exceptions.CpeParsingException;
import us.springett.parsers.cpe.values.LogicalValue;

/**
 * A CPE name, from its CPE 2.3 formatted string or CPE 2.2 URI (SBOMs carry both; Yocto writes
 * {@code cpe:2.3:*:openssl:openssl:3.2.3:...} with an ANY part, and sometimes an ANY vendor), read by cpe-parser.
 */
public final class CpeName {

    private final Cpe cpe;

    private CpeName(Cpe cpe) {
        this.cpe = cpe;
    }

    /** The name, or empty when the text is no CPE 2.2 or 2.3 name. */
    public static Optional<CpeName> parse(String text) {
        if (text == null || text.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new CpeName(CpeParser.parse(text.strip(), true)));
        } catch (CpeParsingException | RuntimeException e) {
            // cpe-parser signals some malformed names with runtime exceptions; any of them means "not a CPE".
            return Optional.empty();
        }
    }

    Cpe cpe() {
        return cpe;
    }

    /** Whether the name gives a product (not ANY or NA): only then are there criteria to look up. */
    public boolean namesProduct() {
        return !logical(cpe.getWellFormedProduct());
    }

    /** Whether the name gives a version (not ANY or NA): only then can a range be checked. */
    public boolean namesVersion() {
        return !logical(cpe.getWellFormedVersion());
    }

    /** The version as written, escapes removed; {@code ""} when it names none. */
    public String version() {
        return namesVersion() ? cpe.getVersion() : "";
    }

    /** The snapshot key of the product's criteria: the product, its escapes removed, lower-case. */
    public byte[] productKey() {
        return productKeyText().getBytes(StandardCharsets.UTF_8);
    }

    String productKeyText() {
        return cpe.getProduct().toLowerCase(Locale.ROOT);
    }

    /** The CPE 2.3 formatted string. */
    public String formatted() {
        return cpe.toCpe23FS();
    }

    static boolean logical(String wellFormed) {
        return wellFormed.equals(LogicalValue.ANY.getAbbreviation()) || wellFormed.equals(LogicalValue.NA.getAbbreviation());
    }

    @Override
    public String toString() {
        return formatted();
    }
}
