// Scene-file coding of views: the `type` key, each view's own keys, and first-format files.

extension SceneNode {
    /// The tree a first-format file meant: its `topLeading` zstacks were GeometryReaders.
    func readAsFirstFormat() -> SceneNode {
        var node = self
        node.content = content.mapChildren { $0.readAsFirstFormat() }
        if case .zStack(.topLeading, let children) = node.content { node.content = .geometryReader(children: children) }
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
        case type
        case modifiers
        // The first scene files' fixed chain: frame → clipped → background → mask → offset.
        case frame, clipped, background, mask, offset
    }

    static let legacyModifierKeys: [CodingKeys] = [.frame, .clipped, .background, .mask, .offset]

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let type = try c.decode(String.self, forKey: .type)
        guard let (kind, own) = SceneViewKindID.byTypeName[type] else {
            throw DecodingError.dataCorruptedError(forKey: .type, in: c,
                debugDescription: "'\(type)' is not a view type (\(SceneViewKindID.byTypeName.keys.sorted().joined(separator: ", ")))")
        }
        try decoder.rejectUnknownKeys(allowed: [CodingKeys.type, .modifiers].map(\.stringValue) + own
                                               + Self.legacyModifierKeys.map(\.stringValue),
                                      what: "a \(type) view")
        content = try kind.decode(type: type, from: decoder)
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

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(content.typeName, forKey: .type)
        try content.kind.encode(to: encoder)
        if !modifiers.isEmpty { try c.encode(modifiers.map(ModifierCoding.init), forKey: .modifiers) }
    }
}
