import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRender
import TimerMaskSwift

/// Swift a user can write that once trapped, overflowed the stack or hung: each now stops with
/// one sentence naming its place, a limit kind a caller can match, and no crash.
struct HostileSourceTests {
    func error(_ source: String) -> SwiftImportError? {
        do { _ = try SwiftWidgetSource.parse(source).scene(ConstructTests.options); return nil } catch let e as SwiftImportError { return e } catch {
            Issue.record("not a SwiftImportError: \(error)")
            return nil
        }
    }

    func view(_ body: String) -> String { "struct V: View { var body: some View { \(body) } }" }

    @Test func twentyThousandOperatorsInARowAreRefusedNotOverflowed() throws {
        let e = try #require(error(view("Color.red.opacity(" + String(repeating: "1+", count: 20_000) + "1)")))
        #expect(e.kind == .limit)
        #expect(e.description.hasPrefix("Widget.swift:1:"), "\(e)")
        #expect(e.description.contains("nests more than 512 levels deep"), "\(e)")
    }

    @Test func fiveThousandChainedModifiersAreRefused() throws {
        let e = try #require(error(view("Color.red" + String(repeating: ".padding(1)", count: 5000))))
        #expect(e.kind == .limit)
        #expect(e.description.contains("nests more than 512 levels deep"), "\(e)")
    }

    @Test func viewsNestedByALoopAreRefusedAtTheScenesLimit() throws {
        let e = try #require(error(view("var v = Color.red.padding(0); for _ in 0..<5000 { v = ZStack { v } }; return v")))
        #expect(e.kind == .limit)
        #expect(e.description.hasPrefix("the scene of V: views and modifiers nest 5002 deep at root.children[0]"), "\(e)")
        #expect(e.description.count < 200)
    }

    @Test func stringsThatWouldTakeGigabytesAreRefused() throws {
        let repeated = try #require(error(view("Text(String(repeating: \"a\", count: 1_000_000_000))")))
        #expect(repeated.kind == .limit)
        #expect(repeated.description.hasPrefix("Widget.swift:1:45: a string of 1 × 1000000000 characters"), "\(repeated)")
        let doubled = try #require(error(view("var s = \"ab\"; for _ in 0..<80 { s = s + s }; return Text(s)")))
        #expect(doubled.kind == .limit)
        let interpolated = try #require(error(view("var s = \"ab\"; for _ in 0..<80 { s = \"\\(s)\\(s)\" }; return Text(s)")))
        #expect(interpolated.kind == .limit)
        let texts = try #require(error(view("var t = Text(\"a\"); for _ in 0..<80 { t = t + t }; return t")))
        #expect(texts.kind == .limit)
        #expect(texts.description.contains("over 1000 pieces"))
        let wide = try #require(error(view("Text(String(format: \"%999999999d\", 1))")))
        #expect(wide.kind == .unsupported)
        // What a widget does write still works.
        let ok = try SwiftWidgetSource.parse(view("Text(String(repeating: \"ab\", count: 3) + String(format: \"%05d\", 42)).font(.custom(\"BlinkMask\", size: 9))"))
            .scene(ConstructTests.options)
        #expect(ok.root == SceneNode(.text(TextContent(runs: [.literal("ababab00042")], font: "builtin:BlinkMask", size: 9, color: .system("primary")))))
    }

    @Test func aTimeZoneOffsetFoundationRefusesIsNamedAtItsPlace() throws {
        let hand = "Rectangle().fill(Color.red).frame(width: 10, height: 40)"
            + ".clockHandRotationEffect(period: .custom(60), in: TimeZone(secondsFromGMT: %d)!)"
        let e = try #require(error(view(String(format: hand, 18 * 3600 + 1))))
        #expect(e.description.hasPrefix("Widget.swift:1:"), "\(e)")
        #expect(e.description.contains("TimeZone(secondsFromGMT: 64801) is no time zone: offsets go to ±64800 s (18 h)"), "\(e)")
        // Eighteen hours is a zone, as in Foundation.
        #expect(error(view(String(format: hand, -18 * 3600))) == nil)
        #expect(TimeZone(secondsFromGMT: 18 * 3600 + 1) == nil && TimeZone(secondsFromGMT: -18 * 3600) != nil)
    }

    @Test func notANumberIsNamedNotEncoded() throws {
        let e = try #require(error(view("Color.red.frame(width: 0.0 / 0.0, height: 10)")))
        #expect(e.kind == .runtime)
        #expect(e.description == "Widget.swift:1:49: width is not a number (NaN)", "\(e)")
    }

