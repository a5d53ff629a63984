import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRender
@testable import TimerMaskSwift

/// Tracking, line spacing, minimum scale factor and text case, as widget code writes them and
/// as the renderer sets them.
struct TextSettingTests {
    func bundle(_ body: String, width: Double = 300, height: Double = 200) throws -> SceneBundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("V.swift")
        try Data("struct V: View {\n    var body: some View { \(body) }\n}\n".utf8).write(to: file)
        var options = ConstructTests.options
        (options.width, options.height, options.displayScale) = (width, height, 1)
        return try SceneBundle.load(swift: [file], options: options)
    }

    /// The size layout gives the view at `path` (its content, before its modifiers).
    func size(_ body: String, path: String = "root") throws -> (width: Double, height: Double) {
        let b = try bundle(body)
        return try #require(try b.renderer().laidOutSizes(of: [(path, 0)], at: b.scene.reference).first ?? nil)
    }

    @Test func trackingWidensEachCharacterByItsPoints() throws {
        let plain = try size(#"Text("abcd").fixedSize()"#)
        let tracked = try size(#"Text("abcd").tracking(3).fixedSize()"#)
        let kerned = try size(#"VStack { Text("abcd").fixedSize() }.kerning(3)"#, path: "root.children[0]")
        #expect(abs(tracked.width - plain.width - 12) < 0.01, "\(plain) \(tracked)")
        #expect(abs(kerned.width - tracked.width) < 0.01)
        #expect(try bundle(#"Text("a").tracking(3)"#).scene.allTexts.map(\.text.tracking) == [3])
    }

    @Test func lineSpacingAddsBetweenLinesOnly() throws {
        let text = #"Text("one two three four").frame(width: 60)"#
        let plain = try size(text)
        let spaced = try size(text + ".lineSpacing(10)")
        let one = try size(#"Text("one")"#)
        let lines = (plain.height / one.height).rounded()
        #expect(lines >= 3 && abs(plain.height - lines * one.height) < 0.01, "\(plain) of lines \(one.height) tall")
        #expect(abs(spaced.height - plain.height - 10 * (lines - 1)) < 0.01, "\(plain) \(spaced) over \(lines) lines")
    }

    @Test func aTextTooWideShrinksToFitDownToItsFactor() throws {
        // 100 pt offered to a one-line text about twice as wide: it shrinks to fit when it may
        // shrink by half, and is cut at the factor when it may shrink by a tenth only.
        let natural = try size(#"Text("Wednesday morning").fixedSize()"#)
        #expect(natural.width > 120 && natural.width < 190, "\(natural)")
        // Shrunk: about 100 / natural of its size, all of it within the 100 pt.
        let shrunk = try size(#"Text("Wednesday morning").lineLimit(1).minimumScaleFactor(0.5).frame(width: 100)"#)
        let scale = shrunk.height / natural.height
        #expect(shrunk.width <= 100 + 1e-9 && shrunk.width > 95, "\(shrunk)")
        #expect(abs(scale - 100 / natural.width) < 0.05, "scale \(scale) for \(natural.width) pt into 100")
        // At 0.9 it still does not fit: drawn at 0.9, cut.
        let cut = try size(#"Text("Wednesday morning").lineLimit(1).minimumScaleFactor(0.9).frame(width: 100)"#)
        #expect(abs(cut.height / natural.height - 0.9) < 0.01, "\(cut)")
        // A text that fits keeps its size.
        #expect(try size(#"Text("Wed").lineLimit(1).minimumScaleFactor(0.5).frame(width: 100)"#).height == natural.height)
    }

    @Test func textCaseReachesTheTextsInsideButNotTheirTimers() throws {
        let scene = try bundle(#"VStack { Text("Next up"); Text("in ") + Text(Date(), style: .timer) }.textCase(.uppercase)"#).scene
        #expect(scene.allTexts.map(\.text.runs).first == [.literal("NEXT UP")])
        let second = scene.allTexts.map(\.text.runs)[1]
        #expect(second.first == .literal("IN ") && second.count == 2)
        if case .timer = second[1] {} else { Issue.record("the timer run stays a timer: \(second)") }
        #expect(try bundle(#"Text("Mixed").textCase(.lowercase)"#).scene.allTexts.map(\.text.runs) == [[.literal("mixed")]])
        #expect(throws: (any Error).self) { try bundle(#"Text("a").textCase(.title)"#) }
    }

    @Test func theSettingsRoundTripThroughASceneFileAndAreCheckedThere() throws {
        let text = TextContent(runs: [.literal("a")], font: FontReference.system, size: 10, tracking: 2, lineSpacing: 4, minimumScaleFactor: 0.5)
        let scene = WidgetScene(width: 100, height: 40, displayScale: 1, reference: SceneDefaults.reference, root: SceneNode(.text(text)))
        #expect(try SceneFile.decode(SceneFile.encode(scene), source: "t.json") == scene)
        let head = #"{"format": 2, "width": 30, "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": {"type": "text", "size": 10, "runs": [{"text": "a"}], "#
        #expect(throws: (any Error).self) { try SceneFile.decode(Data((head + #""minimumScaleFactor": 0}}"#).utf8), source: "t.json") }
        #expect(throws: (any Error).self) { try SceneFile.decode(Data((head + #""tracking": 1e9}}"#).utf8), source: "t.json") }
    }
}
