package io.cis.loader.licenses;

import java.util.ArrayList;
import java.util.List;

/**
 * Two or more expressions joined by one operator. Operands joined by the same operator are flattened
 * ({@code (A AND B) AND C} is {@code A AND B AND C}): both operators are associative, and the flat form is the one
 * people write.
 */
public record CompoundExpression(Operator operator, List<LicenseExpression> operands) implements LicenseExpression {

    /** The two ways licenses combine. */
    public enum Operator {
        /** All apply. */
        AND,
        /** A choice. */
        OR
    }

    public CompoundExpression {
        List<LicenseExpression> flat = new ArrayList<>();
        for (LicenseExpression operand : operands) {
            if (operand instanceof CompoundExpression inner && inner.operator() == operator) {
                flat.addAll(inner.operands());
            } else {
                flat.add(operand);
            }
        }
        if (flat.size() < 2) {
            throw new IllegalArgumentException(operator + " needs two operands");
        }
        operands = List.copyOf(flat);
    }

    /** The operands joined by the operator, or the single operand itself. */
    public static LicenseExpression of(Operator operator, List<LicenseExpression> operands) {
        return operands.size() == 1 ? operands.get(0) : new CompoundExpression(operator, operands);
    }

    @Override
    public String text() {
        StringBuilder text = new StringBuilder();
        for (LicenseExpression operand : operands) {
            if (!text.isEmpty()) {
                text.append(' ').append(operator.name()).append(' ');
            }
            boolean parenthesise = operand.precedence() <= precedence();
            text.append(parenthesise ? "(" + operand.text() + ")" : operand.text());
        }
        return text.toString();
    }

    @Override
    public List<LicenseTerm> terms() {
        return operands.stream().flatMap(operand -> operand.terms().stream()).toList();
    }

    @Override
    public int precedence() {
        return operator == Operator.AND ? 1 : 0;
    }
}
