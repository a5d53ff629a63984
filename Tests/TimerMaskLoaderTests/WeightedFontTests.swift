import Foundation
import Testing
import TestFixtures
import TimerMaskCore
import TimerMaskFonts
import TimerMaskLoader

/// `FONT#weight`: a font drawn at a weight its file does not hold, its strokes widened or
/// narrowed by FreeType's synthetic emboldening (how the SF Symbols stand-in takes SF's weights).
struct WeightedFontTests {
    @Test func aWeightedReferenceNamesItsBaseAndItsStrokeChange() throws {
        #expect(FontReference.weighted("a.ttf", "regular") == "a.ttf")
        #expect(FontReference.weighted("a.ttf", "bold") == "a.ttf#bold")
        let bold = try #require(FontReference.weighted("a.ttf#bold"))
        #expect(bold.base == "a.ttf")
        #expect(abs(bold.strokeChange - 0.805 / 12) < 1e-12)
        #expect(try #require(FontReference.weighted("x/y#ultraLight")).strokeChange < 0)
        // Not a weight: the whole reference is a file name.
        #expect(FontReference.weighted("odd#name.ttf") == nil)
        // A weight with no font before it names a file, not the folder.
        #expect(FontReference.weighted("#bold") == nil)
    }

    func ink(_ font: String) throws -> Int {
        let scene = try SceneFile.decode(Data("""
            {"format": 2, "width": 120, "height": 60, "displayScale": 1, "reference": "\(SceneDefaults.referenceText)",
             "root": {"type": "text", "font": "\(font)", "size": 40, "textColor": "black", "runs": [{"text": "8"}]}}
            """.utf8), source: "w.json")
        let image = try SceneBundle.load(scene: scene).renderer().render(at: scene.reference).image
        var sum = 0
        for y in 0..<image.height { for x in 0..<image.width { sum += Int(image.pixel(x: x, y: y).a) } }
        return sum
    }

    @Test func aScenesTextDrawsHeavierAndLighterThanItsFile() throws {
        let font = Fixtures.font("BlinkMask-TT.ttf").path
        let light = try ink(font + "#light"), plain = try ink(font), bold = try ink(font + "#bold")
        #expect(light < plain && plain < bold, "\(light) \(plain) \(bold)")
        #expect(try ink(font + "#regular") == plain)
        #expect { try ink(font + "#heavyish") } throws: { "\($0)".contains("BlinkMask-TT.ttf#heavyish") }
    }
}
