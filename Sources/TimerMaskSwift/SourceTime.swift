import SwiftSyntax
import TimerMaskCore

/// Seconds and dates a source computes, held to the range a typed time keeps to (at most
/// 10^12 s from zero, in steps no finer than 10^-18 s): `1e300`, an infinity or a sum too fine
/// to hold is one sentence at its place, never a trap in the 128-bit arithmetic of exact time.
extension Evaluator {
    /// `value` as exact seconds: its exact fraction when it has one that fits, else the
    /// floating-point value to the nanosecond.
    func seconds(_ value: Real, _ node: some SyntaxProtocol, _ what: String) throws -> Seconds {
        guard value.double.isFinite, value.double.magnitude <= Double(TimeParser.largestSeconds) else {
            throw runtime(node, "\(what) is \(Self.numberText(value)) s, not \(TimeParser.unrepresentable)")
        }
        if let exact = value.exact, TimeParser.isRepresentable(exact) { return exact }
        return Rational(approximating: value.double)
    }

    /// `base` moved by `offset` seconds.
    func date(_ base: Instant, plus offset: Seconds, _ node: some SyntaxProtocol) throws -> Instant {
        guard let moved = base.sinceEpoch.adding(offset), TimeParser.isRepresentable(moved) else {
            throw runtime(node, "the date \(base.iso8601) moved by \(Self.numberText(Real(offset))) s is not \(TimeParser.unrepresentable)")
        }
        return Instant(sinceEpoch: moved)
    }

    /// The seconds from `start` to `end` (`end.timeIntervalSince(start)`, `end - start`).
    func interval(from start: Instant, to end: Instant, _ node: some SyntaxProtocol) throws -> Seconds {
        guard let difference = end.sinceEpoch.adding(-start.sinceEpoch) else {
            throw runtime(node, "the time from \(start.iso8601) to \(end.iso8601) is not \(TimeParser.unrepresentable)")
        }
        return difference
    }

    /// `instant` relative to the entry's date, as a scene holds it.
    func relative(_ instant: Instant, _ node: some SyntaxProtocol) throws -> InstantSpec {
        let offset = try interval(from: options.reference, to: instant, node)
        guard TimeParser.isRepresentable(offset) else {
            throw runtime(node, "the date \(instant.iso8601) is \(Self.numberText(Real(offset))) s from the entry's date, not \(TimeParser.unrepresentable)")
        }
        return .relative(offset)
    }

    /// A number as a message names it: exact ones in decimals, others as Swift prints them.
    static func numberText(_ value: Real) -> String {
        value.exact.map { $0.decimalString(maxFractionDigits: 9) } ?? "\(value.double)"
    }
}
