import Foundation
import Testing
import TimerMaskCore
import TimerMaskSwift

/// `\.widgetRenderingMode` and the accent-group modifiers as widget code writes them.
struct RenderingModeSourceTests {
    func root(_ body: String, _ change: (inout SwiftWidgetOptions) -> Void = { _ in }) throws -> SceneNode {
        var options = FoundationDatesTests.options()
        change(&options)
        return try SwiftWidgetSource.parse("""
        struct V: View {
            @Environment(\\.widgetRenderingMode) var mode
            @Environment(\\.showsWidgetContainerBackground) var shows
            var body: some View { \(body) }
        }
        """).scene(options).root
    }

    @Test func theEnvironmentReadsTheModeOfTheFamilyOrTheFlag() throws {
        let text = #"Text(mode == .fullColor ? "full" : mode == .vibrant ? "vibrant" : "accented")"#
        func shown(_ change: (inout SwiftWidgetOptions) -> Void) throws -> String? {
            guard case .text(let t) = try root(text, change).content else { return nil }
            return t.runs.map { if case .literal(let s) = $0 { s } else { "?" } }.joined()
        }
        #expect(try shown { _ in } == "full")
        #expect(try shown { $0.family = .accessoryRectangular } == "vibrant")
        #expect(try shown { $0.renderingMode = .accented } == "accented")
        guard case .text(let t) = try root(#"Text(shows ? "yes" : "no")"#, { $0.renderingMode = .accented }).content else { Issue.record(); return }
        #expect(t.runs == [.literal("no")])
    }

    @Test func theAccentGroupModifiersBecomeTheirSceneModifier() throws {
        #expect(try root("Color.red.widgetAccentable()").modifiers == [.accentGroup(.accented)])
        #expect(try root("Color.red.widgetAccentable(false)").modifiers == [.accentGroup(.default)])
        #expect(try root("Color.red.widgetAccentedRenderingMode(.desaturated)").modifiers == [.accentGroup(.desaturated)])
        #expect(try root("Color.red.widgetAccentedRenderingMode(nil)").modifiers.isEmpty)
        #expect(throws: (any Error).self) { try root("Color.red.widgetAccentedRenderingMode(.default)") }
    }
}
