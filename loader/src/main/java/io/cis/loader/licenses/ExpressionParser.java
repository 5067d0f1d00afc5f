package io.cis.loader.licenses;

import io.cis.loader.licenses.CompoundExpression.Operator;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Parses the SPDX license expression syntax (SPDX specification, annex "SPDX License Expressions"): ids of
 * letters, digits, {@code .} and {@code -} (with {@code DocumentRef-…:} before a {@code LicenseRef-}), an optional
 * {@code +}, {@code WITH} an exception id, {@code AND}, {@code OR} and parentheses. The operators are matched in
 * upper case only, as the specification asks, so "MPL 2.0 or EPL 1.0" is not an expression but a name.
 *
 * <p>Only the syntax is checked here; whether an id is on the SPDX list is the caller's question.
 */
public final class ExpressionParser {

    private static final Pattern ID = Pattern.compile("(DocumentRef-[A-Za-z0-9.-]+:)?[A-Za-z0-9][A-Za-z0-9.-]*");

    public LicenseExpression parse(String text) throws InvalidExpressionException {
        Cursor cursor = new Cursor(tokens(text), text);
        if (cursor.atEnd()) {
            throw new InvalidExpressionException("empty expression");
        }
        LicenseExpression expression = or(cursor);
        if (!cursor.atEnd()) {
            throw cursor.unexpected();
        }
        return expression;
    }

    private static LicenseExpression or(Cursor cursor) throws InvalidExpressionException {
        List<LicenseExpression> operands = new ArrayList<>();
        operands.add(and(cursor));
        while (cursor.accept("OR")) {
            operands.add(and(cursor));
        }
        return CompoundExpression.of(Operator.OR, operands);
    }

    private static LicenseExpression and(Cursor cursor) throws InvalidExpressionException {
        List<LicenseExpression> operands = new ArrayList<>();
        operands.add(with(cursor));
        while (cursor.accept("AND")) {
            operands.add(with(cursor));
        }
        return CompoundExpression.of(Operator.AND, operands);
    }

    private static LicenseExpression with(Cursor cursor) throws InvalidExpressionException {
        if (cursor.accept("(")) {
            LicenseExpression inner = or(cursor);
            if (!cursor.accept(")")) {
                throw cursor.unexpected();
            }
            return inner;
        }
        LicenseTerm term = term(cursor.next());
        if (cursor.accept("WITH")) {
            String exception = cursor.next();
            if (!ID.matcher(exception).matches() || exception.startsWith("DocumentRef-")) {
                throw new InvalidExpressionException("'" + exception + "' is not an exception id");
            }
            return new WithException(term, exception);
        }
        return term;
    }

    private static LicenseTerm term(String token) throws InvalidExpressionException {
        boolean orLater = token.endsWith("+");
        String id = orLater ? token.substring(0, token.length() - 1) : token;
        if (!ID.matcher(id).matches() || isOperator(id)) {
            throw new InvalidExpressionException("'" + token + "' is not a license id");
        }
        return new LicenseTerm(id, orLater, "");
    }

    private static boolean isOperator(String token) {
        return token.equals("AND") || token.equals("OR") || token.equals("WITH");
    }

    /** Splits on white space; parentheses are tokens of their own. */
    private static List<String> tokens(String text) {
        List<String> tokens = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c) || c == '(' || c == ')') {
                if (!current.isEmpty()) {
                    tokens.add(current.toString());
                    current.setLength(0);
                }
                if (c == '(' || c == ')') {
                    tokens.add(String.valueOf(c));
                }
            } else {
                current.append(c);
            }
        }
        if (!current.isEmpty()) {
            tokens.add(current.toString());
        }
        return tokens;
    }

    /** The tokens being read and the position in them. */
    private static final class Cursor {
        private final List<String> tokens;
        private final String text;
        private int position;

        Cursor(List<String> tokens, String text) {
            this.tokens = tokens;
            this.text = text;
        }

        boolean atEnd() {
            return position == tokens.size();
        }

        boolean accept(String token) {
            if (!atEnd() && tokens.get(position).equals(token)) {
                position++;
                return true;
            }
            return false;
        }

        String next() throws InvalidExpressionException {
            if (atEnd()) {
                throw new InvalidExpressionException("'" + text + "' ends where a license id is expected");
            }
            return tokens.get(position++);
        }

        InvalidExpressionException unexpected() {
            return new InvalidExpressionException(atEnd() ? "'" + text + "' ends early"
                    : "unexpected '" + tokens.get(position) + "' in '" + text + "'");
        }
    }
}
