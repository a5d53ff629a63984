/// `VStack(alignment:spacing:)`: children top to bottom, placed leading, centre or trailing.
public typealias VStackView = AxisStackView<HorizontalEdgeAlignment>

extension HorizontalEdgeAlignment: StackAlignment {
    public static func guided(_ alignment: Self) -> AlignmentGuide.Alignment { .horizontal(alignment) }
    public static let kindID = SceneViewKindID.vStack
    public static let axis = StackAxis.vertical
    public static let typeName = "vstack"
    public static let swiftTypeName = "VStack"
    public static let swiftAlignmentTypeName = "HorizontalAlignment"
    public static let support = [
        SupportEntry("`VStack(alignment:spacing:)`", .partial, "The stack layout offers the least flexible child first, as SwiftUI; `layoutPriority` and explicit alignment guides are read; spacing 8 when not given (SwiftUI varies it by content).",
                     pinnedBy: ["StackAndGroupRenderTests.aVStackWithSpacingCentresItsColumnAndAlignsItsChildren", "StackAndGroupRenderTests.stacksPutTheirDefaultEightPointsBetweenChildren"]),
    ]
    public static func view(alignment: Self, spacing: Double?, children: [SceneNode]) -> SceneView {
        .vStack(alignment: alignment, spacing: spacing, children: children)
    }
}
