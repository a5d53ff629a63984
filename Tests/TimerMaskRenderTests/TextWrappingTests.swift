import Foundation
import Testing
import TimerMaskCore
import TimerMaskFonts
import TimerMaskRaster
@testable import TimerMaskRender

/// `Text` wrapped as SwiftUI wraps it: at the Unicode line-break opportunities (libunibreak) to
/// the width offered, as many lines as the height offered holds, the last cut with "…".
struct TextWrappingTests {
    /// Every character one unit wide, so the expected lines can be worked out by hand.
    static func count(_ s: String) -> Double { Double(s.count) }

    @Test func aLongTextWrapsAtWordsToTheWidthOffered() throws {
        #expect(TextWrapping.lines("aaa bbb ccc", width: 7, maxLines: 10, measure: Self.count) == ["aaa bbb", "ccc"])
        // A trailing space does not count against the width; a word wider than a line is broken between characters.
        #expect(TextWrapping.lines("aaaa bbbbbbbbbb", width: 4, maxLines: 10, measure: Self.count) == ["aaaa", "bbbb", "bbbb", "bb"])
        // A newline must break; a hyphen may (UAX #14 class HY).
        #expect(TextWrapping.lines("a\nb", width: 10, maxLines: 10, measure: Self.count) == ["a", "b"])
        #expect(TextWrapping.lines("well-known fact", width: 6, maxLines: 10, measure: Self.count) == ["well-", "known", "fact"])
        // Laid out in a 60 pt frame, a text wider than it takes two lines of its font's height.
        let text = TextContent(runs: [.literal("wrap me please")], font: FontReference.system, size: 10)
        let wide = try SceneCanvas.render(SceneNode(.text(text)), width: 400, height: 100)
        let narrow = try SceneCanvas.render(SceneNode(.text(text), [SceneCanvas.frame(40, nil)]), width: 400, height: 100)
        #expect(Self.rows(narrow) > Self.rows(wide) * 3 / 2, "one line is \(Self.rows(wide)) rows, wrapped \(Self.rows(narrow))")
    }

    @Test func aLineLimitCutsTheLastLineWithAnEllipsis() throws {
        #expect(TextWrapping.lines("aaa bbb ccc ddd eee", width: 7, maxLines: 2, measure: Self.count) == ["aaa bbb", "ccc dd…"])
        #expect(TextWrapping.lines("aaa bbb ccc ddd", width: 7, maxLines: 1, measure: Self.count) == ["aaa bb…"])
        // A text that fits its lines keeps them whole, with no ellipsis.
        #expect(TextWrapping.lines("aaa bbb", width: 7, maxLines: 1, measure: Self.count) == ["aaa bbb"])
        // In a scene: a limit of one line keeps the text one line tall however narrow its frame.
        var text = TextContent(runs: [.literal("wrap me please")], font: FontReference.system, size: 10)
        let one = try SceneCanvas.render(SceneNode(.text(text)), width: 400, height: 100)
        text.lineLimit = 1
        let limited = try SceneCanvas.render(SceneNode(.text(text), [SceneCanvas.frame(40, nil)]), width: 400, height: 100)
        #expect(Self.rows(limited) <= Self.rows(one))
        // Through a scene file and back.
        let scene = WidgetScene(width: 400, height: 100, displayScale: 1, reference: SceneDefaults.reference, root: SceneNode(.text(text)))
        #expect(try SceneFile.decode(SceneFile.encode(scene), source: "t.json") == scene)
    }

    /// How many pixel rows hold ink.
    static func rows(_ image: RGBAImage) -> Int {
        (0..<image.height).filter { y in (0..<image.width).contains { image.pixel(x: $0, y: y).a > 0 } }.count
    }
}
