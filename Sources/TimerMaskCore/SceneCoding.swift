// The scene file format (JSON). Times are strings so they stay exact: instants as ISO-8601
// or seconds relative to the reference ("7/15"), rates as rationals ("15").

// Every object refuses keys it does not know, so a typo ("color" for "textColor") is an error
// naming its place instead of a setting silently left at its default.

extension WidgetScene {
    enum Keys: String, CodingKey, CaseIterable { case width, height, displayScale, reference, animation, root }

    public init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(Keys.self, what: "a scene")
        self.init(width: try c.decode(Double.self, forKey: .width), height: try c.decode(Double.self, forKey: .height),
                  displayScale: try c.decode(Double.self, forKey: .displayScale),
                  reference: try c.decode(Instant.self, forKey: .reference),
                  animation: try c.decodeIfPresent(Animation.self, forKey: .animation),
                  root: try c.decode(SceneNode.self, forKey: .root))
    }
}

extension WidgetScene.Animation {
    enum Keys: String, CodingKey, CaseIterable { case fps, loop }

    public init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(Keys.self, what: "an animation")
        self.init(fps: try c.decode(Rational.self, forKey: .fps), loop: try c.decode(Seconds.self, forKey: .loop))
    }
}

extension FrameSize {
    enum Keys: String, CodingKey, CaseIterable { case width, height }

    public init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(Keys.self, what: "a frame")
        self.init(width: try c.decodeIfPresent(Double.self, forKey: .width),
                  height: try c.decodeIfPresent(Double.self, forKey: .height))
    }
}

extension Point {
    enum Keys: String, CodingKey, CaseIterable { case x, y }

    public init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(Keys.self, what: "an offset")
        self.init(x: try c.decode(Double.self, forKey: .x), y: try c.decode(Double.self, forKey: .y))
    }
}

extension TimerSpec {
    enum Keys: String, CodingKey, CaseIterable { case date, group }

    public init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(Keys.self, what: "a timer")
        self.init(date: try c.decode(InstantSpec.self, forKey: .date), group: try c.decodeIfPresent(String.self, forKey: .group))
    }
}

extension SceneNode {
    enum CodingKeys: String, CodingKey {
        case type, alignment, children, color, image, contentMode, runs, font, size, textAlignment, textColor
        case frame, clipped, background, mask, offset
    }

