/// A widget as data: a tree mirroring the SwiftUI views these widgets are written with,
/// evaluated by a renderer that knows nothing of any particular widget.
///
/// Every node is a view with an ordered chain of modifiers, applied in the order written,
/// as SwiftUI applies them: `Color.red.frame(width: 10).padding(4)` is
/// `SceneNode(.color(.red), [.frame(width: 10), .padding(4)])`.
public struct WidgetScene: Codable, Equatable, Sendable {
    /// The widget view's size in points.
    public var width: Double
    public var height: Double
    /// Pixels per point (@1x, @2x, @3x).
    public var displayScale: Double
    /// The reference date `R` relative timer dates and instants count from.
    public var reference: Instant
    /// How the animation is meant to play, for previews: frames a second and loop length.
    public var animation: Animation?
    /// What the widget should show at each instant, when the scene states it.
    public var expectation: ShowExpectation?
    /// Entries and a reload policy, when the widget's view changes over time (format 2).
    public var timeline: SceneTimeline?
    public var root: SceneNode

    /// The animation the widget plays: its frame rate and the length of one loop.
    public struct Animation: Codable, Equatable, Sendable {
        public var fps: Rational
        public var loop: Seconds
        public init(fps: Rational, loop: Seconds) { self.fps = fps; self.loop = loop }
    }

    public init(width: Double, height: Double, displayScale: Double, reference: Instant,
                animation: Animation? = nil, expectation: ShowExpectation? = nil, timeline: SceneTimeline? = nil, root: SceneNode) {
        self.width = width
        self.height = height
        self.displayScale = displayScale
        self.reference = reference
        self.animation = animation
        self.expectation = expectation
        self.timeline = timeline
        self.root = root
    }
}

/// One view and its modifiers, innermost first.
public struct SceneNode: Equatable, Sendable {
    public var content: SceneView
    public var modifiers: [SceneModifier]

    public init(_ content: SceneView, _ modifiers: [SceneModifier] = []) {
        self.content = content
        self.modifiers = modifiers
    }

    /// The chain the first scene files meant by their fixed order:
    /// content → `.frame` → `.clipped()` → `.background` → `.mask` → `.offset`.
    public init(_ content: SceneView, frame: FrameSize? = nil, clipped: Bool = false,
                background: SceneColor? = nil, mask: SceneNode? = nil, offset: Point? = nil) {
        var chain: [SceneModifier] = []
        if let frame { chain.append(.frame(width: frame.width.map(SceneLength.init), height: frame.height.map(SceneLength.init), alignment: .center)) }
        if clipped { chain.append(.clipped) }
        if let background { chain.append(.background(SceneNode(.color(.fixed(background))), alignment: .center)) }
        if let mask { chain.append(.mask(mask, alignment: .center)) }
        if let offset { chain.append(.offset(x: SceneLength(offset.x), y: SceneLength(offset.y))) }
        self.init(content, chain)
    }

    /// This node with one more modifier outside the others.
    public func modifier(_ modifier: SceneModifier) -> SceneNode {
        SceneNode(content, modifiers + [modifier])
    }

    /// The views of `.mask` modifiers on this node, innermost first.
    public var masks: [SceneNode] {
        modifiers.compactMap { if case .mask(let view, _) = $0 { view } else { nil } }
    }

    /// nil when views and modifiers nest at most `SceneLimits.nesting` deep below this view;
    /// past it, how deep, and where the deepest path starts (cut with "…" past 60 characters).
    /// The renderer, the scene-file reader and writer and the Swift importer all refuse it.
    public func nestingOverLimit(path: String = "root") -> (depth: Int, path: String)? {
        let depth = nestingDepth
        guard depth > SceneLimits.nesting else { return nil }
        var node = self, at = path
        while at.count < 60 {
            let inner = node.innerViews.map { (place: $0.0, node: $0.1, depth: $0.1.nestingDepth) }
            guard let next = inner.max(by: { $0.depth < $1.depth }) else { return (depth, at) }
            at += next.place
            node = next.node
        }
        return (depth, at + "…")
    }

    /// The elements of this view's own paths: its shape's and its clip shape's.
    public var pathElementCount: Int {
        var count = 0
        if case .shape(.path(let elements), _) = content { count += elements.count }
        for case .clipShape(.path(let elements)) in modifiers { count += elements.count }
        return count
    }

