import Foundation
import Testing
import TimerMaskCore
import TimerMaskSwift

/// Everyday widget Swift (issue 23, point 4): `#available`, `M_PI`, `AnyView`,
/// `String(describing:)`, `Color(.systemBackground)`.
struct EverydaySwiftTests {
    func scene(_ body: String, before: String = "") throws -> SceneNode {
        try SwiftWidgetSource.parse("\(before)\nstruct V: View {\n var body: some View {\n \(body)\n }\n}\n").scene(ConstructTests.options).root
    }

    /// The simulated device runs iOS 18.6: what it has is available, what came later is not.
    @Test func availabilityIsAskedOfIOSEighteenPointSix() throws {
        let red = try scene("Color.red"), blue = try scene("Color.blue")
        #expect(try scene("if #available(iOS 17, *) { Color.red } else { Color.blue }") == red)
        #expect(try scene("if #available(iOS 18.6, macOS 15, *) { Color.red } else { Color.blue }") == red)
        #expect(try scene("if #available(iOS 18.7, *) { Color.red } else { Color.blue }") == blue)
        #expect(try scene("if #available(iOS 26, *) { Color.red } else { Color.blue }") == blue)
        #expect(try scene("if #unavailable(iOS 26) { Color.red } else { Color.blue }") == red)
        #expect(try scene("if #available(watchOS 11, *) { Color.red } else { Color.blue }") == red)
    }

    @Test func mPiAnyViewAndStringDescribing() throws {
        #expect(try scene("Color.red.rotationEffect(.radians(M_PI / 2))") == scene("Color.red.rotationEffect(.degrees(90))"))
        #expect(try scene("AnyView(Color.red.frame(width: 10))") == scene("Color.red.frame(width: 10)"))
        let font = #".font(.custom("BlinkMask", size: 10))"#
        #expect(try scene("Text(String(describing: 12))" + font) == scene(#"Text("12")"# + font))
    }

    @Test func aUIKitColourThroughColorsInitialiserFollowsTheScheme() throws {
        #expect(try scene("Color(.systemBackground)") == scene("Color(uiColor: .systemBackground)"))
        #expect(try scene("Color(.systemBlue)") == scene("Color.blue"))
    }

    /// `.modifier(CardStyle())` runs the modifier's `body(content:)` with the view as content, also
    /// when an `extension View` method calls `modifier(…)` on itself.
    @Test func aViewModifierOfTheFilesWrapsTheView() throws {
        let before = """
        struct CardStyle: ViewModifier {
            var inset: CGFloat = 4
            func body(content: Content) -> some View {
                content.padding(inset).background(Color.blue)
            }
        }
        extension View {
            func card() -> some View { modifier(CardStyle(inset: 6)) }
        }
        """
        #expect(try scene("Color.red.frame(width: 10, height: 10).modifier(CardStyle())", before: before)
                == scene("Color.red.frame(width: 10, height: 10).padding(4).background(Color.blue)"))
        #expect(try scene("Color.red.frame(width: 10, height: 10).card()", before: before)
                == scene("Color.red.frame(width: 10, height: 10).padding(6).background(Color.blue)"))
    }

    /// `Text(date, style: .time)` and `.date` were refused: they are written once, as iOS writes
    /// them in en_US, in the widget's zone.
    @Test func aDateWrittenAsATimeOrADateInTheWidgetsZone() throws {
        func text(_ style: String, zone: TimeZoneSpec) throws -> SceneNode {
            var options = ConstructTests.options
            options.reference = Instant(sinceEpoch: Rational(1_767_262_530))   // 2026-01-01T10:15:30Z
            options.timeZone = zone
            return try SwiftWidgetSource.parse("struct V: View {\n var body: some View { Text(Date(), style: .\(style)).font(.custom(\"BlinkMask\", size: 10)) }\n}\n").scene(options).root
        }
        func literal(_ string: String) throws -> SceneNode {
            try SwiftWidgetSource.parse("struct V: View {\n var body: some View { Text(\"\(string)\").font(.custom(\"BlinkMask\", size: 10)) }\n}\n").scene(ConstructTests.options).root
        }
        #expect(try text("time", zone: .utc) == literal("10:15\u{202F}AM"))
        #expect(try text("time", zone: .offset(seconds: 9 * 3600)) == literal("7:15\u{202F}PM"))
        #expect(try text("date", zone: .utc) == literal("January 1, 2026"))
        #expect(try text("date", zone: .offset(seconds: 14 * 3600)) == literal("January 2, 2026"))
    }
}
