import Foundation
import Testing
import TimerMaskCore
import TimerMaskFonts
import TimerMaskRaster
@testable import TimerMaskRender

/// `Text + Text` with runs of their own colours and sizes, drawn on one line and wrapped.
struct StyledRunTests {
    let red = SceneColorValue.fixed(SceneColor(r: 255, g: 0, b: 0)), blue = SceneColorValue.fixed(SceneColor(r: 0, g: 0, b: 255))

    /// The columns (or rows) holding ink of mostly red and mostly blue.
    static func inked(_ image: RGBAImage, byRow: Bool) -> (red: [Int], blue: [Int]) {
        var red = Set<Int>(), blue = Set<Int>()
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                guard p.a > 128 else { continue }
                if p.r > 200 && p.b < 60 { red.insert(byRow ? y : x) }
                if p.b > 200 && p.r < 60 { blue.insert(byRow ? y : x) }
            }
        }
        return (red.sorted(), blue.sorted())
    }

    @Test func eachRunIsDrawnInItsOwnColourOnOneLine() throws {
        let text = TextContent(runs: [.literal("AAA"), .literal("BBB")], font: FontReference.system, size: 20, color: red,
                               runStyles: [TextRunStyle(), TextRunStyle(color: blue)])
        let image = try SceneCanvas.render(SceneNode(.text(text)), width: 200, height: 40)
        let (reds, blues) = Self.inked(image, byRow: false)
        #expect(!reds.isEmpty && !blues.isEmpty)
        #expect(reds.max()! < blues.min()!, "the red run's ink is left of the blue run's: \(reds.max()!) vs \(blues.min()!)")
        // The same glyphs in one colour cover the same pixels.
        let plain = TextContent(runs: [.literal("AAA"), .literal("BBB")], font: FontReference.system, size: 20, color: red)
        #expect(SceneCanvas.coverage(image) == SceneCanvas.coverage(try SceneCanvas.render(SceneNode(.text(plain)), width: 200, height: 40)))
    }

    @Test func aLargerRunMakesTheLineTaller() throws {
        let small = TextContent(runs: [.literal("ab"), .literal("cd")], font: FontReference.system, size: 10)
        var large = small
        large.runStyles = [TextRunStyle(), TextRunStyle(size: 30)]
        let a = try SceneCanvas.render(SceneNode(.text(small), [.fixedSize(horizontal: true, vertical: true)]), width: 200, height: 60)
        let b = try SceneCanvas.render(SceneNode(.text(large), [.fixedSize(horizontal: true, vertical: true)]), width: 200, height: 60)
        #expect(TextWrappingTests.rows(b) > TextWrappingTests.rows(a) * 2)
    }

    @Test func aWrappedStyledTextKeepsEachRunsColourOnItsLine() throws {
        // "aaaa " in red and "bbbb" in blue, in a frame one word wide: red above, blue below.
        let text = TextContent(runs: [.literal("aaaa "), .literal("bbbb")], font: FontReference.system, size: 20, color: red,
                               runStyles: [TextRunStyle(), TextRunStyle(color: blue)])
        let image = try SceneCanvas.render(SceneNode(.text(text), [SceneCanvas.frame(60, nil)]), width: 100, height: 80)
        let (reds, blues) = Self.inked(image, byRow: true)
        #expect(!reds.isEmpty && !blues.isEmpty)
        #expect(reds.max()! < blues.min()!, "red rows \(reds.first!)…\(reds.last!), blue rows \(blues.first!)…\(blues.last!)")
    }

    @Test func runStylesRoundTripThroughASceneFile() throws {
        let text = TextContent(runs: [.literal("12"), .literal(" km")], font: FontReference.system, size: 20,
                               runStyles: [TextRunStyle(), TextRunStyle(size: 11, color: .system("secondary"), tracking: 1, monospacedDigit: true)])
        let scene = WidgetScene(width: 100, height: 40, displayScale: 1, reference: SceneDefaults.reference, root: SceneNode(.text(text)))
        let data = try SceneFile.encode(scene)
        #expect(String(decoding: data, as: UTF8.self).contains(#""textColor" : "secondary""#))
        #expect(try SceneFile.decode(data, source: "t.json") == scene)
        let bad = #"{"format": 2, "width": 30, "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": {"type": "text", "size": 10, "runs": [{"text": "a", "colour": "red"}]}}"#
        #expect(throws: (any Error).self) { try SceneFile.decode(Data(bad.utf8), source: "t.json") }
    }
}
