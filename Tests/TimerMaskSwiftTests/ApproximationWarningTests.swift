import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
@testable import TimerMaskSwift

/// A modifier iOS draws and TimerMask does not (`.bold()`, `.lineLimit`) is accepted, so the rest
/// of the view renders, and named in a warning at its place: never silently dropped.
struct ApproximationWarningTests {
    func load(_ source: String) throws -> SceneBundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("approx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("W.swift")
        try Data(source.utf8).write(to: file)
        return try SceneBundle.load(swift: [file], options: ConstructTests.options)
    }

    @Test func anUndrawnModifierIsAWarningAtItsNameAndTheViewStillRenders() throws {
        let text = #"Text("12").font(.custom("BlinkMask", size: 10))"#
        let bundle = try load("struct V: View {\n    var body: some View {\n        \(text).fontDesign(.rounded).allowsTightening(true).widgetURL(nil)\n    }\n}\n")
        let plain = try load("struct V: View {\n    var body: some View {\n        \(text)\n    }\n}\n")
        #expect(bundle.scene == plain.scene)
        let column = "        \(text).".count + 1
        #expect(bundle.warnings.count == 2, "\(bundle.warnings)")
        #expect(bundle.warnings.first?.hasSuffix("W.swift:3:\(column): .fontDesign(…) on a Text is not drawn: iOS changes the text's design; TimerMask draws the font as named") == true, "\(bundle.warnings)")
        #expect(bundle.warnings.last?.contains(".allowsTightening(…) is not drawn: iOS draws tightening text to fit") == true)
        // A modifier that changes no pixel of a full-colour widget is no warning.
        #expect(!bundle.warnings.joined().contains("widgetURL"))
        #expect(plain.warnings.isEmpty)
    }

    /// `.caption.bold()` was refused ("the method '.bold(…)' on '.caption'") where `.system(size:).bold()`
    /// was not: a text style is a font as the others are, and its weight is drawn (Inter's faces).
    @Test func aTextStylesFontMethodIsDrawnAsOtherFontsAre() throws {
        let bold = try load("struct V: View {\n    var body: some View { Text(\"12\").font(.caption.bold()) }\n}\n")
        let plain = try load("struct V: View {\n    var body: some View { Text(\"12\").font(.caption) }\n}\n")
        #expect(bold.scene.allTexts.map(\.text.font).first?.hasSuffix("Inter-Bold.otf") == true, "\(bold.scene.allTexts.map(\.text.font))")
        #expect(plain.scene.allTexts.map(\.text.font).first?.hasSuffix("Inter-Regular.otf") == true)
        #expect(bold.warnings.isEmpty, "\(bold.warnings)")
        // `.monospacedDigit()` on the font draws digits of one advance (Inter's tnum).
        let digits = try load("struct V: View {\n    var body: some View { Text(\"12\").font(.caption.monospacedDigit()) }\n}\n")
        #expect(digits.scene.allTexts.map(\.text.monospacedDigit) == [true] && plain.scene.allTexts.map(\.text.monospacedDigit) == [false])
        #expect(digits.warnings.isEmpty, "\(digits.warnings)")
    }

    @Test func aWarningIsGivenOncePerPlaceThoughTheViewIsBuiltManyTimes() throws {
        let bundle = try load("""
        struct V: View {
            var body: some View {
                HStack { ForEach(0..<5) { _ in Color.red.allowsTightening(true) } }
            }
        }
        """)
        #expect(bundle.warnings.count == 1, "\(bundle.warnings)")
    }
}

/// The support table names every type, modifier and method the importer's typed builtins know, so
/// the table users read cannot fall behind the enums the compiler checks.
struct SupportTableCoverageTests {
    @Test func everyBuiltinTheImporterKnowsIsInTheSupportTable() throws {
        let table = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/SUPPORT.md"), encoding: .utf8)
        func named(_ word: String) -> Bool {
            table.range(of: "(^|[^A-Za-z_])" + NSRegularExpression.escapedPattern(for: word) + "($|[^A-Za-z_])", options: .regularExpression) != nil
        }
        for type in BuiltinType.allCases { #expect(named(type.rawValue), "the type \(type.rawValue) is not in docs/SUPPORT.md") }
        for name in BuiltinModifier.allCases.map(\.rawValue) + EffectModifier.allCases.map(\.rawValue) + TextModifier.allCases.map(\.rawValue) + IgnoredModifier.allCases.map(\.rawValue)
                + UndrawnModifier.allCases.map(\.rawValue) {
            #expect(named("." + name), "the modifier .\(name) is not in docs/SUPPORT.md")
        }
        for name in TextMethod.allCases.map(\.rawValue) { #expect(named("." + name), "the Text method .\(name) is not in docs/SUPPORT.md") }
    }
}
