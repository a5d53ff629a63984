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
/// plus the modifier's own options (`{"rotationEffect": "30deg", "anchor": "topLeading"}`).
struct ModifierCoding: Codable {
    let modifier: SceneModifier
    init(_ modifier: SceneModifier) { self.modifier = modifier }

    enum Keys: String, CodingKey, CaseIterable {
        case frame, padding, offset, rotationEffect, scaleEffect, opacity, clipped, clipShape
        case background, overlay, mask, clockHandRotationEffect
        case alignment, anchor, edges, timeZone
    }
    static let names: [Keys] = [.frame, .padding, .offset, .rotationEffect, .scaleEffect, .opacity, .clipped, .clipShape,
                                .background, .overlay, .mask, .clockHandRotationEffect]
    static let options: [Keys: [Keys]] = [
        .rotationEffect: [.anchor], .scaleEffect: [.anchor], .background: [.alignment], .overlay: [.alignment],
        .mask: [.alignment], .clockHandRotationEffect: [.timeZone, .anchor], .padding: [.edges],
    ]
    enum FrameKeys: String, CodingKey, CaseIterable { case width, height, minWidth, maxWidth, minHeight, maxHeight, alignment }
    enum OffsetKeys: String, CodingKey, CaseIterable { case x, y }

    init(from decoder: Decoder) throws {
        let any = try decoder.container(keyedBy: AnyCodingKey.self)
        let named = Self.names.filter { any.contains(AnyCodingKey(stringValue: $0.stringValue)) }
        guard named.count == 1, let name = named.first else {
            let keys = any.allKeys.map(\.stringValue).sorted()
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: named.isEmpty
                    ? "\(keys.first.map { "'\($0)' is not a modifier" } ?? "an empty modifier") (modifiers: \(Self.names.map(\.stringValue).joined(separator: ", ")))"
                    : "a modifier object holds one modifier; write \(named.map(\.stringValue).joined(separator: " and ")) as separate entries, in order"))
        }
        try decoder.rejectUnknownKeys(allowed: ([name] + (Self.options[name] ?? [])).map(\.stringValue), what: "a \(name.stringValue) modifier")
        let c = try decoder.container(keyedBy: Keys.self)
        func anchor() throws -> UnitPointValue {
            guard let text = try c.decodeIfPresent(String.self, forKey: .anchor) else { return .center }
            guard let point = UnitPointValue.named(text) else {
                throw DecodingError.dataCorruptedError(forKey: .anchor, in: c,
                    debugDescription: "'\(text)' is not an anchor (\(SceneAlignment.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return point
        }
        func alignment() throws -> SceneAlignment { try c.decodeIfPresent(SceneAlignment.self, forKey: .alignment) ?? .center }
        switch name {
        case .frame:
            let f = try c.strictNested(FrameKeys.self, forKey: .frame, what: "a frame")
            let flexible: [FrameKeys] = [.minWidth, .maxWidth, .minHeight, .maxHeight]
            let align = try f.decodeIfPresent(SceneAlignment.self, forKey: .alignment) ?? .center
            if flexible.contains(where: f.contains) {
                if f.contains(.width) || f.contains(.height) {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [Keys.frame],
                        debugDescription: "a frame takes width/height or minWidth/maxWidth/minHeight/maxHeight, not both (as SwiftUI's two .frame modifiers)"))
                }
                modifier = .flexibleFrame(FlexibleFrame(
                    minWidth: try f.lengthIfPresent(.minWidth, nonNegative: true, allowInfinity: false),
                    maxWidth: try f.lengthIfPresent(.maxWidth, nonNegative: true, allowInfinity: true),
                    minHeight: try f.lengthIfPresent(.minHeight, nonNegative: true, allowInfinity: false),
                    maxHeight: try f.lengthIfPresent(.maxHeight, nonNegative: true, allowInfinity: true),
                    alignment: align))
            } else {
                modifier = .frame(width: try f.lengthIfPresent(.width, nonNegative: true),
                                  height: try f.lengthIfPresent(.height, nonNegative: true), alignment: align)
            }
        case .padding:
            var edges = EdgeSet.all
            if let text = try c.decodeIfPresent(String.self, forKey: .edges) {
                guard let found = EdgeSet.names.first(where: { $0.0 == text }) else {
                    throw DecodingError.dataCorruptedError(forKey: .edges, in: c,
                        debugDescription: "'\(text)' is not a set of edges (\(EdgeSet.names.map(\.0).joined(separator: ", ")))")
                }
                edges = found.1
            }
            if (try? c.decode(Bool.self, forKey: .padding)) == true {
                modifier = .padding(edges: edges, length: nil)
            } else {
                modifier = .padding(edges: edges, length: try c.length(.padding, nonNegative: false))
            }
        case .offset:
            let o = try c.strictNested(OffsetKeys.self, forKey: .offset, what: "an offset")
            modifier = .offset(x: try o.lengthIfPresent(.x, nonNegative: false) ?? SceneLength(0),
                               y: try o.lengthIfPresent(.y, nonNegative: false) ?? SceneLength(0))
        case .rotationEffect:
            modifier = .rotation(degrees: try c.decode(AngleCoding.self, forKey: .rotationEffect).degrees, anchor: try anchor())
        case .scaleEffect:
            if let s = try? c.decode(Double.self, forKey: .scaleEffect) {
                try Self.checkScale(s, c, .scaleEffect)
                modifier = .scale(x: s, y: s, anchor: try anchor())
            } else if let text = try? c.decode(String.self, forKey: .scaleEffect) {
                throw DecodingError.dataCorruptedError(forKey: .scaleEffect, in: c,
                    debugDescription: "'\(text)' is not a scale (write a number such as 2, or {\"x\": 2, \"y\": 1})")
            } else {
                let o = try c.strictNested(OffsetKeys.self, forKey: .scaleEffect, what: "a scale")
                let x = try o.numberIfPresent(.x, in: -SceneLimits.scaleFactor...SceneLimits.scaleFactor) ?? 1
                let y = try o.numberIfPresent(.y, in: -SceneLimits.scaleFactor...SceneLimits.scaleFactor) ?? 1
                modifier = .scale(x: x, y: y, anchor: try anchor())
            }
        case .opacity:
            modifier = .opacity(try c.number(.opacity, in: 0...1))
        case .clipped:
            guard try c.decode(Bool.self, forKey: .clipped) else {
                throw DecodingError.dataCorruptedError(forKey: .clipped, in: c, debugDescription: "write \"clipped\": true, or leave the modifier out")
            }
            modifier = .clipped
        case .clipShape:
            let node = try c.decode(SceneNode.self, forKey: .clipShape)
            guard case .shape(let shape, _) = node.content, node.modifiers.isEmpty else {
                throw DecodingError.dataCorruptedError(forKey: .clipShape, in: c,
                    debugDescription: "a clipShape is a shape (rectangle, roundedRectangle, circle, ellipse, capsule or path) with no modifiers")
            }
            modifier = .clipShape(shape)
        case .background:
            if let color = try? c.decode(SceneColorValue.self, forKey: .background) {
                modifier = .background(SceneNode(.color(color)), alignment: try alignment())
            } else {
                modifier = .background(try c.decode(SceneNode.self, forKey: .background), alignment: try alignment())
            }
        case .overlay:
            modifier = .overlay(try c.decode(SceneNode.self, forKey: .overlay), alignment: try alignment())
        case .mask:
            modifier = .mask(try c.decode(SceneNode.self, forKey: .mask), alignment: try alignment())
        case .clockHandRotationEffect:
            modifier = .clockHandRotation(ClockHandRotation(period: try Self.period(c), timeZone: try c.decodeIfPresent(TimeZoneSpec.self, forKey: .timeZone),
                                                            anchor: try anchor()))
        default:
            preconditionFailure("not a modifier name")
        }
    }

    static func checkScale(_ s: Double, _ c: KeyedDecodingContainer<Keys>, _ key: Keys) throws {
        guard s.isFinite, abs(s) <= SceneLimits.scaleFactor else {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "a scale factor must be within ±\(Int(SceneLimits.scaleFactor))")
        }
    }

    /// `"secondHand"`, `"minuteHand"`, `"hourHand"`, or a duration (`"2s"`, `"-30s"`, `2`).
    static func period(_ c: KeyedDecodingContainer<Keys>) throws -> Seconds {
        let key = Keys.clockHandRotationEffect
        let period: Seconds
        if let text = try? c.decode(String.self, forKey: key), let named = ClockHandRotation.namedPeriods[text] {
            period = named
        } else {
            period = try c.decode(Rational.self, forKey: key)
        }
        let magnitude = period < .zero ? .zero - period : period
        guard magnitude >= SceneLimits.shortestPeriod, magnitude <= SceneLimits.longestPeriod,
              period.denominator <= 1_000_000_000 else {
            throw DecodingError.dataCorruptedError(forKey: key, in: c,
                debugDescription: "a clock-hand period must be 1 ms to 10000000 s either way, in steps of 1 ns (\(period) s is not)")
        }
        return period
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        func encodeAnchor(_ a: UnitPointValue) throws {
            guard a != .center else { return }
            if let name = SceneAlignment.allCases.first(where: { $0.fraction == (a.x, a.y) }) { try c.encode(name.rawValue, forKey: .anchor) }
        }
        func encodeAlignment(_ a: SceneAlignment) throws { if a != .center { try c.encode(a, forKey: .alignment) } }
        switch modifier {
        case .frame(let w, let h, let alignment):
            var f = c.nestedContainer(keyedBy: FrameKeys.self, forKey: .frame)
            try f.encodeIfPresent(w, forKey: .width)
            try f.encodeIfPresent(h, forKey: .height)
            if alignment != .center { try f.encode(alignment, forKey: .alignment) }
        case .flexibleFrame(let frame):
            var f = c.nestedContainer(keyedBy: FrameKeys.self, forKey: .frame)
            try f.encodeIfPresent(frame.minWidth, forKey: .minWidth)
            try f.encodeIfPresent(frame.maxWidth, forKey: .maxWidth)
            try f.encodeIfPresent(frame.minHeight, forKey: .minHeight)
            try f.encodeIfPresent(frame.maxHeight, forKey: .maxHeight)
            if frame.alignment != .center { try f.encode(frame.alignment, forKey: .alignment) }
        case .padding(let edges, let length):
            if let length { try c.encode(length, forKey: .padding) } else { try c.encode(true, forKey: .padding) }
            if edges != .all, let name = EdgeSet.names.first(where: { $0.1 == edges })?.0 { try c.encode(name, forKey: .edges) }
        case .offset(let x, let y):
            var o = c.nestedContainer(keyedBy: OffsetKeys.self, forKey: .offset)
            try o.encode(x, forKey: .x)
            try o.encode(y, forKey: .y)
        case .rotation(let degrees, let anchor):
            try c.encode(AngleCoding(degrees), forKey: .rotationEffect)
            try encodeAnchor(anchor)
        case .scale(let x, let y, let anchor):
            if x == y { try c.encode(x, forKey: .scaleEffect) } else {
                var o = c.nestedContainer(keyedBy: OffsetKeys.self, forKey: .scaleEffect)
                try o.encode(x, forKey: .x)
                try o.encode(y, forKey: .y)
            }
            try encodeAnchor(anchor)
        case .opacity(let o): try c.encode(o, forKey: .opacity)
        case .clipped: try c.encode(true, forKey: .clipped)
        case .clipShape(let shape): try c.encode(SceneNode(.shape(shape, .fill(.black))), forKey: .clipShape)
        case .background(let view, let alignment):
            try c.encode(view, forKey: .background)
            try encodeAlignment(alignment)
        case .overlay(let view, let alignment):
            try c.encode(view, forKey: .overlay)
            try encodeAlignment(alignment)
        case .mask(let view, let alignment):
            try c.encode(view, forKey: .mask)
            try encodeAlignment(alignment)
        case .clockHandRotation(let effect):
            try c.encode(effect.period, forKey: .clockHandRotationEffect)
            try c.encodeIfPresent(effect.timeZone, forKey: .timeZone)
            try encodeAnchor(effect.anchor)
        }
    }
}
