import Foundation
import Testing
import TestFixtures
import TimerMaskTesting
@testable import TimerMaskFonts

/// Every pair 00…59 in each fixture font, held to `Goldens/glyphs/`.
struct PairSheetGoldenTests {
    static let fonts = ["BlinkMask-CFF.otf", "BlinkMask-TT.ttf", "LigatureBlink.otf", "FramePairs-sbix.ttf", "Overflow.ttf"]

    func labelFont() throws -> FontFace {
        let match = try #require(SystemFonts.match(family: SystemFonts.labelFamily))
        return try FontFace(contentsOf: URL(fileURLWithPath: match.path))
    }

    @Test(arguments: fonts)
    func pairSheetMatchesItsGolden(fontName: String) throws {
        let face = try FontFace(contentsOf: Fixtures.font(fontName))
        let sheet = try PairSheet.render(font: face, pixelSize: 32, labelFont: try labelFont())
        let name = fontName.split(separator: ".")[0]
        try GoldenImage(Fixtures.golden("glyphs/\(name)-pairs.png")).verify(sheet)
    }

    /// The section-11 OT-SVG frame font and the shared-document font, held to `Goldens/svg/`.
    @Test(arguments: ["SVGFramePairs.ttf", "SVGShared.ttf"])
    func svgPairSheetMatchesItsGolden(fontName: String) throws {
        let face = try FontFace(contentsOf: Fixtures.font(fontName))
        let sheet = try PairSheet.render(font: face, pixelSize: 32, labelFont: try labelFont())
        let name = fontName.split(separator: ".")[0]
        try GoldenImage(Fixtures.golden("svg/\(name)-pairs.png")).verify(sheet)
    }

    @Test func builtInBlinkMaskSheetMatchesTheTrueTypeFixture() throws {
        let builtIn = try PairSheet.render(font: .blinkMask, pixelSize: 32, labelFont: try labelFont())
        try GoldenImage(Fixtures.golden("glyphs/BlinkMask-TT-pairs.png")).verify(builtIn)
    }
}
