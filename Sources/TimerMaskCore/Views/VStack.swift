/// `VStack(alignment:spacing:)`: children top to bottom, placed leading, centre or trailing.
public typealias VStackView = AxisStackView<HorizontalEdgeAlignment>

extension HorizontalEdgeAlignment: StackAlignment {
    public static let axis = StackAxis.vertical
    public static let typeName = "vstack"
    public static func view(alignment: Self, spacing: Double?, children: [SceneNode]) -> SceneView {
        .vStack(alignment: alignment, spacing: spacing, children: children)
    }
}