    /// Views and modifiers on the deepest path from this view down, this view included.
    public var nestingDepth: Int {
        var below = 0
        for child in content.children { below = max(below, child.nestingDepth) }
        for modifier in modifiers { if let (_, view) = modifier.view { below = max(below, view.nestingDepth) } }
        return 1 + modifiers.count + below
    }

    /// The views inside this one (children, and masks, backgrounds and overlays), each with its
    /// path below this one.
    private var innerViews: [(String, SceneNode)] {
        content.children.enumerated().map { (".children[\($0.offset)]", $0.element) }
            + modifiers.enumerated().compactMap { i, m in m.view.map { (".modifiers[\(i)].\($0.0)", $0.1) } }
    }

    /// Every node in this subtree, depth first, with its path (`root.children[3].modifiers[1].mask`).
    public func walk(path: String = "root", _ visit: (SceneNode, String) throws -> Void) rethrows {
        try visit(self, path)
        for (i, child) in content.children.enumerated() { try child.walk(path: "\(path).children[\(i)]", visit) }
        for (i, modifier) in modifiers.enumerated() {
            if let (name, view) = modifier.view { try view.walk(path: "\(path).modifiers[\(i)].\(name)", visit) }
        }
    }
}

/// A reference wrapper so a node can hold a node by value.
public final class Box<Value: Equatable & Sendable & Codable>: Equatable, Sendable, Codable {
    public let value: Value
    public init(_ value: Value) { self.value = value }
    public static func == (l: Box, r: Box) -> Bool { l.value == r.value }
    public init(from decoder: Decoder) throws { value = try Value(from: decoder) }
    public func encode(to encoder: Encoder) throws { try value.encode(to: encoder) }
}

/// How an image fills its frame: SwiftUI's `.fill` (cropped) or `.fit` (letterboxed).
public enum ImageContentMode: String, Codable, CaseIterable, Sendable, SceneWord { case fill, fit }
/// `.multilineTextAlignment(_:)`: where wrapped lines sit in their frame.
public enum TextAlignmentSetting: String, Codable, CaseIterable, Sendable, SceneWord { case leading, center, trailing }

/// `.frame(width:height:)` as the first scene files wrote it.
public struct FrameSize: Codable, Equatable, Sendable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
}

/// A point in the view's own coordinates, in points (y down).
public struct Point: Codable, Equatable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// `Text(a) + Text(date, style: .timer) + …` in one font and size.
public struct TextContent: Codable, Equatable, Sendable {
    public var runs: [TextPiece]
    /// `builtin:BlinkMask`, or a font file path (relative to the scene file).
    public var font: String
    /// Font size in points.
    public var size: Double
    public var alignment: TextAlignmentSetting
    public var color: SceneColorValue
    /// What the text should read at each instant, when the scene states it.
    public var expected: TextExpectation?
    /// `.lineLimit(n)`: the most lines it wraps to (nil: as many as its frame holds).
    public var lineLimit: Int?
    /// `.monospacedDigit()`: digits of one advance (the font's `tnum` feature, where it has one).
    public var monospacedDigit: Bool
    /// `.redacted(reason: .placeholder)`: drawn as placeholder bars where its lines would be.
    public var redacted: Bool
    /// `.tracking(_:)`/`.kerning(_:)`: points added after each character.
    public var tracking: Double
    /// `.lineSpacing(_:)`: points between one line's box and the next.
    public var lineSpacing: Double
    /// `.minimumScaleFactor(_:)`: how far the text may shrink to fit before it is truncated (1: not at all).
    public var minimumScaleFactor: Double
    /// Each run's own style in `Text + Text` (empty when no run has one; else one per run).
    public var runStyles: [TextRunStyle]

