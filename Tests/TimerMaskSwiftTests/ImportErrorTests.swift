import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskSwift

/// What stops an import: one sentence naming the place and what to do.
struct ImportErrorTests {
    func error(_ source: String, _ options: SwiftWidgetOptions = SwiftWidgetOptions()) -> SwiftImportError? {
        do { _ = try SwiftWidgetSource.parse(source).scene(options); return nil } catch let e as SwiftImportError { return e } catch {
            Issue.record("not a SwiftImportError: \(error)")
            return nil
        }
    }

    @Test func syntaxErrorGivesSwiftSyntaxsDiagnosticWithItsPosition() throws {
        let e = try #require(error("struct V: View {\n    var body: some View { Text(\"a\" }\n}\n"))
        #expect(e.kind == .syntax)
        #expect(e.description.hasPrefix("Widget.swift:2:"), "\(e)")
        #expect(e.description.contains("syntax error: expected ')'"), "\(e)")
    }

    @Test func unsupportedConstructIsNamedWithItsPlace() throws {
        let e = try #require(error("struct V: View {\n    var body: some View { Color.red.rotation3DEffect(.degrees(3), axis: (x: 1, y: 0, z: 0)) }\n}"))
        #expect(e.kind == .unsupported)
        #expect(e.description == "Widget.swift:2:36: the modifier .rotation3DEffect(…), which TimerMask cannot simulate")
    }

    @Test func missingLetNamesTheValueItsPlaceAndTheFlag() throws {
        let e = try #require(error("""
        struct V: View {
            var entry: Entry
            var body: some View { Text(entry.title) }
        }
        """))
        #expect(e.kind == .missingValue)
        #expect(e.description.hasPrefix("Widget.swift:2:9: 'entry.title' has no value"), "\(e)")
        #expect(e.description.contains("--let entry.title=VALUE"))
    }

    @Test func aStoredPropertyNeverReadNeedsNoValue() throws {
        let scene = try SwiftWidgetSource.parse("struct V: View {\n var entry: Entry\n var body: some View { Color.red }\n}").scene(SwiftWidgetOptions())
        #expect(scene.root == SceneNode(.color(.system("red"))))
    }

    @Test func unknownFontNameIsNamed() throws {
        let e = try #require(error("struct V: View { var body: some View { Text(\"1\").font(.custom(\"Nope-Bold\", size: 9)) } }"))
        #expect(e.kind == .unknownFont)
        #expect(e.description.hasPrefix("Widget.swift:1:"), "\(e)")
        #expect(e.description.contains("no font is named 'Nope-Bold'"))
    }

    @Test func recursionWithoutEndStopsAtTheLimit() throws {
        let e = try #require(error("""
        struct V: View {
            func deeper(_ n: Int) -> Int { deeper(n + 1) }
            var body: some View { Color.red.opacity(Double(deeper(0))) }
        }
        """))
        #expect(e.kind == .limit)
        #expect(e.description.contains("calls nest more than 64 deep"), "\(e)")
    }

    @Test func aLoopOverABillionElementsStopsAtTheStepLimit() throws {
        let e = try #require(error("""
        struct V: View {
            var body: some View {
                var total = 0
                for i in 0..<1_000_000_000 { total += i }
                return Color.red.opacity(Double(total))
            }
        }
        """))
        #expect(e.kind == .limit)
        #expect(e.description.contains("passed its limit of 2000000 steps"), "\(e)")
    }

    @Test func severalViewsWithoutAWidgetAskForView() throws {
        let e = try #require(error("struct A: View { var body: some View { Color.red } }\nstruct B: View { var body: some View { Color.red } }"))
        #expect(e.kind == .noView)
        #expect(e.description.contains("choose with --view"))
        #expect(e.description.contains("Widget.swift declares several views (A, B)"), "\(e)")
        // Over two files, the files declare them.
        let two = [(name: "A.swift", text: "struct A: View { var body: some View { Color.red } }"),
                   (name: "B.swift", text: "struct B: View { var body: some View { Color.red } }")]
        do {
            _ = try SwiftWidgetSource.parse(two).scene(SwiftWidgetOptions())
            Issue.record("two views were taken without --view")
        } catch let e as SwiftImportError {
            #expect(e.description.contains("A.swift, B.swift declare several views (A, B)"), "\(e)")
        }
    }

    @Test func letValuesAreRead() throws {
        #expect(try SwiftLetValue.parse("FrameStorage.frameCount=58") == ("FrameStorage.frameCount", .int(58)))
        #expect(try SwiftLetValue.parse("entry.customFrames=frames").value == .frames)
        #expect(try SwiftLetValue.parse("x=1.5").value == .number(Rational(3, 2)))
        #expect(try SwiftLetValue.parse("x=2s").value == .duration(Rational(2)))
        #expect(try SwiftLetValue.parse("x=2026-01-01T00:00:00Z").value == .instant(SceneDefaults.reference))
        #expect(try SwiftLetValue.parse("x=\"hello\"").value == .string("hello"))
        #expect(throws: SwiftImportError.self) { try SwiftLetValue.parse("=3") }
    }
}
