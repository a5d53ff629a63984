import Foundation
import Testing
import TimerMaskCore
import TimerMaskSwift

/// Local declarations as Swift reads them.
struct DeclarationTests {
    /// `var note: String?` without a value is nil; the name was once removed instead, so reading it failed.
    @Test func anOptionalDeclaredWithoutAValueIsNil() throws {
        let font = #".font(.custom("BlinkMask", size: 10))"#
        let source = """
        struct V: View {
            var body: some View {
                var shown: String?
                if shown == nil { shown = "12" }
                return Text(shown ?? "0")\(font)
            }
        }
        """
        let expected = "struct V: View {\n var body: some View { Text(\"12\")\(font) }\n}\n"
        #expect(try SwiftWidgetSource.parse(source).scene(ConstructTests.options) == SwiftWidgetSource.parse(expected).scene(ConstructTests.options))
    }

    /// A computed property, function or closure whose body is one `switch` or `if` returns its
    /// branch's value (SE-0380); it evaluated to nothing, and the view "drew nothing".
    @Test func aLoneSwitchOrIfIsTheBodysValue() throws {
        let source = """
        enum Mood { case calm, busy }
        struct V: View {
            var mood: Mood = .busy
            var tint: Color {
                switch mood {
                case .calm: .green
                case .busy: .red
                }
            }
            func fade(_ on: Bool) -> Double {
                if on { 0.5 } else { 1 }
            }
            var body: some View { tint.opacity(fade(true)) }
        }
        """
        let expected = "struct V: View {\n var body: some View { Color.red.opacity(0.5) }\n}\n"
        #expect(try SwiftWidgetSource.parse(source).scene(ConstructTests.options) == SwiftWidgetSource.parse(expected).scene(ConstructTests.options))
    }
}
