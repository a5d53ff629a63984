// Scene-file coding of modifiers, and of the frame sizes and offsets they take.

extension FrameSize {
    enum Keys: String, CodingKey, CaseIterable { case width, height }

    public init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(Keys.self, what: "a frame")
        self.init(width: try c.numberIfPresent(.width, in: 0...SceneLimits.length),
                  height: try c.numberIfPresent(.height, in: 0...SceneLimits.length))
    }
}

extension Point {
    enum Keys: String, CodingKey, CaseIterable { case x, y }

    public init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(Keys.self, what: "an offset")
        self.init(x: try c.number(.x, in: -SceneLimits.length...SceneLimits.length),
                  y: try c.number(.y, in: -SceneLimits.length...SceneLimits.length))
    }
}

/// One modifier as a scene file writes it: an object with the modifier's name as its key,
/// plus the modifier's own options (`{"rotationEffect": "30deg", "anchor": "topLeading"}`),
/// read and written by its kind (`Modifiers/`).
struct ModifierCoding: Codable {
    let modifier: SceneModifier
    init(_ modifier: SceneModifier) { self.modifier = modifier }

    init(from decoder: Decoder) throws {
        let any = try decoder.container(keyedBy: AnyCodingKey.self)
        let kinds = SceneModifierKindID.byName
        let named = kinds.filter { any.contains(AnyCodingKey(stringValue: $0.name)) }
        guard named.count == 1, let (name, kind, options) = named.first else {
            let keys = any.allKeys.map(\.stringValue).sorted()
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: named.isEmpty
                    ? "\(keys.first.map { "'\($0)' is not a modifier" } ?? "an empty modifier") (modifiers: \(kinds.map(\.name).joined(separator: ", ")))"
                    : "a modifier object holds one modifier; write \(named.map(\.name).joined(separator: " and ")) as separate entries, in order"))
        }
        try decoder.rejectUnknownKeys(allowed: [name] + options, what: "a \(name) modifier")
        modifier = try kind.decode(name: name, from: decoder)
    }

    func encode(to encoder: Encoder) throws {
        try modifier.kind.encode(to: encoder)
    }
}

extension KeyedDecodingContainer {
    /// A named `UnitPoint` (`topLeading`…), the centre when absent.
    func anchor(_ key: Key) throws -> UnitPointValue {
        guard let text = try decodeIfPresent(String.self, forKey: key) else { return .center }
        guard let point = UnitPointValue.named(text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self,
                debugDescription: "'\(text)' is not an anchor (\(SceneAlignment.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return point
    }

    /// An alignment, the centre when absent.
    func alignment(_ key: Key) throws -> SceneAlignment { try decodeIfPresent(SceneAlignment.self, forKey: key) ?? .center }
}

extension KeyedEncodingContainer {
    /// A named anchor, left out when it is the centre.
    mutating func encodeAnchor(_ a: UnitPointValue, forKey key: Key) throws {
        guard a != .center else { return }
        if let name = SceneAlignment.allCases.first(where: { $0.fraction == (a.x, a.y) }) { try encode(name.rawValue, forKey: key) }
    }

    /// An alignment, left out when it is the centre.
    mutating func encodeAlignment(_ a: SceneAlignment, forKey key: Key) throws {
        if a != .center { try encode(a, forKey: key) }
    }
}
