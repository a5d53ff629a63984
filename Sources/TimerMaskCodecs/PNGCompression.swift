import CPNG

/// How PNG output is compressed: libpng's zlib level, the row filters it may choose from and
/// zlib's strategy. The named settings were chosen by measurement (docs: Performance.md).
public struct PNGCompression: Equatable, Sendable, CustomStringConvertible {
    /// zlib's level, 0 (stored) … 9 (smallest, slowest).
    public var level: Int
    public var filters: Filters
    public var strategy: Strategy

    /// The row filters (PNG's filter types); with more than one, libpng picks one per row.
    public struct Filters: OptionSet, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static let none = Filters(rawValue: Int32(PNG_FILTER_NONE))
        public static let sub = Filters(rawValue: Int32(PNG_FILTER_SUB))
        public static let up = Filters(rawValue: Int32(PNG_FILTER_UP))
        public static let average = Filters(rawValue: Int32(PNG_FILTER_AVG))
        public static let paeth = Filters(rawValue: Int32(PNG_FILTER_PAETH))
        public static let all: Filters = [.none, .sub, .up, .average, .paeth]
    }

    /// zlib's deflate strategy (Z_DEFAULT_STRATEGY, Z_FILTERED, Z_RLE).
    public enum Strategy: Int32, Equatable, Sendable, CaseIterable {
        case standard = 0
        case filtered = 1
        case runLength = 3
    }

    public init(level: Int, filters: Filters, strategy: Strategy) {
        precondition((0...9).contains(level), "zlib's levels are 0…9")
        self.level = level
        self.filters = filters
        self.strategy = strategy
    }

    // Chosen by tools/bench-png on the built-in demo's render and a photo-like one (docs: Performance.md):
    // the sub filter wins on both at every level; run-length matching is fastest and loses on photos.
    public static let fast = PNGCompression(level: 1, filters: .sub, strategy: .runLength)
    public static let `default` = PNGCompression(level: 3, filters: .sub, strategy: .standard)
    public static let smallest = PNGCompression(level: 9, filters: .sub, strategy: .standard)

    /// A zlib level 0…9 with the default's filters and strategy.
    public static func level(_ level: Int) -> PNGCompression {
        PNGCompression(level: level, filters: Self.default.filters, strategy: Self.default.strategy)
    }

    /// `fast`, `default`, `smallest` or a level 0…9, as `--png-compression` takes it.
    public init?(parsing text: String) {
        switch text {
        case "fast": self = .fast
        case "default": self = .default
        case "smallest": self = .smallest
        default:
            guard text.count == 1, let level = Int(text), (0...9).contains(level) else { return nil }
            self = .level(level)
        }
    }

    public var description: String {
        "level \(level), filters \(filterNames), strategy \(strategy)"
    }

    private var filterNames: String {
        let names: [(Filters, String)] = [(.none, "none"), (.sub, "sub"), (.up, "up"), (.average, "average"), (.paeth, "paeth")]
        if filters == .all { return "all" }
        return names.filter { filters.contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
