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

    /// `--let mood=calm` never matched `case .calm` (the text was compared with the case);
    /// `--let mood=.calm` names the case, and the bare name matches it too.
    @Test func anEnumCaseGivenWithLetMatchesItsCase() throws {
        let source = """
        enum Mood { case calm, busy }
        struct V: View {
            var mood: Mood
            var body: some View {
                switch mood {
                case .calm: Color.green
                case .busy: Color.red
                }
            }
        }
        """
        let green = try SwiftWidgetSource.parse("struct V: View { var body: some View { Color.green } }").scene(ConstructTests.options)
        for given in ["mood=calm", "mood=.calm"] {
            var options = ConstructTests.options
            let (name, value) = try SwiftLetValue.parse(given)
            options.lets[name] = value
            #expect(try SwiftWidgetSource.parse(source).scene(options) == green, "\(given)")
        }
    }
}
