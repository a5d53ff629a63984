/// `HStack(alignment:spacing:)`: children leading to trailing, placed top, centre or bottom.
public typealias HStackView = AxisStackView<VerticalEdgeAlignment>

extension VerticalEdgeAlignment: StackAlignment {
    public static func guided(_ alignment: Self) -> AlignmentGuide.Alignment { .vertical(alignment) }
    public static let kindID = SceneViewKindID.hStack
    public static let axis = StackAxis.horizontal
    public static let typeName = "hstack"
    public static let swiftTypeName = "HStack"
    public static let swiftAlignmentTypeName = "VerticalAlignment"
    public static let support = [
        SupportEntry("`HStack(alignment:spacing:)`", .partial, "As `VStack`, along the other axis; no text baselines (`.firstTextBaseline`).",
                     pinnedBy: ["StackAndGroupRenderTests.anHStackSpacerPushesTheLastChildToTheEnd", "StackAndGroupRenderTests.stacksPutTheirDefaultEightPointsBetweenChildren"]),
    ]
    public static func view(alignment: Self, spacing: Double?, children: [SceneNode]) -> SceneView {
        .hStack(alignment: alignment, spacing: spacing, children: children)
    }
}
