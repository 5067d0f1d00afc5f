package io.cis.loader.licenses;

import io.cis.engine.licenses.SpdxException;
import io.cis.engine.licenses.SpdxLicense;
import java.util.Optional;

/**
 * Turns a declared license (an SPDX expression, or a free-text name) into an SPDX expression. An expression is
 * parsed, and each id is written as the SPDX list spells it ({@code apache-2.0} is {@code Apache-2.0}); an id the list
 * lacks is mapped like a name ({@link LicenseNameMapper}). Text that is not an expression is mapped as a name. What
 * cannot be mapped unambiguously becomes a {@code LicenseRef-} id made of its text, which keeps the text as its name.
 */
public final class LicenseNormalizer {

    private final SpdxList spdx;
    private final LicenseNameMapper names;
    private final ExpressionParser parser;

    public LicenseNormalizer(SpdxList spdx, LicenseNameMapper names, ExpressionParser parser) {
        this.spdx = spdx;
        this.names = names;
        this.parser = parser;
    }

    /** The normaliser of a build: the SPDX list it has, the bundled aliases. */
    public static LicenseNormalizer over(SpdxList spdx) {
        ExpressionParser parser = new ExpressionParser();
        return new LicenseNormalizer(spdx, new LicenseNameMapper(spdx, LicenseAliases.bundled(), parser), parser);
    }

    public LicenseExpression normalize(String declared) {
        String text = declared.strip();
        try {
            return resolve(parser.parse(text));
        } catch (InvalidExpressionException e) {
            return names.map(text).orElseGet(() -> LicenseRefs.of(text));
        }
    }

    private LicenseExpression resolve(LicenseExpression parsed) {
        if (parsed instanceof LicenseTerm term) {
            return resolve(term);
        }
        if (parsed instanceof WithException with) {
            LicenseExpression license = resolve(with.license());
            String exception = spdx.exception(with.exception()).map(SpdxException::id).orElse(with.exception());
            // an exception modifies one license; a name that maps to more than that keeps its own id
            return new WithException(license instanceof LicenseTerm term ? term : LicenseRefs.of(with.license().text()),
                    exception);
        }
        CompoundExpression compound = (CompoundExpression) parsed;
        return new CompoundExpression(compound.operator(), compound.operands().stream().map(this::resolve).toList());
    }

    private LicenseExpression resolve(LicenseTerm term) {
        if (term.orLater()) {
            // the list has a few ids with the "+" built in (deprecated GPL-2.0+, LGPL-2.1+)
            Optional<SpdxLicense> whole = spdx.license(term.id() + "+");
            if (whole.isPresent()) {
                return LicenseTerm.of(whole.get().id());
            }
        }
        Optional<SpdxLicense> listed = spdx.license(term.id());
        if (listed.isPresent()) {
            return new LicenseTerm(listed.get().id(), term.orLater(), "");
        }
        if (LicenseRefs.isReference(term.id())) {
            return term;
        }
        return names.map(term.text()).orElseGet(() -> LicenseRefs.of(term.text()));
    }
}
