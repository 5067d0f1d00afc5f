package io.cis.loader.licenses;

import io.cis.engine.licenses.SpdxLicense;
import io.cis.loader.licenses.CompoundExpression.Operator;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Maps a declared license name to SPDX when the mapping is unambiguous, trying in order: the name is an SPDX id
 * (any case); its key is an alias ({@link LicenseAliases}); its key is the key of the name or id of exactly one
 * SPDX license ("Apache License, Version 2.0", "Eclipse Public License v2.0", "MPL 2.0"); it is a reference URL of
 * exactly one SPDX license; it is names joined by "or" or "and", each of which maps ("MPL 2.0 or EPL 1.0"); it is a
 * name "with" an SPDX exception id. Anything else is not mapped: "BSD License" could be two, three or four clauses.
 */
public final class LicenseNameMapper {

    private static final Pattern OR = Pattern.compile("\\s+(?i:or)\\s+");
    private static final Pattern AND = Pattern.compile("\\s+(?i:and)\\s+");
    private static final Pattern WITH = Pattern.compile("\\s+(?i:with)\\s+");

    private final SpdxList spdx;
    private final LicenseAliases aliases;
    private final ExpressionParser parser;

    public LicenseNameMapper(SpdxList spdx, LicenseAliases aliases, ExpressionParser parser) {
        this.spdx = spdx;
        this.aliases = aliases;
        this.parser = parser;
    }

    public Optional<LicenseExpression> map(String name) {
        String text = withoutOuterParentheses(name.strip());
        if (text.isEmpty()) {
            return Optional.empty();
        }
        Optional<SpdxLicense> byId = spdx.license(text);
        if (byId.isPresent()) {
            return Optional.of(LicenseTerm.of(byId.get().id()));
        }
        List<String> keys = LicenseNameKey.of(text);
        for (String key : keys) {
            Optional<String> alias = aliases.expression(key);
            if (alias.isPresent()) {
                return Optional.of(canonical(alias.get()));
            }
        }
        for (String key : keys) {
            Optional<String> id = spdx.idByNameKey(key);
            if (id.isPresent()) {
                return Optional.of(LicenseTerm.of(id.get()));
            }
        }
        if (LicenseNameKey.isUrl(text)) {
            Optional<String> id = spdx.idByUrl(text);
            if (id.isPresent()) {
                return Optional.of(LicenseTerm.of(id.get()));
            }
        }
        return joined(text, OR, Operator.OR).or(() -> joined(text, AND, Operator.AND)).or(() -> withException(text));
    }

    /** A name, "with", and the id of an SPDX exception: "GPL-2.0-only with Classpath-exception-2.0". */
    private Optional<LicenseExpression> withException(String text) {
        String[] parts = WITH.split(text);
        if (parts.length != 2) {
            return Optional.empty();
        }
        Optional<LicenseExpression> license = map(parts[0]);
        return spdx.exception(parts[1].strip()).flatMap(exception -> license
                .filter(LicenseTerm.class::isInstance)
                .map(term -> new WithException((LicenseTerm) term, exception.id())));
    }

    /** Names joined by one operator word, mapped only when every one of them maps. */
    private Optional<LicenseExpression> joined(String text, Pattern word, Operator operator) {
        String[] parts = word.split(text);
        if (parts.length < 2) {
            return Optional.empty();
        }
        List<LicenseExpression> operands = new ArrayList<>();
        for (String part : parts) {
            Optional<LicenseExpression> mapped = map(part);
            if (mapped.isEmpty()) {
                return Optional.empty();
            }
            operands.add(mapped.get());
        }
        return Optional.of(CompoundExpression.of(operator, operands));
    }

    /** An alias's expression with the ids in the SPDX list's spelling; ids the list lacks stay as the table writes them. */
    private LicenseExpression canonical(String expression) {
        LicenseExpression parsed;
        try {
            parsed = parser.parse(expression);
        } catch (InvalidExpressionException e) {
            throw new IllegalStateException("license alias '" + expression + "' is not an SPDX expression: " + e.getMessage(), e);
        }
        return spelled(parsed);
    }

    private LicenseExpression spelled(LicenseExpression expression) {
        if (expression instanceof LicenseTerm term) {
            return spelled(term);
        }
        if (expression instanceof WithException with) {
            return new WithException(spelled(with.license()),
                    spdx.exception(with.exception()).map(e -> e.id()).orElse(with.exception()));
        }
        CompoundExpression compound = (CompoundExpression) expression;
        return new CompoundExpression(compound.operator(), compound.operands().stream().map(this::spelled).toList());
    }

    private LicenseTerm spelled(LicenseTerm term) {
        return spdx.license(term.id()).map(l -> new LicenseTerm(l.id(), term.orLater(), "")).orElse(term);
    }

    private static String withoutOuterParentheses(String text) {
        String result = text;
        while (result.length() >= 2 && result.startsWith("(") && result.endsWith(")") && closesAtEnd(result)) {
            result = result.substring(1, result.length() - 1).strip();
        }
        return result;
    }

    /** Whether the opening parenthesis at the start is closed by the one at the end, not earlier. */
    private static boolean closesAtEnd(String text) {
        int depth = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
                if (depth == 0 && i < text.length() - 1) {
                    return false;
                }
            }
        }
        return depth == 0;
    }
}
