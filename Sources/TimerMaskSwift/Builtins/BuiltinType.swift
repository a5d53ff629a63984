/// The SwiftUI, Foundation and Core Graphics types a widget names: called (`Text(…)`,
/// `Color(red:green:blue:)`) or prefixing a static member (`Color.white`, `Font.custom`, `Date.now`).
enum BuiltinType: String, CaseIterable {
    // Views and shapes.
    case zStack = "ZStack", vStack = "VStack", hStack = "HStack", group = "Group", geometryReader = "GeometryReader"
    case forEach = "ForEach", spacer = "Spacer", emptyView = "EmptyView", text = "Text", image = "Image", color = "Color"
    case rectangle = "Rectangle", roundedRectangle = "RoundedRectangle", circle = "Circle", ellipse = "Ellipse", capsule = "Capsule"
    case path = "Path"
    // Values views are built from.
    case strokeStyle = "StrokeStyle", font = "Font", angle = "Angle", unitPoint = "UnitPoint", alignment = "Alignment"
    case uiImage = "UIImage"
    // Foundation and Core Graphics.
    case date = "Date", timeZone = "TimeZone", calendar = "Calendar", cgSize = "CGSize", cgPoint = "CGPoint", cgRect = "CGRect"
    case string = "String", int = "Int", double = "Double", cgFloat = "CGFloat", float = "Float", timeInterval = "TimeInterval"
    case array = "Array"
}
