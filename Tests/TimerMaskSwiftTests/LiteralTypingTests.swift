import Foundation
import Testing
import TimerMaskCore
import TimerMaskSwift

/// Integer literals typed by their context, as Swift types them, and `.init(…)` built as the
/// type its place declares (issue 23's silent wrong pictures).
struct LiteralTypingTests {
    func scene(_ body: String, before: String = "") throws -> SceneNode {
        try SwiftWidgetSource.parse("\(before)\nstruct V: View {\n var body: some View {\n \(body)\n }\n}\n").scene(ConstructTests.options).root
    }

    /// `Color(red: 71/255, …)` was black: the literals were divided as Ints, where Swift divides
    /// Doubles because `red:` is a Double.
    @Test func literalsDividedForAFloatingPointParameterAreDoubles() throws {
        let root = try scene("Color(red: 71/255, green: 97/255, blue: 244/255)")
        #expect(root == SceneNode(.color(.fixed(SceneColor(r: 71, g: 97, b: 244)))))
        #expect(try scene("Color.red.frame(width: 100 * (1 / 2))") == scene("Color.red.frame(width: 50)"))
        #expect(try scene("Color.red.opacity(-(1 / 4) + 1)") == scene("Color.red.opacity(0.75)"))
    }

    @Test func aDeclaredTypeOrAFloatingPointOperandTypesTheLiterals() throws {
        #expect(try scene("Color.red.opacity(d)", before: "let d: Double = 1 / 4") == scene("Color.red.opacity(0.25)"))
        #expect(try scene("Color.red.opacity(x * (1 / 4))", before: "let x = 2.0") == scene("Color.red.opacity(0.5)"))
        #expect(try scene("Color.red.opacity(half())", before: "func half() -> Double { 1 / 2 }") == scene("Color.red.opacity(0.5)"))
    }

    /// Where nothing asks for a floating-point number, Swift's literals are Ints: 7 / 2 is 3.
    @Test func withoutAFloatingPointContextTheyStayInts() throws {
        let font = #".font(.custom("BlinkMask", size: 10))"#
        #expect(try scene(#"Text("\(n) \(7 / 2)")"# + font, before: "let n = 7 / 2") == scene(#"Text("3 3")"# + font))
        #expect(try scene(#"HStack { ForEach(0..<(7 / 2), id: \.self) { _ in Color.red } }"#)
                == scene("HStack { Color.red; Color.red; Color.red }"))
        #expect(try scene("Color.red.opacity(Double(7 / 2) / 4)") == scene("Color.red.opacity(0.75)"))
    }

    /// `.stroke(style: .init(lineWidth: 30))` was drawn as a hairline: `.init` now builds the
    /// StrokeStyle its place takes, as it builds a struct of the files for a parameter of its type.
    @Test func implicitInitialisersBuildTheTypeTheirPlaceTakes() throws {
        #expect(try scene("Circle().stroke(Color.red, style: .init(lineWidth: 30, lineCap: .round))")
                == scene("Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 30, lineCap: .round))"))
        #expect(try scene("Circle().stroke(Color.red, style: .init(lineWidth: 30))") != scene("Circle().stroke(Color.red)"))
        let before = "struct Look { var fade: Double }\nfunc fade(_ look: Look) -> Double { look.fade }"
        #expect(try scene("Color.red.opacity(fade(.init(fade: 0.5)))", before: before) == scene("Color.red.opacity(0.5)"))
    }
}
