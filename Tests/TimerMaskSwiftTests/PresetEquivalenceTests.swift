import Foundation
import Testing
import TestFixtures
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRaster
import TimerMaskRender
import TimerMaskSwift

/// Each preset written as a developer writes the widget (Examples/) renders to the very pixels
/// of the preset, at a seeded spread of instants over two loops. The presets draw the widget's
/// whole rectangle, so the Home Screen's rounded clip is off here (`widgetCornerRadius` 0).
struct PresetEquivalenceTests {
    static func example(_ path: String) -> URL { Fixtures.packageRoot.appendingPathComponent("Examples/\(path)") }

    /// Instants from a fixed-seed generator: whole and fractional seconds across `span`.
    static func instants(count: Int, span: Double, seed: UInt64) -> [Seconds] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Rational(Int128(state >> 33) % Int128(span * 1000), 1000)
        }
    }

    func expectSamePixels(_ swift: SceneRenderer, _ preset: SceneRenderer, at offsets: [Seconds]) throws {
        for offset in offsets {
            let a = try swift.render(at: swift.scene.reference + offset).image
            let b = try preset.render(at: preset.scene.reference + offset).image
            // Compared as a Bool: two pictures printed whole would be megabytes of failure message.
            #expect(a == b ? true : false, "the Swift source and the preset differ at R + \(offset.decimalString()) s")
        }
    }

    @Test func blinkMaskStackMatchesThePreset() throws {
        var options = SwiftWidgetOptions(lets: ["entry.customFrames": .frames])
        options.widgetCornerRadius = 0
        let swift = try SceneBundle.load(swift: [Self.example("BlinkMaskStack/KeyringWidget.swift")], options: options).renderer()
        let preset = try SceneBundle.widgetnimation().renderer()
        try expectSamePixels(swift, preset, at: Self.instants(count: 12, span: 4, seed: 1) + [Rational(1, 2), Rational(7, 15) + Rational(1, 100)])
    }

    @Test func arcMaskWidgetMatchesThePreset() throws {
        var options = SwiftWidgetOptions(lets: ["entry.customFrames": .frames])
        options.widgetCornerRadius = 0
        let swift = try SceneBundle.load(swift: [Self.example("ArcMask/ArcMaskWidget.swift")], options: options).renderer()
        let preset = try SceneBundle.widgetnimationArc(pingPong: false).renderer()
        try expectSamePixels(swift, preset, at: Self.instants(count: 10, span: 4, seed: 2))
    }

    @Test func fontStackMatchesThePresetWithItsMasksSkewedByTheLaunch() throws {
        for skew in [Seconds.zero, Rational(4, 1000)] {
            var options = SwiftWidgetOptions(width: 364, height: 364, displayScale: 1, launchSkew: skew)
            options.viewName = "CatWidgetView"
            let swift = try SceneBundle.load(swift: [Self.example("FontStack/CatWidget.swift")], options: options).renderer()
            var preset = FrameFontsPreset()
            preset.maskSkew = .zero - skew   // the static Date() was read `skew` before the body's
            let reference = try SceneBundle.frameFonts(preset).renderer()
            try expectSamePixels(swift, reference, at: Self.instants(count: 6, span: 32, seed: 3) + [Rational(2) + Rational(1, 1000)])
        }
    }
}

/// The live timer of seed 001: its Swift source, given the preset's entries (`--timeline`) and
/// its fields bound to their values (`--let entry.dayPrefix=@dayPrefix`), is the preset.
struct LiveTimerEquivalenceTests {
    static let lets: [String: SwiftLetValue] = [
        "entry.dayPrefix": .entryValue("dayPrefix"), "entry.dayStart": .entryValue("dayStart"),
        "entry.weekPrefix": .entryValue("weekPrefix"), "entry.weekStart": .entryValue("weekStart"),
    ]

    func renderers(_ preset: LiveTimerPreset, timeline: SceneTimeline) throws -> (swift: SceneRenderer, preset: SceneRenderer) {
        let options = SwiftWidgetOptions(reference: preset.reference, lets: Self.lets, timeline: timeline)
        let swift = try SceneBundle.load(swift: [PresetEquivalenceTests.example("LiveTimer/LiveTimerWidget.swift")], options: options).renderer()
        return (swift, try SceneBundle.liveTimer(preset).renderer())
    }

    @Test func liveTimerMatchesThePresetAcrossItsMarks() throws {
        var preset = LiveTimerPreset()
        preset.dayTotal = Rational(590)        // the day's 10 min mark 10 s in, its 1 h mark at 50:10
        preset.weekTotal = Rational(35_990)    // the week's 10 h mark 10 s in
        let (swift, reference) = try renderers(preset, timeline: preset.timeline)
        let marks: [Seconds] = [Rational(0), Rational(9), Rational(19, 2), Rational(10), Rational(21, 2), Rational(3010), Rational(3011)]
        let spread = PresetEquivalenceTests.instants(count: 8, span: 4000, seed: 4)
        for offset in marks + spread {
            let a = try swift.render(at: preset.start + offset)
            let b = try reference.render(at: preset.start + offset)
            #expect(a.image == b.image, "the Swift source and the preset differ at the start + \(offset.decimalString()) s")
            #expect(a.texts.map(\.shown) == b.texts.map(\.shown))
        }
        // The prefixes did change: the week reads 10 h past its mark, with no extra zero.
        let after = try swift.render(at: preset.start + Rational(11)).texts.map(\.shown)
        #expect(after.contains("10:00:01"), "\(after)")
    }

