import Foundation
import Testing
import TimerMaskCore
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

    @Test func notANumberIsNamedNotEncoded() throws {
        let e = try #require(error(view("Color.red.frame(width: 0.0 / 0.0, height: 10)")))
        #expect(e.kind == .runtime)
        #expect(e.description == "Widget.swift:1:40: width is not a number (NaN)", "\(e)")
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