    public init(runs: [TextPiece], font: String = FontReference.builtInBlinkMask, size: Double,
                alignment: TextAlignmentSetting = .leading, color: SceneColorValue = .fixed(.black),
                expected: TextExpectation? = nil, lineLimit: Int? = nil, monospacedDigit: Bool = false, redacted: Bool = false,
                tracking: Double = 0, lineSpacing: Double = 0, minimumScaleFactor: Double = 1, runStyles: [TextRunStyle] = []) {
        self.redacted = redacted
        self.runStyles = runStyles.contains { !$0.isEmpty } ? runStyles : []
        self.tracking = tracking
        self.lineSpacing = lineSpacing
        self.minimumScaleFactor = minimumScaleFactor
        self.lineLimit = lineLimit
        self.monospacedDigit = monospacedDigit
        self.runs = runs
        self.font = font
        self.size = size
        self.alignment = alignment
        self.color = color
        self.expected = expected
    }
}

extension TextContent {
    /// Whether any run is a live timer, which sizes the text differently from a literal.
    public var containsTimer: Bool { runs.contains { if case .timer = $0 { true } else { false } } }
}

/// One run of a `Text` concatenation: a literal, a string a timeline entry gives, or a live timer.
public enum TextPiece: Equatable, Sendable {
    case literal(String)
    /// The text value of this name in the entry shown (`{"value": "dayPrefix"}`).
    case value(String)
    case timer(TimerSpec)
}

/// A live timer piece: `Text(date, style: .timer)` by default, or one of the newer live texts
/// (`format`). `date` is relative to the scene's reference (or absolute): the style's date, the
/// interval's start or the stopwatch's start. `group` names it for jitter models (e.g. "masks").
public struct TimerSpec: Codable, Equatable, Sendable {
    public var date: InstantSpec
    public var group: String?
    public var format: TimerFormat
    public init(date: InstantSpec, group: String? = nil, format: TimerFormat = .style) {
        self.date = date
        self.group = group
        self.format = format
    }
}

/// The font names scene files use besides file paths: the built-in BlinkMask, the system fonts and emoji, and a font with a synthetic weight (`FONT#bold`).
public enum FontReference {
    public static let builtInBlinkMask = "builtin:BlinkMask"
    /// The system font, standing in for San Francisco (SF Pro Text): Inter, found through
    /// fontconfig (DejaVu Sans where Inter is not installed).
    public static let system = "system"
    /// Its display cut, standing in for SF Pro Display from 20 pt: Inter Display (else DejaVu Sans).
    public static let systemDisplay = "system:display"
    /// The system font's reference for text of `size` points: its display cut from 20 pt, as
    /// iOS switches SF Pro Text to SF Pro Display.
    public static func system(size: Double) -> String { size >= 20 ? systemDisplay : system }
    /// The font emoji fall back to where a text's font has no glyph for them: Noto Color Emoji,
    /// as iOS falls back to Apple Color Emoji.
    public static let emoji = "system:emoji"

    /// `base` drawn at a weight its file does not hold: `base#bold`. The strokes of every glyph
    /// are widened (or narrowed) by FreeType's synthetic emboldening, by the weight's share of
    /// `syntheticStroke` (how TimerMask gives the single-weight SF Symbols stand-in SF's weights).
    public static func weighted(_ base: String, _ weight: String) -> String { weight == "regular" ? base : "\(base)#\(weight)" }

    /// The base reference and the stroke change (a fraction of the em) of a `weighted` reference.
    public static func weighted(_ reference: String) -> (base: String, strokeChange: Double)? {
        guard let hash = reference.lastIndex(of: "#"), hash > reference.startIndex,
              let ratio = syntheticWeights[String(reference[reference.index(after: hash)...])] else { return nil }
        return (String(reference[..<hash]), (ratio - 1) * syntheticStroke)
    }

    /// The stroke of a regular-weight icon as a fraction of its em: Material Icons draw 2 dp
    /// strokes on a 24 dp grid (Google's Material Design icon guidelines).
    public static let syntheticStroke = 2.0 / 24
    /// SwiftUI's weights, each as its stem width over the regular weight's: Inter's (the stand-in
    /// for SF Pro), measured as the ink across the middle of a 300 pt "l" in each of its nine
    /// faces (Thin 0.271 … Black 2.34); SF Symbols' weights match San Francisco's (Apple, SF
    /// Symbols: "nine weights … that correspond to the weights of the San Francisco system font").
    public static let syntheticWeights: [String: Double] = [
        "ultraLight": 0.271, "thin": 0.517, "light": 0.755, "regular": 1, "medium": 1.267,
        "semibold": 1.534, "bold": 1.805, "heavy": 2.073, "black": 2.34,
    ]
}
