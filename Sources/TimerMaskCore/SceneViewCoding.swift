// Scene-file coding of views: the `type` key, each view's own keys, and first-format files.

extension SceneNode {
    /// The tree a first-format file meant: its `topLeading` zstacks were GeometryReaders.
    func readAsFirstFormat() -> SceneNode {
        var node = self
        switch content {
        case .zStack(let alignment, let children):
            let upgraded = children.map { $0.readAsFirstFormat() }
            node.content = alignment == .topLeading ? .geometryReader(children: upgraded) : .zStack(alignment: alignment, children: upgraded)
        case .vStack(let a, let s, let children): node.content = .vStack(alignment: a, spacing: s, children: children.map { $0.readAsFirstFormat() })
        case .hStack(let a, let s, let children): node.content = .hStack(alignment: a, spacing: s, children: children.map { $0.readAsFirstFormat() })
        case .geometryReader(let children): node.content = .geometryReader(children: children.map { $0.readAsFirstFormat() })
        default: break
        }
        node.modifiers = modifiers.map { modifier in
            switch modifier {
            case .background(let v, let a): .background(v.readAsFirstFormat(), alignment: a)
            case .overlay(let v, let a): .overlay(v.readAsFirstFormat(), alignment: a)
            case .mask(let v, let a): .mask(v.readAsFirstFormat(), alignment: a)
            default: modifier
            }
        }
        return node
    }
}

