/// `.frame(width:height:alignment:)`: a given side is that long whatever the content chooses;
/// a nil side takes what the parent offers, and the content is placed by the alignment.
public struct FrameModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.frame
    public var width: SceneLength?
    public var height: SceneLength?
    public var alignment: SceneAlignment

    public static let sceneNames = [(name: "frame", options: [String]())]
    enum Keys: String, CodingKey, CaseIterable { case frame }
    enum FrameKeys: String, CodingKey, CaseIterable { case width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment }

    /// A `frame` object: the fixed frame, or the flexible one when it states a minimum or maximum.
    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        let f = try c.strictNested(FrameKeys.self, forKey: .frame, what: "a frame")
        let flexible: [FrameKeys] = [.minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight]
        let align = try f.decodeIfPresent(SceneAlignment.self, forKey: .alignment) ?? .center
        guard flexible.contains(where: f.contains) else {
            return .frame(width: try f.lengthIfPresent(.width, nonNegative: true),
                          height: try f.lengthIfPresent(.height, nonNegative: true), alignment: align)
        }
        if f.contains(.width) || f.contains(.height) {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [Keys.frame],
                debugDescription: "a frame takes width/height or minWidth/idealWidth/maxWidth/minHeight/idealHeight/maxHeight, not both (as SwiftUI's two .frame modifiers)"))
        }
        return .flexibleFrame(FlexibleFrame(
            minWidth: try f.lengthIfPresent(.minWidth, nonNegative: true, allowInfinity: false),
            maxWidth: try f.lengthIfPresent(.maxWidth, nonNegative: true, allowInfinity: true),
            minHeight: try f.lengthIfPresent(.minHeight, nonNegative: true, allowInfinity: false),
            maxHeight: try f.lengthIfPresent(.maxHeight, nonNegative: true, allowInfinity: true),
            idealWidth: try f.lengthIfPresent(.idealWidth, nonNegative: true, allowInfinity: false),
            idealHeight: try f.lengthIfPresent(.idealHeight, nonNegative: true, allowInfinity: false),
            alignment: align))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        var f = c.nestedContainer(keyedBy: FrameKeys.self, forKey: .frame)
        try f.encodeIfPresent(width, forKey: .width)
        try f.encodeIfPresent(height, forKey: .height)
        try f.encodeAlignment(alignment, forKey: .alignment)
    }

    public var modifier: SceneModifier { .frame(width: width, height: height, alignment: alignment) }

    public func size(_ proposal: ProposedViewSize, _ layout: some ModifierSizing) throws -> ViewSize {
        let width = try self.width.map { try layout.length($0) }
        let height = try self.height.map { try layout.length($0) }
        if let width, let height { return ViewSize(width: width, height: height) }
        let child = try layout.contentSize(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return ViewSize(width: width ?? child.width, height: height ?? child.height)
    }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        let width = try self.width.map { try canvas.length($0) }
        let height = try self.height.map { try canvas.length($0) }
        let child = try canvas.contentSize(ProposedViewSize(width: width ?? rect.width, height: height ?? rect.height))
        try canvas.drawContent(in: rect.place(child, alignment: alignment))
    }
}

/// `.frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`. A maximum of `nil` is unset;
/// `Double.infinity` is SwiftUI's `.infinity`.
public struct FlexibleFrame: Equatable, Sendable {
    public var minWidth: SceneLength?
    public var maxWidth: SceneLength?
    public var minHeight: SceneLength?
    public var maxHeight: SceneLength?
    /// `idealWidth`/`idealHeight`: the size along an axis the frame is not offered (a
    /// `fixedSize()` asks for it), given to the content as its offer there.
    public var idealWidth: SceneLength?
    public var idealHeight: SceneLength?
    public var alignment: SceneAlignment

