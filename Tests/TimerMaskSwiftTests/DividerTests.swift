import Foundation
import Testing
import TimerMaskCore
import TimerMaskSwift

/// `Divider()`: a one-pixel line of UIKit's separator colour across the stack it is in.
struct DividerTests {
    func root(_ body: String) throws -> SceneNode {
        try SwiftWidgetSource.parse("struct V: View {\n    var body: some View {\n        \(body)\n    }\n}").scene(ConstructTests.options).root
    }

    @Test func aDividerRunsAcrossItsStack() throws {
        // ConstructTests.options draws at 1x: a pixel is 1 pt.
        let line = SceneNode(.color(.system("separator")), [.frame(width: nil, height: SceneLength(1), alignment: .center)])
        #expect(try root("VStack { Color.red; Divider(); Color.blue }").content.children[1] == line)
        let upright = SceneNode(.color(.system("separator")), [.frame(width: SceneLength(1), height: nil, alignment: .center)])
        #expect(try root("HStack { Color.red; Divider(); Color.blue }").content.children[1] == upright)
        // Outside a stack it is horizontal; a VStack inside an HStack turns it back.
        #expect(try root("Divider()") == line)
        #expect(try root("HStack { VStack { Divider() } }").content.children[0].content.children[0] == line)
    }
}
