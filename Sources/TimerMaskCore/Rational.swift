/// An exact fraction `numerator / denominator`, always reduced, denominator positive.
///
/// Time in TimerMask is exact: 1/15 s steps added a thousand times land exactly on 66 + 2/3 s,
/// so a second boundary is either crossed or not, never "almost". 128-bit integers leave room
/// for epoch seconds (about 2^31) times nanosecond and frame-rate denominators (about 2^40).
public struct Rational: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let numerator: Int128
    public let denominator: Int128

    public init(_ numerator: Int128, _ denominator: Int128 = 1) {
        precondition(denominator != 0, "a rational's denominator must not be zero")
        let sign: Int128 = denominator < 0 ? -1 : 1
        let g = Rational.gcd(numerator.magnitude, denominator.magnitude)
        let divisor = g == 0 ? 1 : Int128(g)
        self.numerator = sign * numerator / divisor
        self.denominator = sign * denominator / divisor
    }

    public init(_ value: Int) { self.init(Int128(value), 1) }

    public static let zero = Rational(0)
    public static let one = Rational(1)

    static func gcd(_ a: UInt128, _ b: UInt128) -> UInt128 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    public static func + (l: Rational, r: Rational) -> Rational {
        if l.denominator == r.denominator { return Rational(l.numerator + r.numerator, l.denominator) }
        let g = Int128(gcd(l.denominator.magnitude, r.denominator.magnitude))
        let ld = l.denominator / g
        return Rational(l.numerator * (r.denominator / g) + r.numerator * ld, ld * r.denominator)
    }
    /// `self + r`, or nil when the exact result does not fit in 128 bits: for values a user typed,
    /// which may be anything, where the plain operators would trap.
    public func adding(_ r: Rational) -> Rational? {
        let g = Int128(Rational.gcd(denominator.magnitude, r.denominator.magnitude))
        let (ld, rd) = (denominator / g, r.denominator / g)
        let (a, o1) = numerator.multipliedReportingOverflow(by: rd)
        let (b, o2) = r.numerator.multipliedReportingOverflow(by: ld)
        let (sum, o3) = a.addingReportingOverflow(b)
        let (den, o4) = ld.multipliedReportingOverflow(by: r.denominator)
        guard !(o1 || o2 || o3 || o4) else { return nil }
        return Rational(sum, den)
    }

    /// `self * r`, or nil when the exact result does not fit in 128 bits.
    public func multiplied(by r: Rational) -> Rational? {
        let g1 = Int128(max(1, Rational.gcd(numerator.magnitude, r.denominator.magnitude)))
        let g2 = Int128(max(1, Rational.gcd(r.numerator.magnitude, denominator.magnitude)))
        let (n, o1) = (numerator / g1).multipliedReportingOverflow(by: r.numerator / g2)
        let (d, o2) = (denominator / g2).multipliedReportingOverflow(by: r.denominator / g1)
        guard !(o1 || o2) else { return nil }
        return Rational(n, d)
    }

    public static prefix func - (r: Rational) -> Rational { Rational(-r.numerator, r.denominator) }
    public static func - (l: Rational, r: Rational) -> Rational { l + (-r) }
    public static func * (l: Rational, r: Rational) -> Rational {
        let g1 = Int128(max(1, gcd(l.numerator.magnitude, r.denominator.magnitude)))
        let g2 = Int128(max(1, gcd(r.numerator.magnitude, l.denominator.magnitude)))
        return Rational((l.numerator / g1) * (r.numerator / g2), (l.denominator / g2) * (r.denominator / g1))
    }
    public static func / (l: Rational, r: Rational) -> Rational {
        precondition(r.numerator != 0, "division of a time by zero")
        return l * Rational(r.denominator, r.numerator)
    }
    public static func += (l: inout Rational, r: Rational) { l = l + r }
    public static func -= (l: inout Rational, r: Rational) { l = l - r }

    public static func < (l: Rational, r: Rational) -> Bool {
        // Integer parts first; the fractions cross-multiplied in 256 bits, so no pair overflows.
        let (lq, lr) = l.floorParts, (rq, rr) = r.floorParts
        if lq != rq { return lq < rq }
        let a = lr.numerator.multipliedFullWidth(by: rr.denominator)
        let b = rr.numerator.multipliedFullWidth(by: lr.denominator)
        return (a.high, a.low) < (b.high, b.low)
    }

    /// The largest integer not above this value.
    public var floor: Int128 { floorParts.whole }
    /// The smallest integer not below this value.
    public var ceil: Int128 { let p = floorParts; return p.fraction.numerator == 0 ? p.whole : p.whole + 1 }
    /// Nearest integer, halves rounded up (towards +∞).
    public var roundedHalfUp: Int128 { (self + Rational(1, 2)).floor }

    /// `whole + fraction` with `0 <= fraction < 1`.
    public var floorParts: (whole: Int128, fraction: Rational) {
        var q = numerator / denominator
        var r = numerator % denominator
        if r < 0 { q -= 1; r += denominator }
        return (q, Rational(r, denominator))
    }

    /// The value minus the largest multiple of `modulus` not above it: always in `[0, modulus)`.
    public func modulo(_ modulus: Rational) -> Rational {
        precondition(modulus > .zero, "modulus must be positive")
        return self - modulus * Rational((self / modulus).floor)
    }

    public var isInteger: Bool { denominator == 1 }
    public var doubleValue: Double {
        // Both halves converted to the nearest Double, then divided; through Int64 where they
        // fit (the same nearest Double, without the generic 128-bit conversion).
        if let n = Int64(exactly: numerator), let d = Int64(exactly: denominator) { return Double(n) / Double(d) }
        return Double(numerator) / Double(denominator)
    }

    /// Nearest rational with the given denominator, for converting measured floating values.
    public init(approximating value: Double, denominator: Int128 = 1_000_000_000) {
        self.init(Int128((value * Double(denominator)).rounded()), denominator)
    }

    /// `7/15`, `-1/4`, or `3` for whole numbers.
    public var description: String {
        denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)"
    }

    /// Decimal text with up to `digits` fractional digits, trailing zeros dropped: `0.066667`.
    public func decimalString(maxFractionDigits digits: Int = 6) -> String {
        var scale: Int128 = 1
        for _ in 0..<digits { scale *= 10 }
        // Only the fraction is scaled (it is below 1), so large values cannot overflow.
        let negative = self < .zero
        let (wholePart, fraction) = (negative ? -self : self).floorParts
        var scaledFraction = (fraction * Rational(scale)).roundedHalfUp
        var whole = wholePart.magnitude
        if scaledFraction == scale { whole += 1; scaledFraction = 0 }
        let isZero = whole == 0 && scaledFraction == 0
        var frac = String(scaledFraction)
        frac = String(repeating: "0", count: digits - frac.count) + frac
        while frac.hasSuffix("0") { frac.removeLast() }
        return (negative && !isZero ? "-" : "") + "\(whole)" + (frac.isEmpty ? "" : ".\(frac)")
    }
}
