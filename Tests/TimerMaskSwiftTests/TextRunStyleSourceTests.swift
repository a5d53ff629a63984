import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
@testable import TimerMaskSwift

/// `Text + Text` as widget code writes it: each operand keeps its own modifiers; one on the
/// joined text reaches the runs that set nothing of their own.
struct TextRunStyleSourceTests {
    func text(_ body: String) throws -> TextContent {
        let root = try ApproximationWarningTests().load("struct V: View {\n    var body: some View { \(body) }\n}\n").scene.root
        guard case .text(let t) = root.content else { throw SwiftTestFailure("not a text: \(root)") }
        return t
    }

    @Test func eachOperandKeepsItsFontColourAndWeight() throws {
        let t = try text(#"Text("12").bold() + Text(" km").font(.caption).foregroundColor(.secondary)"#)
        #expect(t.runs == [.literal("12"), .literal(" km")])
        #expect(t.runStyles.count == 2)
        #expect(t.runStyles[0].font != nil && t.runStyles[0].font != t.font, "the bold run in its own face: \(t.runStyles[0])")
        #expect(t.resolvedRun(1).size == 12 && t.resolvedRun(1).color == .system("secondary"))
        #expect(t.resolvedRun(0).color == .system("primary"))
    }

    @Test func aModifierOnTheJoinedTextReachesOnlyTheRunsWithoutTheirOwn() throws {
        let t = try text(#"(Text("a") + Text("b").foregroundColor(.red)).foregroundColor(.blue)"#)
        #expect(t.color == .system("blue"))
        #expect(t.resolvedRun(0).color == .system("blue") && t.resolvedRun(1).color == .system("red"))
        // Nothing apart: no run styles, the scene as before.
        #expect(try text(#"(Text("a") + Text("b")).foregroundColor(.blue)"#).runStyles.isEmpty)
    }
}

struct SwiftTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
