import Foundation
import Testing
import TimerMaskCore
import TimerMaskSwift

/// Materials, drawn as the system background at an opacity (a stated stand-in).
struct MaterialTests {
    /// Materials are drawn as the system background at an opacity (not blurred), and
    /// `.background(_:in:)` fills the shape with its style.
    @Test func aMaterialIsTheSystemBackgroundAtItsOpacityAndABackgroundInAShapeFillsIt() throws {
        let root = try SwiftWidgetSource.parse("""
        struct V: View { var body: some View {
            VStack { Text("a").background(.ultraThinMaterial, in: Capsule()); Color.clear.overlay(.regularMaterial) }
        } }
        """).scene(FoundationDatesTests.options()).root
        guard case .vStack(_, _, let children) = root.content else { Issue.record("\(root)"); return }
        #expect(children[0].modifiers == [.background(SceneNode(.shape(.capsule, .fill(.systemOpacity("systemBackground", 0.3)))), alignment: .center)])
        #expect(children[1].modifiers == [.overlay(SceneNode(.color(.systemOpacity("systemBackground", 0.6))), alignment: .center)])
    }
}
