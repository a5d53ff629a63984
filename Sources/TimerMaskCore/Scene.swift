/// A widget as data: a tree mirroring the SwiftUI views these widgets are written with,
/// evaluated by a renderer that knows nothing of any particular widget.
///
/// Modifiers apply in one fixed order, the order these widgets write them:
/// content → `.frame` → `.clipped()` → `.background` → `.mask` → `.offset`.
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
    public var root: SceneNode

    public struct Animation: Codable, Equatable, Sendable {
        public var fps: Rational
        public var loop: Seconds
        public init(fps: Rational, loop: Seconds) { self.fps = fps; self.loop = loop }
    }

    public init(width: Double, height: Double, displayScale: Double, reference: Instant,
                animation: Animation? = nil, root: SceneNode) {
        self.width = width
        self.height = height
        self.displayScale = displayScale
        self.reference = reference
        self.animation = animation
        self.root = root
    }
}

/// One view and its modifiers.
public struct SceneNode: Codable, Equatable, Sendable {
    public var content: Content
    /// `.frame(width:height:)`; a nil side takes what the parent offers.
    public var frame: FrameSize?
    public var clipped: Bool
    public var background: SceneColor?
    public var mask: Box<SceneNode>?
    public var offset: Point?

    public indirect enum Content: Equatable, Sendable {
        /// Children drawn back to front, aligned in the stack's frame. `topLeading` alignment
        /// stands for a `GeometryReader`, whose children start at its top-left.
        case zStack(alignment: StackAlignment, children: [SceneNode])
        /// Fills the frame it is offered.
        case color(SceneColor)
        /// `Image(name).resizable()` scaled to fill or fit its frame.
        case image(name: String, contentMode: ImageContentMode)
        /// `Text` runs joined by `+`, one line, in one font.
        case text(TextContent)
    }

    public init(_ content: Content, frame: FrameSize? = nil, clipped: Bool = false,
                background: SceneColor? = nil, mask: SceneNode? = nil, offset: Point? = nil) {
        self.content = content
        self.frame = frame
        self.clipped = clipped
        self.background = background
        self.mask = mask.map(Box.init)
        self.offset = offset
    }

    /// Every node in this subtree, depth first, with its path (`root.children[3].mask`).
    public func walk(path: String = "root", _ visit: (SceneNode, String) throws -> Void) rethrows {
        try visit(self, path)
        if case .zStack(_, let children) = content {
            for (i, child) in children.enumerated() { try child.walk(path: "\(path).children[\(i)]", visit) }
        }
        try mask?.value.walk(path: "\(path).mask", visit)
    }
}

/// A reference wrapper so a node can hold its mask node by value.
public final class Box<Value: Equatable & Sendable & Codable>: Equatable, Sendable, Codable {
    public let value: Value
    public init(_ value: Value) { self.value = value }
    public static func == (l: Box, r: Box) -> Bool { l.value == r.value }
    public init(from decoder: Decoder) throws { value = try Value(from: decoder) }
    public func encode(to encoder: Encoder) throws { try value.encode(to: encoder) }
}

public enum StackAlignment: String, Codable, CaseIterable, Sendable { case center, topLeading }
public enum ImageContentMode: String, Codable, CaseIterable, Sendable { case fill, fit }
public enum TextAlignmentSetting: String, Codable, CaseIterable, Sendable { case leading, center, trailing }

public struct FrameSize: Codable, Equatable, Sendable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
}

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
    public var color: SceneColor

    public init(runs: [TextPiece], font: String = FontReference.builtInBlinkMask, size: Double,
                alignment: TextAlignmentSetting = .leading, color: SceneColor = .black) {
        self.runs = runs
        self.font = font
        self.size = size
        self.alignment = alignment
        self.color = color
    }
}

extension TextContent {
    /// Whether any run is a live timer, which sizes the text differently from a literal.
    public var containsTimer: Bool { runs.contains { if case .timer = $0 { true } else { false } } }
}

/// One run of a `Text` concatenation: a literal, or a live timer.
public enum TextPiece: Equatable, Sendable {
    case literal(String)
    case timer(TimerSpec)
}

/// `Text(date, style: .timer)`: the date relative to the scene's reference (or absolute), and
/// the group it belongs to, which jitter models can address (e.g. "masks").
public struct TimerSpec: Codable, Equatable, Sendable {
    public var date: InstantSpec
    public var group: String?
    public init(date: InstantSpec, group: String? = nil) { self.date = date; self.group = group }
}

public enum FontReference {
    public static let builtInBlinkMask = "builtin:BlinkMask"
}

/// A straight (not premultiplied) sRGB colour: `#RRGGBB`, `#RRGGBBAA`, `white`, `black`, `clear`.
public struct SceneColor: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) { self.r = r; self.g = g; self.b = b; self.a = a }

    public static let white = SceneColor(r: 255, g: 255, b: 255)
    public static let black = SceneColor(r: 0, g: 0, b: 0)
    public static let clear = SceneColor(r: 0, g: 0, b: 0, a: 0)

    public init?(parsing text: String) {
        switch text.lowercased() {
        case "white": self = .white; return
        case "black": self = .black; return
        case "clear", "none", "transparent": self = .clear; return
        default: break
        }
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9,
              let value = UInt32(text.dropFirst(), radix: 16) else { return nil }
        let v = text.count == 7 ? value << 8 | 0xFF : value
        self.init(r: UInt8(v >> 24), g: UInt8(v >> 16 & 0xFF), b: UInt8(v >> 8 & 0xFF), a: UInt8(v & 0xFF))
    }

    public var description: String {
        func hex(_ v: UInt8) -> String { let s = String(v, radix: 16, uppercase: true); return s.count == 1 ? "0" + s : s }
        return "#" + hex(r) + hex(g) + hex(b) + (a == 255 ? "" : hex(a))
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let color = SceneColor(parsing: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "'\(text)' is not a colour (use #RRGGBB, #RRGGBBAA, white, black or clear)"))
        }
        self = color
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}