extension SceneNode: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case type, alignment, spacing, children, minLength, color, image, contentMode
        case runs, font, size, textAlignment, textColor, expect
        case fill, stroke, cornerRadius, elements
        case modifiers
        // The first scene files' fixed chain: frame → clipped → background → mask → offset.
        case frame, clipped, background, mask, offset
    }

    /// The keys each view type takes besides `type` and the modifiers.
    static let contentKeys: [String: [CodingKeys]] = [
        "zstack": [.alignment, .children], "vstack": [.alignment, .spacing, .children],
        "hstack": [.alignment, .spacing, .children], "spacer": [.minLength], "geometryReader": [.children],
        "color": [.color], "image": [.image, .contentMode],
        "text": [.runs, .font, .size, .textAlignment, .textColor, .expect],
        "rectangle": [.fill, .stroke], "roundedRectangle": [.cornerRadius, .fill, .stroke],
        "circle": [.fill, .stroke], "ellipse": [.fill, .stroke], "capsule": [.fill, .stroke],
        "path": [.elements, .fill, .stroke],
    ]
    static let legacyModifierKeys: [CodingKeys] = [.frame, .clipped, .background, .mask, .offset]

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let type = try c.decode(String.self, forKey: .type)
        guard let own = Self.contentKeys[type] else {
            throw DecodingError.dataCorruptedError(forKey: .type, in: c,
                debugDescription: "'\(type)' is not a view type (\(Self.contentKeys.keys.sorted().joined(separator: ", ")))")
        }
        try decoder.rejectUnknownKeys(allowed: ([.type, .modifiers] + own + Self.legacyModifierKeys).map(\.stringValue),
                                      what: "a \(type) view")
        content = try Self.decodeView(type, c)
        let legacy = Self.legacyModifierKeys.filter { c.contains($0) }
        if c.contains(.modifiers) {
            if let first = legacy.first {
                throw DecodingError.dataCorruptedError(forKey: first, in: c,
                    debugDescription: "a view takes its modifiers either as \"modifiers\" (in order) or as the keys frame, clipped, background, mask, offset, not both")
            }
            modifiers = try c.decode([ModifierCoding].self, forKey: .modifiers).map(\.modifier)
        } else {
            let old = SceneNode(content,
                                frame: try c.decodeIfPresent(FrameSize.self, forKey: .frame),
                                clipped: try c.decodeIfPresent(Bool.self, forKey: .clipped) ?? false,
                                background: try c.decodeIfPresent(SceneColor.self, forKey: .background),
                                mask: try c.decodeIfPresent(SceneNode.self, forKey: .mask),
                                offset: try c.decodeIfPresent(Point.self, forKey: .offset))
            modifiers = old.modifiers
        }
    }

    static func decodeView(_ type: String, _ c: KeyedDecodingContainer<CodingKeys>) throws -> SceneView {
        func children() throws -> [SceneNode] { try c.decodeIfPresent([SceneNode].self, forKey: .children) ?? [] }
        func paint() throws -> ShapePaint {
            if c.contains(.fill), c.contains(.stroke) {
                throw DecodingError.dataCorruptedError(forKey: .stroke, in: c, debugDescription: "a shape takes \"fill\" or \"stroke\", not both")
            }
            if c.contains(.stroke) { return try c.decode(StrokeCoding.self, forKey: .stroke).paint }
            return .fill(try c.decodeIfPresent(SceneColorValue.self, forKey: .fill) ?? .system("primary"))
        }
        switch type {
        case "zstack":
            return .zStack(alignment: try c.decodeIfPresent(SceneAlignment.self, forKey: .alignment) ?? .center, children: try children())
        case "vstack":
            return .vStack(alignment: try c.decodeIfPresent(HorizontalEdgeAlignment.self, forKey: .alignment) ?? .center,
                           spacing: try c.numberIfPresent(.spacing, in: 0...SceneLimits.length), children: try children())
        case "hstack":
            return .hStack(alignment: try c.decodeIfPresent(VerticalEdgeAlignment.self, forKey: .alignment) ?? .center,
                           spacing: try c.numberIfPresent(.spacing, in: 0...SceneLimits.length), children: try children())
        case "spacer":
            return .spacer(minLength: try c.numberIfPresent(.minLength, in: 0...SceneLimits.length))
        case "geometryReader":
            return .geometryReader(children: try children())
        case "color":
            return .color(try c.decode(SceneColorValue.self, forKey: .color))
        case "image":
            return .image(name: try c.decode(String.self, forKey: .image),
                          contentMode: try c.decodeIfPresent(ImageContentMode.self, forKey: .contentMode) ?? .fill)
        case "text":
            return .text(TextContent(
                runs: try c.decode([TextPiece].self, forKey: .runs),
                font: try c.decodeIfPresent(String.self, forKey: .font) ?? FontReference.builtInBlinkMask,
                size: try c.number(.size, in: 0...SceneLimits.length, exclusiveLow: true),
                alignment: try c.decodeIfPresent(TextAlignmentSetting.self, forKey: .textAlignment) ?? .leading,
                color: try c.decodeIfPresent(SceneColorValue.self, forKey: .textColor) ?? .black,
                expected: try c.decodeIfPresent(TextExpectation.self, forKey: .expect)))
        case "roundedRectangle":
            return .shape(.roundedRectangle(cornerRadius: try c.length(.cornerRadius, nonNegative: true)), try paint())
        case "path":
            return .shape(.path(try c.decode([PathElementCoding].self, forKey: .elements).map(\.element)), try paint())
        default:
            let shapes: [String: SceneShape] = ["rectangle": .rectangle, "circle": .circle, "ellipse": .ellipse, "capsule": .capsule]
            return .shape(shapes[type]!, try paint())
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(content.typeName, forKey: .type)
        switch content {
        case .zStack(let alignment, let children):
            if alignment != .center { try c.encode(alignment, forKey: .alignment) }
            try c.encode(children, forKey: .children)
        case .vStack(let alignment, let spacing, let children):
            if alignment != .center { try c.encode(alignment, forKey: .alignment) }
            try c.encodeIfPresent(spacing, forKey: .spacing)
            try c.encode(children, forKey: .children)
        case .hStack(let alignment, let spacing, let children):
            if alignment != .center { try c.encode(alignment, forKey: .alignment) }
            try c.encodeIfPresent(spacing, forKey: .spacing)
            try c.encode(children, forKey: .children)
        case .spacer(let minLength):
            try c.encodeIfPresent(minLength, forKey: .minLength)
        case .geometryReader(let children):
            try c.encode(children, forKey: .children)
        case .color(let color):
            try c.encode(color, forKey: .color)
        case .image(let name, let mode):
            try c.encode(name, forKey: .image)
            try c.encode(mode, forKey: .contentMode)
        case .text(let text):
            try c.encode(text.runs, forKey: .runs)
            try c.encode(text.font, forKey: .font)
            try c.encode(text.size, forKey: .size)
            try c.encode(text.alignment, forKey: .textAlignment)
            if text.color != .black { try c.encode(text.color, forKey: .textColor) }
            try c.encodeIfPresent(text.expected, forKey: .expect)
        case .shape(let shape, let paint):
            if case .roundedRectangle(let r) = shape { try c.encode(r, forKey: .cornerRadius) }
            if case .path(let elements) = shape { try c.encode(elements.map(PathElementCoding.init), forKey: .elements) }
            switch paint {
            case .fill(let color): try c.encode(color, forKey: .fill)
            case .stroke: try c.encode(StrokeCoding(paint: paint), forKey: .stroke)
            }
        }
        if !modifiers.isEmpty { try c.encode(modifiers.map(ModifierCoding.init), forKey: .modifiers) }
    }
}