    @Test func theCommittedTimelineFileIsThePresetsDefault() throws {
        let url = PresetEquivalenceTests.example("LiveTimer/timeline.json")
        let committed = try SceneFile.decodeTimeline(try Data(contentsOf: url), source: url.lastPathComponent)
        #expect(committed == LiveTimerPreset().timeline)
    }

    @Test func aBodyDateWithATimelineIsRefusedNotFrozen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("timermask-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("W.swift")
        try "struct W: View {\n    var body: some View {\n        Text(Date(), style: .timer)\n    }\n}\n".write(to: file, atomically: true, encoding: .utf8)
        let options = SwiftWidgetOptions(timeline: LiveTimerPreset().timeline)
        #expect {
            _ = try SceneBundle.load(swift: [file], options: options)
        } throws: { error in
            let text = "\(error)"
            return text.contains("W.swift:3:14") && text.contains("Date() in a view rendered with --timeline")
        }
    }

    @Test func anEntryValueCannotBeComputedWith() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("timermask-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("W.swift")
        try "struct W: View {\n    var entry: E\n    var body: some View {\n        Text(entry.prefix + \"!\")\n    }\n}\n".write(to: file, atomically: true, encoding: .utf8)
        let options = SwiftWidgetOptions(lets: ["entry.prefix": .entryValue("dayPrefix")], timeline: LiveTimerPreset().timeline)
        #expect {
            _ = try SceneBundle.load(swift: [file], options: options)
        } throws: { error in "\(error)".contains("W.swift:4") && "\(error)".contains("timeline value 'dayPrefix'") }
    }
}

/// Issue 44, point 2: the 16-font widget drawn in fonts with a line gap (the seed's own
/// `CatFont0-Regular.ttf` and `Custom-Regular.otf`, github:brycebostwick/WidgetAnimation, MIT:
/// hhea ascender 500, descender 0, line gap 100 at 500 units per em) places its pictures by one
/// rule on both paths: the line box is ascent + descent + gap, centred in the frame, the gap below
/// the descent (TheModel, "Where a line's gap goes"), so a 364 pt picture's top is 36.4 pt above
/// the frame and its last 36.4 pt are empty.
struct LineGapEquivalenceTests {
    static let catFont = Fixtures.font("WidgetAnimation/CatFont0-Regular.ttf").path
    static let blinkFont = Fixtures.font("WidgetAnimation/Custom-Regular.otf").path

    @Test func theFontStackInLineGapFontsMatchesThePreset() throws {
        var options = SwiftWidgetOptions(width: 364, height: 364, displayScale: 1)
        options.viewName = "CatWidgetView"
        var byName = ["BlinkMask-Regular": Self.blinkFont]
        for k in 0..<16 { byName["FrameFont\(k)-Regular"] = Self.catFont }
        options.fonts = SwiftFontResolver(byName: byName)
        let swift = try SceneBundle.load(swift: [PresetEquivalenceTests.example("FontStack/CatWidget.swift")], options: options).renderer()
        var preset = FrameFontsPreset()
        preset.useFonts(Array(repeating: Self.catFont, count: 16))
        preset.maskFont = Self.blinkFont
        let reference = try SceneBundle.frameFonts(preset).renderer()
        // From R + 2 s: in its first second the preset's frame timers (R + 1 + k/8) still count
        // down, where the widget's (Date() − 60 + 1 + k/8) count up; from then on they agree.
        try PresetEquivalenceTests().expectSamePixels(swift, reference, at: PresetEquivalenceTests.instants(count: 4, span: 30, seed: 4).map { $0 + Rational(2) })
    }

    /// One unmasked layer: where its picture lands, from Swift, against the rule worked out by hand.
    @Test func aFramePicturesTopIsHalfTheGapAboveItsFrame() throws {
        let source = """
        struct V: View {
            var body: some View {
                ZStack {
                    Color.white
                    Text(Date() - 59, style: .timer)
                        .font(.custom("CatFont0-Regular", size: 100))
                        .frame(width: 900, height: 100)
                        .multilineTextAlignment(.trailing)
                        .offset(x: -400)
                }
            }
        }
        """
        var options = SwiftWidgetOptions(width: 100, height: 100, displayScale: 1)
        options.fonts = SwiftFontResolver(byName: ["CatFont0-Regular": Self.catFont])
        options.widgetCornerRadius = 0
        let scene = try SwiftWidgetSource.parse(source).scene(options)
        let bundle = try SceneBundle.load(scene: scene)
        let image = try bundle.renderer().render(at: scene.reference + Rational(1, 2)).image
        // Line box 100 + 0 + 20 pt centred in 100: baseline at -10 + 100 = 90; the picture (the
        // em above the baseline) covers rows 0..<90, the last ten rows are the white behind it.
        func isWhite(_ y: Int) -> Bool { (0..<100).allSatisfy { image.pixel(x: $0, y: y) == RGBA.white } }
        #expect(!isWhite(0) && !isWhite(89), "the picture fills the rows above the baseline")
        #expect((90..<100).allSatisfy(isWhite), "the gap below the baseline is empty")
    }
}
