import Foundation
import Testing
import TimerMaskCore
import TimerMaskSwift

/// `ContainerRelativeShape`: concentric with the widget's corners in a widget, a rectangle outside one.
struct WidgetChromeTests {
    static let widget = """
    struct Provider: TimelineProvider {}
    struct Shown: View { var body: some View { ContainerRelativeShape().fill(Color.blue).containerBackground(Color.red, for: .widget) } }
    struct W: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "w", provider: Provider()) { entry in Shown() }
        }
    }
    """

    func shape(_ source: String, _ options: SwiftWidgetOptions = ConstructTests.options) throws -> SceneView {
        let root = try SwiftWidgetSource.parse(source).scene(options).root
        if case .zStack(_, let children) = root.content, children.count == 2 { return children[1].content }
        return root.content
    }

    @Test func aContainerRelativeShapeIsConcentricWithTheWidgetsCorners() throws {
        // 22 pt corners less 16 pt margins.
        #expect(try shape(Self.widget) == .shape(.roundedRectangle(cornerRadius: SceneLength(6)), .fill(.system("blue"))))
        var options = ConstructTests.options
        options.widgetCornerRadius = 30
        options.contentMargins = 11
        #expect(try shape(Self.widget, options) == .shape(.roundedRectangle(cornerRadius: SceneLength(19)), .fill(.system("blue"))))
        // Margins disabled: the widget's own radius.
        let disabled = Self.widget.replacingOccurrences(of: "Shown() }", with: "Shown() }.contentMarginsDisabled()")
        #expect(try shape(disabled) == .shape(.roundedRectangle(cornerRadius: SceneLength(22)), .fill(.system("blue"))))
        // A view on its own has no container: a rectangle.
        let bare = try SwiftWidgetSource.parse("struct V: View { var body: some View { ContainerRelativeShape().fill(Color.blue) } }").scene(ConstructTests.options).root
        #expect(bare.content == .shape(.rectangle, .fill(.system("blue"))))
        // iOS 26's ConcentricRectangle is the same shape.
        let concentric = Self.widget.replacingOccurrences(of: "ContainerRelativeShape()", with: "ConcentricRectangle()")
        #expect(try shape(concentric) == .shape(.roundedRectangle(cornerRadius: SceneLength(6)), .fill(.system("blue"))))
    }
}
