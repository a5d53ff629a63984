/// How late a timer string flips after its second boundary, in milliseconds. Negative values
/// flip early. Every draw is kept within ±`LatencyDistribution.limit`, so a timer's flips can
/// never overtake each other (its boundaries are a whole second apart).
public enum LatencyDistribution: Equatable, Sendable, CustomStringConvertible {
    /// Always the same delay.
    case constant(ms: Rational)
    /// Any delay in [min, max], equally likely.
    case uniform(minMs: Rational, maxMs: Rational)
    /// A bell curve around `meanMs` with standard deviation `sdMs`, cut at ±limit.
    case normal(meanMs: Rational, sdMs: Rational)

    /// The largest delay (either sign) a draw may take: half a second, in milliseconds.
    public static let limit = Rational(500)
    /// Draws are rounded to whole microseconds, so every instant stays an exact fraction.
    public static let resolution = Rational(1, 1_000_000)

    public static let syntax = "constant:MS, uniform:MIN,MAX or normal:MEAN,SD (milliseconds)"

    /// `constant:8`, `uniform:0,16`, `normal:8,3` (milliseconds, exact decimals or fractions).
    public init(parsing text: String) throws {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0]).lowercased()
        let arguments = parts.count == 2 ? parts[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init) : []
        func numbers(_ count: Int, _ form: String) throws -> [Rational] {
            guard arguments.count == count else {
                throw JitterError("'\(text)' is not a \(name) distribution; write it as \(form) in milliseconds")
            }
            return try arguments.map { argument in
                do { return try TimeParser.number(argument) } catch {
                    throw JitterError("'\(argument)' in '\(text)' is not a number of milliseconds")
                }
            }
        }
        switch name {
        case "constant":
            self = .constant(ms: try numbers(1, "constant:MS")[0])
        case "uniform":
            let v = try numbers(2, "uniform:MIN,MAX")
            guard v[0] <= v[1] else { throw JitterError("'\(text)': the minimum \(v[0]) ms is above the maximum \(v[1]) ms") }
            self = .uniform(minMs: v[0], maxMs: v[1])
        case "normal":
            let v = try numbers(2, "normal:MEAN,SD")
            guard v[1] >= .zero else { throw JitterError("'\(text)': the standard deviation \(v[1]) ms is negative") }
            guard v[1] <= Self.limit else { throw JitterError("'\(text)': the standard deviation \(v[1]) ms is over \(Self.limit) ms") }
            self = .normal(meanMs: v[0], sdMs: v[1])
        default:
            throw JitterError("unknown distribution '\(parts[0])' in '\(text)'; use \(Self.syntax)")
        }
        for bound in bounds where !(-Self.limit <= bound && bound <= Self.limit) {
            throw JitterError("'\(text)': \(bound.decimalString()) ms is outside ±\(Self.limit) ms")
        }
    }

    public var isNormal: Bool { if case .normal = self { true } else { false } }

    /// The parameters that must lie within ±limit.
    public var bounds: [Rational] {
        switch self {
        case .constant(let ms): return [ms]
        case .uniform(let lo, let hi): return [lo, hi]
        case .normal(let mean, _): return [mean]
        }
    }

    /// The delay for one draw, from uniform draws the caller supplies (so draws stay pure).
    /// `unit` is in [0, 1), `gaussian` a standard normal value.
    public func delay(unit: () -> Double, gaussian: () -> Double) -> Seconds {
        let ms: Double
        switch self {
        case .constant(let value): return value / Rational(1000)
        case .uniform(let lo, let hi): ms = lo.doubleValue + (hi - lo).doubleValue * unit()
        case .normal(let mean, let sd): ms = mean.doubleValue + sd.doubleValue * gaussian()
        }
        let limit = Self.limit.doubleValue
        let clamped = min(limit, max(-limit, ms))
        return Rational(Int128((clamped * 1000).rounded()), 1_000_000)
    }

    public var description: String {
        switch self {
        case .constant(let ms): return "constant \(ms.decimalString(maxFractionDigits: 3)) ms"
        case .uniform(let lo, let hi): return "uniform \(lo.decimalString(maxFractionDigits: 3))…\(hi.decimalString(maxFractionDigits: 3)) ms"
        case .normal(let mean, let sd): return "normal \(mean.decimalString(maxFractionDigits: 3)) ms σ \(sd.decimalString(maxFractionDigits: 3)) ms"
        }
    }

    /// Whether every draw gives the same value (no seed needed).
    public var isConstant: Bool {
        switch self {
        case .constant: return true
        case .uniform(let lo, let hi): return lo == hi
        case .normal(_, let sd): return sd == .zero
        }
    }
}

/// A jitter model or selector that cannot be used: one sentence quoting the value.
public typealias JitterError = Refusal<JitterModel>