    /// Each once trapped converting to 128-bit exact time (SIGILL in swift-check, render, preview).
    @Test(arguments: [
        ("Text(Date(timeIntervalSince1970: 1e300), style: .timer)", "the interval is 1e+300 s"),
        ("Text(Date(timeIntervalSinceReferenceDate: -.infinity), style: .timer)", "the interval is -inf s"),
        ("Text(Date().addingTimeInterval(1e20), style: .timer)", "the interval is 1e+20 s"),
        ("Text(Date() + sin(2.0) * 1e300, style: .timer)", "the interval is 9.092974268256817e+299 s"),
        ("Text(Date() - 1e14 * 1e14, style: .timer)", "the interval is 1e+28 s"),
        ("Color.red.clockHandRotationEffect(period: .custom(1e300))", "the custom period is 1e+300 s"),
        ("Color.red.clockHandRotationEffect(period: .custom(-.infinity))", "the custom period is -inf s"),
        ("Text(Date() + 9e11 + 9e11, style: .timer)", "moved by 900000000000 s is not"),
    ])
    func secondsOutOfRangeAreNamedAtTheirPlace(_ body: String, _ named: String) throws {
        let source = view(body)
        let e = try #require(error(source))
        #expect(e.kind == .runtime)
        #expect(e.description.hasPrefix("Widget.swift:1:"), "\(e)")
        #expect(e.description.contains(named), "\(e)")
        #expect(e.description.hasSuffix("is not a time TimerMask can hold exactly (at most 10^12 s, in steps no finer than 10^-18 s)")
                || e.description.hasSuffix("s, not a time TimerMask can hold exactly (at most 10^12 s, in steps no finer than 10^-18 s)"), "\(e)")
        // swift-check stops on the same sentence.
        #expect(try SwiftWidgetSource.parse(source).check(ConstructTests.options).stopped == e)
    }

    /// Exact fractions whose sum, difference or quotient passes 128 bits once trapped too.
    @Test func exactTimeArithmeticPastOneHundredTwentyEightBitsIsNamed() throws {
        let apart = "let a = Date() + 1.0 / 999999999999999989; let b = Date() + 1.0 / 999999999999999877"
        let e = try #require(error(view("\(apart); return Text(\"\\(a.timeIntervalSince(b))\")")))
        #expect(e.description.hasPrefix("Widget.swift:1:"), "\(e)")
        #expect(e.description.contains("is not a time TimerMask can hold exactly"), "\(e)")
        #expect(error(view("\(apart); return Text(\"\\(a - b)\")")) != nil)
        // A remainder past 128 bits falls back to floating point, as Swift's own does.
        let remainder = try SwiftWidgetSource.parse(view("Text(\"\\((1e14 * 1e14).truncatingRemainder(dividingBy: 1.0 / 1e14))\").font(.custom(\"BlinkMask\", size: 9))"))
            .scene(ConstructTests.options)
        guard case .text(let text) = remainder.root.content else { Issue.record("\(remainder.root)"); return }
        #expect(text.runs == [.literal("\((1e28).truncatingRemainder(dividingBy: 1e-14))")])
        // Swift's truncatingRemainder keeps the dividend's sign, whatever the divisor's.
        let signs = try SwiftWidgetSource.parse(view("Text(\"\\((5.0).truncatingRemainder(dividingBy: -3))\").font(.custom(\"BlinkMask\", size: 9))")).scene(ConstructTests.options)
        guard case .text(let signed) = signs.root.content else { Issue.record("\(signs.root)"); return }
        #expect(signed.runs == [.literal("\((5.0).truncatingRemainder(dividingBy: -3))")])
    }

    /// swift-syntax's look-ahead doubles its time with each nested `[` (24 levels once took 7.5 s).
    @Test func squareBracketsNestedPastTwelveAreRefusedBeforeParsing() throws {
        let start = ContinuousClock.now
        let nested = try #require(error(view("let a = " + String(repeating: "[", count: 24) + "1" + String(repeating: "]", count: 24) + "; return Color.red")))
        #expect(ContinuousClock.now - start < .seconds(1))
        #expect(nested.kind == .limit)
        #expect(nested.description == "Widget.swift:1:60: square brackets nest more than 12 deep here (array and dictionary literals, subscripts and types count), more than TimerMask parses", "\(nested)")
        // Inside an interpolation the brackets are code, and count.
        let interpolated = try #require(error(view("Text(\"\\(" + String(repeating: "[", count: 20) + "1" + String(repeating: "]", count: 20) + ")\")")))
        #expect(interpolated.description.contains("square brackets nest more than 12 deep"), "\(interpolated)")
        // Twelve levels parse; brackets in strings and comments are not code.
        let deepest = "let a = " + String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12)
        let brackets = String(repeating: "[", count: 40)
        _ = try SwiftWidgetSource.parse(view("\(deepest); let b = \"\(brackets)\"; let c = #\"\(brackets)\\\"#; let d = \"\"\"\n\(brackets)\n\"\"\"; return Color.red /* \(brackets) /* */ \(brackets) */ // \(brackets)\n"))
    }

    /// swift-syntax's tree takes hundreds of bytes a token: a 3.9 MB array once cost 1.16 GB.
    @Test func sourcesOverHalfAMillionTokensAreRefusedBeforeParsing() throws {
        let array = "let a = [" + String(repeating: "1, ", count: 1_300_000) + "1]"
        let big = try #require(error(view(array + "; return Color.red")))
        #expect(big.kind == .limit)
        // The 500,001st token: 15 before the array's first element, two an element ("1" and ",").
        #expect(big.description == "Widget.swift:1:\(39 + 9 + 3 * 249_992 + 2): the widget's Swift source passes 500000 tokens here (names, numbers, operator characters and string pieces), more than TimerMask parses", "\(big)")
        // Every line of a multi-line string and every escape is a piece of the tree, and counts.
        let lines = try #require(error(view("Text(\"\"\"\n" + String(repeating: "a\n", count: 600_000) + "\"\"\")")))
        // 15 tokens to the first line break, then one a line.
        #expect(lines.description.hasPrefix("Widget.swift:\(1 + 500_001 - 15):2: the widget's Swift source passes 500000 tokens"), "\(lines)")
        let escapes = try #require(error(view("Text(\"" + String(repeating: "\\n", count: 600_000) + "\")")))
        #expect(escapes.description.contains("passes 500000 tokens"), "\(escapes)")
        // The budget is for the widget's files together.
        let half = "struct W\(0) { let a = [" + String(repeating: "1, ", count: 150_000) + "1] }"
        #expect(throws: SwiftImportError.self) {
            try SwiftWidgetSource.parse([("A.swift", half), ("B.swift", half.replacingOccurrences(of: "W0", with: "W1"))])
        }
        _ = try SwiftWidgetSource.parse([("A.swift", half), ("V.swift", view("Color.red"))])
    }

    /// The most expensive sources within both limits parse and evaluate well within the 20 s
    /// budget (and, measured with swift-check, 400 MB: docs: SwiftSources.md).
    @Test func theWorstSourcesWithinTheLimitsStayInTheBudget() throws {
        let strings = "let a = [" + String(repeating: "\"\", ", count: 166_000) + "\"\"]; return Text(a[0] + \"x\").font(.custom(\"BlinkMask\", size: 9))"
        let brackets = "let a = " + String(repeating: "[" + String(repeating: "(a, ", count: 12), count: 12) + "1"
            + String(repeating: String(repeating: ")", count: 12) + "]", count: 12) + "; return Color.red"
        for body in [strings, brackets] {
            let start = ContinuousClock.now
            _ = try SwiftWidgetSource.parse(view(body)).scene(ConstructTests.options)
            #expect(ContinuousClock.now - start < .seconds(20))
        }
    }

    /// A view scaled to nothing draws nothing in SwiftUI; render once refused a zero-scaled text
    /// as "0 × 0 px … over the budget" where swift-check said it simulates.
    @Test(arguments: [
        "Text(\"12\").font(.custom(\"BlinkMask\", size: 20)).scaleEffect(0)",
        "Text(\"12\").font(.custom(\"BlinkMask\", size: 20)).rotationEffect(.degrees(10)).scaleEffect(0)",
        "Color.red.mask(Text(Date(), style: .timer).font(.custom(\"BlinkMask\", size: 20)).scaleEffect(0))",
    ])
    func aZeroScaleDrawsNothingInRenderAsInSwiftCheck(_ body: String) throws {
        let source = try SwiftWidgetSource.parse(view(body))
        let report = source.check(ConstructTests.options)
        #expect(report.simulates, "\(report.problems) \(String(describing: report.stopped))")
        let scene = try source.scene(ConstructTests.options)
        let picture = try SceneBundle(scene: scene, images: ImageLibrary(frames: [])).renderer().render(at: scene.reference).image
        #expect(stride(from: 3, to: picture.pixels.count, by: 4).allSatisfy { picture.pixels[$0] == 0 }, "a zero-scaled view drew something")
    }

    /// Found by the Swift mutation test: a quoted call that spans lines broke the one-line sentence.
    @Test func sourceQuotedInAMessageStaysOnOneLine() throws {
        let e = try #require(error(view("Color.red.frame(width: 1)\n    .padding(2)(3)")))
        #expect(e.description == "Widget.swift:1:40: calling 'Color.red.frame(width: 1) .padding(2)', which TimerMask cannot simulate", "\(e)")
    }

    /// Found by the Swift mutation test: swift-syntax trapped making a Fix-It for this '='.
    @Test func anEqualsSignAfterAnInvalidCharacterIsASyntaxError() throws {
        let e = try #require(error("struct V: View { var body: some View { let a \u{1E}= 1; return Color.red } }"))
        #expect(e.kind == .syntax)
        #expect(e.description == "Widget.swift:1:47: syntax error: '=' must have consistent whitespace on both sides", "\(e)")
    }

    @Test func aFileOverFourMegabytesIsNotParsed() throws {
        let big = view("Color.red") + "\n" + String(repeating: "// padding\n", count: 400_000)
        #expect(throws: SwiftImportError.self) { try SwiftWidgetSource.parse(big) }
        do { _ = try SwiftWidgetSource.parse(big) } catch let e as SwiftImportError {
            #expect(e.kind == .limit)
            #expect(e.description.hasPrefix("Widget.swift is 440"), "\(e)")
        }
    }
}
