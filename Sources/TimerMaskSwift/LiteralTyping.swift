import SwiftSyntax
import TimerMaskCore

/// Swift types an integer literal by its context: `Color(red: 71 / 255, …)` divides Doubles,
/// because `red:` is a Double, while `let n = 71 / 255` divides Ints. The evaluator does not
/// know the context when it evaluates, so an expression of integer literals (with parentheses,
/// `-` and `+ − × ÷`) whose division is not exact keeps both values (`.untypedNumber`), and the
/// context picks: a floating-point parameter, property or operand reads the exact quotient;
/// anything else reads the Int.
enum LiteralTyping {
    /// `value`, evaluated with Int literals from `expr`, as an untyped number when `expr` is made
    /// of integer literals only and its exact value differs.
    static func typed(_ value: SwiftValue, _ expr: ExprSyntax) -> SwiftValue {
        guard case .int(let i) = value, isLiteralOnly(expr), let exact = exactValue(expr), exact.exact != Rational(i) else {
            return value
        }
        return .untypedNumber(i, exact)
    }

    /// `value` read beside `other` in an operator: a Double beside a floating-point number.
    static func beside(_ value: SwiftValue, _ other: SwiftValue) -> SwiftValue {
        guard case .untypedNumber(let i, let r) = value else { return value }
        switch other {
        case .int, .untypedNumber: return .int(i)
        case .real, .angle, .size, .point: return .real(r)
        default: return .int(i)
        }
    }

    /// An integer literal's value (`1_000`, `0x1F`), or nil past Int's range.
    static func value(of literal: IntegerLiteralExprSyntax) -> Int? {
        let text = literal.literal.text.replacingOccurrences(of: "_", with: "")
        return text.hasPrefix("0x") ? Int(text.dropFirst(2), radix: 16) : Int(text)
    }

    static func isLiteralOnly(_ expr: ExprSyntax) -> Bool {
        if expr.is(IntegerLiteralExprSyntax.self) { return true }
        if let t = expr.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return isLiteralOnly(only.expression)
        }
        if let p = expr.as(PrefixOperatorExprSyntax.self) { return p.operator.text == "-" && isLiteralOnly(p.expression) }
        if let i = expr.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self) {
            return ["+", "-", "*", "/"].contains(op.operator.text) && isLiteralOnly(i.leftOperand) && isLiteralOnly(i.rightOperand)
        }
        return false
    }

    /// The expression's value with its literals as floating-point numbers, exact where it can be.
    static func exactValue(_ expr: ExprSyntax) -> Real? {
        if let e = expr.as(IntegerLiteralExprSyntax.self) { return value(of: e).map { Real($0) } }
        if let t = expr.as(TupleExprSyntax.self), let only = t.elements.first { return exactValue(only.expression) }
        if let p = expr.as(PrefixOperatorExprSyntax.self) { return exactValue(p.expression).map { Real.apply("-", Real(0), $0) } }
        if let i = expr.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self),
           let l = exactValue(i.leftOperand), let r = exactValue(i.rightOperand) {
            return Real.apply(op.operator.text, l, r)
        }
        return nil
    }
}