    public init(minWidth: SceneLength? = nil, maxWidth: SceneLength? = nil, minHeight: SceneLength? = nil,
                maxHeight: SceneLength? = nil, idealWidth: SceneLength? = nil, idealHeight: SceneLength? = nil,
                alignment: SceneAlignment = .center) {
        self.idealWidth = idealWidth
        self.idealHeight = idealHeight
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// `.frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`, written as a `frame` in scene files.
public struct FlexibleFrameModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.flexibleFrame
    public var frame: FlexibleFrame

    public static let sceneNames: [(name: String, options: [String])] = []
    /// Its rows are the `frame`'s.
    public static let support: [SupportEntry] = []
    typealias Keys = FrameModifier.Keys

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        try FrameModifier.decode(name: name, from: decoder)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        var f = c.nestedContainer(keyedBy: FrameModifier.FrameKeys.self, forKey: .frame)
        try f.encodeIfPresent(frame.minWidth, forKey: .minWidth)
        try f.encodeIfPresent(frame.maxWidth, forKey: .maxWidth)
        try f.encodeIfPresent(frame.minHeight, forKey: .minHeight)
        try f.encodeIfPresent(frame.maxHeight, forKey: .maxHeight)
        try f.encodeIfPresent(frame.idealWidth, forKey: .idealWidth)
        try f.encodeIfPresent(frame.idealHeight, forKey: .idealHeight)
        try f.encodeAlignment(frame.alignment, forKey: .alignment)
    }

    public var modifier: SceneModifier { .flexibleFrame(frame) }

    struct Bounds { var minW, maxW, minH, maxH, idealW, idealH: Double? }

    func bounds(_ layout: some ModifierSizing) throws -> Bounds {
        func v(_ l: SceneLength?) throws -> Double? { try l.map { try layout.length($0, allowInfinity: true) } }
        return Bounds(minW: try v(frame.minWidth), maxW: try v(frame.maxWidth), minH: try v(frame.minHeight), maxH: try v(frame.maxHeight),
                      idealW: try v(frame.idealWidth), idealH: try v(frame.idealHeight))
    }

    /// An axis left unspecified takes the frame's ideal length, where it has one.
    func withIdeals(_ b: Bounds, _ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width ?? b.idealW, height: p.height ?? b.idealH)
    }

    /// What a flexible frame offers its content: the proposal held within the frame's bounds.
    func offer(_ b: Bounds, _ p: ProposedViewSize) -> ProposedViewSize {
        func clamp(_ v: Double?, _ lo: Double?, _ hi: Double?) -> Double? {
            guard var v else { return nil }
            if let hi { v = min(v, hi) }
            if let lo { v = max(v, lo) }
            return v
        }
        return ProposedViewSize(width: clamp(p.width, b.minW, b.maxW), height: clamp(p.height, b.minH, b.maxH))
    }

    /// SwiftUI's flexible frame: with a maximum it grows to the proposal (up to the maximum),
    /// with a minimum it shrinks to the proposal (down to the minimum), else it hugs the content.
    public func size(_ proposal: ProposedViewSize, _ layout: some ModifierSizing) throws -> ViewSize {
        let b = try bounds(layout)
        let proposal = withIdeals(b, proposal)
        let child = try layout.contentSize(offer(b, proposal))
        func axis(_ c: Double, _ proposed: Double?, _ lo: Double?, _ hi: Double?) -> Double {
            let offered = proposed ?? c
            var r = c
            if let lo { r = max(lo, min(r, offered)) }
            if let hi { r = min(hi, max(r, offered)) }
            return r
        }
        return ViewSize(width: axis(child.width, proposal.width, b.minW, b.maxW), height: axis(child.height, proposal.height, b.minH, b.maxH))
    }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        let child = try canvas.contentSize(offer(try bounds(canvas), ProposedViewSize(rect.size)))
        try canvas.drawContent(in: rect.place(child, alignment: frame.alignment))
    }
}

extension FrameModifier {
    public static let support = [
        SupportEntry("`.frame(width:height:alignment:)`", .full, "",
                     pinnedBy: ["ModifierOrderTests.frameThenPaddingGrowsTheBackground", "ModifierOrderTests.paddingThenFrameShrinksTheContent"]),
        SupportEntry("`.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`", .full, "An ideal length is the frame's offer along an axis it is not offered (what `fixedSize()` asks).",
                     pinnedBy: ["OverlayAndFlexibleFrameTests.anIdealWidthIsTheSizeAFixedSizeAsksFor"]),
        SupportEntry("`.frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`", .full, "",
                     pinnedBy: ["OverlayAndFlexibleFrameTests.aFlexibleFrameHoldsItsChildWithinItsBoundsAndPlacesItByItsAlignment", "SceneValidationTests.badInputIsOneSentenceAtItsPath"]),
    ]
}