    /// The keys each view type takes besides `type` and the modifiers.
    static let contentKeys: [String: [CodingKeys]] = [
        "zstack": [.alignment, .children], "color": [.color], "image": [.image, .contentMode],
        "text": [.runs, .font, .size, .textAlignment, .textColor],
    ]
    static let modifierKeys: [CodingKeys] = [.frame, .clipped, .background, .mask, .offset]

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let type = try c.decode(String.self, forKey: .type)
        if let own = Self.contentKeys[type] {
            try decoder.rejectUnknownKeys(allowed: ([.type] + own + Self.modifierKeys).map(\.stringValue), what: "a \(type) view")
        }
        switch type {
        case "zstack":
            content = .zStack(alignment: try c.decodeIfPresent(StackAlignment.self, forKey: .alignment) ?? .center,
                              children: try c.decodeIfPresent([SceneNode].self, forKey: .children) ?? [])
        case "color":
            content = .color(try c.decode(SceneColor.self, forKey: .color))
        case "image":
            content = .image(name: try c.decode(String.self, forKey: .image),
                             contentMode: try c.decodeIfPresent(ImageContentMode.self, forKey: .contentMode) ?? .fill)
        case "text":
            content = .text(TextContent(
                runs: try c.decode([TextPiece].self, forKey: .runs),
                font: try c.decodeIfPresent(String.self, forKey: .font) ?? FontReference.builtInBlinkMask,
                size: try c.decode(Double.self, forKey: .size),
                alignment: try c.decodeIfPresent(TextAlignmentSetting.self, forKey: .textAlignment) ?? .leading,
                color: try c.decodeIfPresent(SceneColor.self, forKey: .textColor) ?? .black))
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: c,
                debugDescription: "'\(type)' is not a view type (zstack, color, image or text)")
        }
        frame = try c.decodeIfPresent(FrameSize.self, forKey: .frame)
        clipped = try c.decodeIfPresent(Bool.self, forKey: .clipped) ?? false
        background = try c.decodeIfPresent(SceneColor.self, forKey: .background)
        mask = try c.decodeIfPresent(SceneNode.self, forKey: .mask).map(Box.init)
        offset = try c.decodeIfPresent(Point.self, forKey: .offset)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch content {
        case .zStack(let alignment, let children):
            try c.encode("zstack", forKey: .type)
            if alignment != .center { try c.encode(alignment, forKey: .alignment) }
            try c.encode(children, forKey: .children)
        case .color(let color):
            try c.encode("color", forKey: .type)
            try c.encode(color, forKey: .color)
        case .image(let name, let mode):
            try c.encode("image", forKey: .type)
            try c.encode(name, forKey: .image)
            try c.encode(mode, forKey: .contentMode)
        case .text(let text):
            try c.encode("text", forKey: .type)
            try c.encode(text.runs, forKey: .runs)
            try c.encode(text.font, forKey: .font)
            try c.encode(text.size, forKey: .size)
            try c.encode(text.alignment, forKey: .textAlignment)
            if text.color != .black { try c.encode(text.color, forKey: .textColor) }
        }
        try c.encodeIfPresent(frame, forKey: .frame)
        if clipped { try c.encode(true, forKey: .clipped) }
        try c.encodeIfPresent(background, forKey: .background)
        try c.encodeIfPresent(mask?.value, forKey: .mask)
        try c.encodeIfPresent(offset, forKey: .offset)
    }
}

extension TextPiece: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case text, timer }

    public init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(CodingKeys.self, what: "a text run")
        if let text = try c.decodeIfPresent(String.self, forKey: .text) {
            self = .literal(text)
        } else if let timer = try c.decodeIfPresent(TimerSpec.self, forKey: .timer) {
            self = .timer(timer)
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "a text run needs \"text\" (a literal) or \"timer\" (a live timer)"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .literal(let text): try c.encode(text, forKey: .text)
        case .timer(let timer): try c.encode(timer, forKey: .timer)
        }
    }
}

extension InstantSpec: Codable {
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { self = try TimeParser.instant(text) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(error)"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .absolute(let instant): try c.encode(instant.iso8601)
        case .relative(let offset): try c.encode(offset.description)
        }
    }
}

extension Instant: Codable {
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard case .absolute(let instant) = try? TimeParser.instant(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "'\(text)' is not an ISO-8601 date-time with a zone"))
        }
        self = instant
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(iso8601)
    }
}

extension Rational: Codable {
    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let whole = try? c.decode(Int.self) { self.init(whole); return }
        let text = try c.decode(String.self)
        do { self = try TimeParser.duration(text) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(error)"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}

/// Any key of a JSON object, to see the ones a type's own coding keys would skip.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension Decoder {
    /// Throws at this object's JSON path when it holds a key outside `allowed`.
    func rejectUnknownKeys(allowed: [String], what: String) throws {
        let keys = try container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue)
        guard let unknown = keys.sorted().first(where: { !allowed.contains($0) }) else { return }
        throw DecodingError.dataCorrupted(.init(codingPath: codingPath,
            debugDescription: "unknown key '\(unknown)' (\(what) takes \(allowed.sorted().joined(separator: ", ")))"))
    }

    /// A keyed container that has first refused any key outside `Keys`.
    func strictContainer<Keys: CodingKey & CaseIterable>(_ keys: Keys.Type, what: String) throws -> KeyedDecodingContainer<Keys> {
        try rejectUnknownKeys(allowed: Keys.allCases.map(\.stringValue), what: what)
        return try container(keyedBy: keys)
    }
}
