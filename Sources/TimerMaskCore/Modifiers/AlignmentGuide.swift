/// `.alignmentGuide(_:computeValue:)`: where the view's guide for one alignment lies, read by the
/// stack around it. A stack aligned to that alignment places each child so that the children's
/// guides fall on one line, and is as wide (or tall) as the children so placed (Apple's
/// `alignmentGuide(_:computeValue:)`: "the value … the parent uses to align the view"). The
/// guide is `width × w + height × h + constant` of the view's size, which is what closures over
/// `ViewDimensions` (`d[.trailing]`, `d.width / 2`, `d[.top] - 10`) compute; it is measured on
/// the view with all its modifiers. It changes nothing else about the view.
public struct AlignmentGuideModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.alignmentGuide
    public var guide: AlignmentGuide

    public static let sceneNames = [(name: "alignmentGuide", options: ["width", "height", "constant"])]
    enum Keys: String, CodingKey, CaseIterable { case alignmentGuide, width, height, constant }

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        let limit = SceneLimits.length
        return .alignmentGuide(AlignmentGuide(
            alignment: try c.decode(AlignmentGuide.Alignment.self, forKey: .alignmentGuide),
            width: try c.numberIfPresent(.width, in: -limit...limit) ?? 0,
            height: try c.numberIfPresent(.height, in: -limit...limit) ?? 0,
            offset: try c.numberIfPresent(.constant, in: -limit...limit) ?? 0))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(guide.alignment, forKey: .alignmentGuide)
        if guide.width != 0 { try c.encode(guide.width, forKey: .width) }
        if guide.height != 0 { try c.encode(guide.height, forKey: .height) }
        if guide.offset != 0 { try c.encode(guide.offset, forKey: .constant) }
    }

    public var modifier: SceneModifier { .alignmentGuide(guide) }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        try canvas.drawContent(in: rect)
    }
}

/// One alignment guide: which alignment, and its value as a linear function of the view's size.
public struct AlignmentGuide: Hashable, Sendable {
    /// The alignments a stack reads (a first or last text baseline is laid out as the bottom).
    public enum Alignment: String, Codable, CaseIterable, Sendable, SceneWord {
        case leading, horizontalCenter, trailing, top, verticalCenter, bottom

        public var isHorizontal: Bool { self == .leading || self == .horizontalCenter || self == .trailing }

        /// The alignment a VStack (horizontal) or HStack (vertical) of `fraction` aligns by.
        public static func horizontal(_ a: HorizontalEdgeAlignment) -> Alignment {
            switch a { case .leading: .leading; case .center: .horizontalCenter; case .trailing: .trailing }
        }
        public static func vertical(_ a: VerticalEdgeAlignment) -> Alignment {
            switch a { case .top: .top; case .center: .verticalCenter; case .bottom: .bottom }
        }
    }

    public var alignment: Alignment
    public var width: Double
    public var height: Double
    public var offset: Double

    public init(alignment: Alignment, width: Double = 0, height: Double = 0, offset: Double = 0) {
        self.alignment = alignment; self.width = width; self.height = height; self.offset = offset
    }

    public func value(in size: ViewSize) -> Double { size.width * width + size.height * height + offset }
}

extension SceneNode {
    /// The explicit guide this view gives `alignment` (the outermost given), if any.
    public func alignmentGuide(_ alignment: AlignmentGuide.Alignment) -> AlignmentGuide? {
        for modifier in modifiers.reversed() { if case .alignmentGuide(let g) = modifier, g.alignment == alignment { return g } }
        return nil
    }
}

/// Children aligned by their guides: where each goes across the stack, and how thick the
/// stack is (SwiftUI's rule: guides on one line; the stack spans the children so placed).
public enum GuidedAlignment {
    /// Each child's position across the stack (from its leading or top edge) and the span, for
    /// children of `lengths` across whose guides are `guides`.
    public static func place(lengths: [Double], guides: [Double]) -> (positions: [Double], span: Double) {
        guard !lengths.isEmpty else { return ([], 0) }
        let starts = guides.map { -$0 }
        let low = starts.min()!
        let high = zip(starts, lengths).map { $0 + $1 }.max()!
        return (starts.map { $0 - low }, high - low)
    }

    /// The guides of `children` of `sizes` for `alignment` (default: its fraction of the length
    /// across), or nil when no child gives an explicit one (the stack then places by fraction).
    public static func guides(_ children: [SceneNode], sizes: [ViewSize], alignment: AlignmentGuide.Alignment, fraction: Double) -> [Double]? {
        guard children.contains(where: { $0.alignmentGuide(alignment) != nil }) else { return nil }
        return zip(children, sizes).map { child, size in
            child.alignmentGuide(alignment)?.value(in: size) ?? (alignment.isHorizontal ? size.width : size.height) * fraction
        }
    }
}

extension AlignmentGuideModifier {
    public static let support = [
        SupportEntry("`.alignmentGuide(_:computeValue:)`", .partial,
                     "Read by `VStack`, `HStack` and `ZStack` aligned to that alignment: the children's guides on one line, the stack as wide or tall as the children so placed. The value must be a linear function of the view's width and height (`d[.trailing]`, `d.width / 2`, a constant); it is measured on the view with all its modifiers. Frames, overlays and backgrounds align by their default guides; custom alignment IDs are refused.",
                     pinnedBy: ["OneLayoutTests.aVStacksLeadingGuidesFallOnOneLineAndWidenTheStack", "OneLayoutTests.hStackAndZStackGuidesMoveAChildAcrossAndGrowTheStack",
                               "OneLayoutTests.aGuideThatIsNotLinearInTheSizeOrACustomAlignmentIsRefusedAtItsPlace"]),
    ]
}
