import Foundation
import Testing
import TimerMaskCore
import TimerMaskSwift

/// `Button` in an interactive widget: drawn as its label.
struct ButtonTests {
    @Test func aButtonIsItsLabel() throws {
        let root = try SwiftWidgetSource.parse("""
        struct Toggle: AppIntent {}
        struct V: View { var body: some View { VStack { Button(intent: Toggle()) { Color.red }.buttonStyle(.plain); Button("Go", intent: Toggle()) } } }
        """).scene(FoundationDatesTests.options()).root
        guard case .vStack(_, _, let children) = root.content else { Issue.record("\(root)"); return }
        #expect(children[0] == SceneNode(.color(.system("red"))))
        guard case .text(let title) = children[1].content else { Issue.record("\(children[1])"); return }
        #expect(title.runs == [.literal("Go")])
    }
}
