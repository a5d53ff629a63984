import Foundation
import Testing
import TestFixtures
import TimerMaskCore
import TimerMaskFonts
import TimerMaskRaster
import TimerMaskRender
import TimerMaskLoader

/// The frame-font stack rendered: what shows is the frame the stated schedule names.
struct FrameFontsTests {
    static func renderer() throws -> SceneRenderer {
        var preset = FrameFontsPreset()
        preset.size = 16
        return try SceneBundle.frameFonts(preset).renderer()
    }

    /// Over two loops, at every 1/8 s and a seeded spread of instants, the glyph drawn on top is
    /// the frame the schedule names, and every frame's picture is the same whenever it shows.
    @Test func showsTheScheduledFrameOverTwoLoops() throws {
        let renderer = try Self.renderer()
        let schedule = try #require(renderer.showSchedule)
        var state: UInt64 = 11
        func next() -> UInt64 { state = state &* 6364136223846793005 &+ 1442695040888963407; return state >> 11 }
        var instants = (16..<(16 + 480)).map { Rational(Int128($0), 8) }
        instants += (0..<120).map { _ in Rational(Int128(next() % 60_000_000) + 2_000_000, 1_000_000) }
        var pictures: [Int: [UInt8]] = [:]
        for tau in instants {
            let t = renderer.scene.reference + tau
            let rendering = try renderer.render(at: t)
            let expected = schedule.expected(at: t).frame
            #expect(rendering.topFrame == expected, "τ = \(tau)")
            guard let frame = expected else { continue }
            if let seen = pictures[frame] {
                #expect(seen == rendering.image.pixels, "frame \(frame) at τ = \(tau) differs from its other showings")
            } else {
                pictures[frame] = rendering.image.pixels
            }
        }
        #expect(pictures.count == 240)
    }

    /// The picture is font k's glyph j drawn alone: the reference is the ligature of the pair
    /// drawn in that font by the text rasteriser, its last cell over the view, on white.
    @Test func pictureIsTheFontsGlyph() throws {
        let renderer = try Self.renderer()
        let t = renderer.scene.reference + Rational(7) + Rational(3, 8) + Rational(1, 100)
        let rendering = try renderer.render(at: t)
        // τ = 7.385: layer 11 of the second half, e = floor(7.385 − 1 − 11/8) = 5, pair 05 → glyph 2.
        #expect(rendering.topFrame == 11 + 16 * 2)
        let face = FontFace.frameFonts[11]
        let line = TextLine(runs: [TextRun("0:05", font: face, pointSize: 16)])
        let placement = TextPlacement(viewWidth: 16, viewHeight: 16, displayScale: 1, frameWidth: 16 * 9, frameHeight: 16,
                                      alignment: .trailing, anchor: .topLeading, offsetX: -16 * 8, offsetY: 0)
        let raster = try TextRasterizer.render(line, placement: placement, color: RGBA(r: 0, g: 0, b: 0, a: 255))
        var reference = RGBAImage(width: 16, height: 16, filledWith: RGBA(r: 255, g: 255, b: 255, a: 255))
        let glyph = try #require(raster.color)
        for y in 0..<16 {
            for x in 0..<16 {
                let s = glyph.pixel(x: x, y: y), d = reference.pixel(x: x, y: y)
                func over(_ a: UInt8, _ b: UInt8) -> UInt8 { a &+ Premultiply.multiply(b, 255 - s.a) }
                reference.setPixel(x: x, y: y, RGBA(r: over(s.r, d.r), g: over(s.g, d.g), b: over(s.b, d.b), a: 255))
            }
        }
        #expect(rendering.image.pixels == reference.pixels)
    }

    /// sbix frame fonts with transparent corners, a white background behind each layer.
    @Test func sbixFrameFontsWithWhiteBackgrounds() throws {
        var preset = FrameFontsPreset()
        preset.size = 32
        preset.fps = Rational(15)
        preset.frameBackground = .white
        preset.useFonts(try FrameFontFiles.references(Fixtures.font("FramePairs-sbix.ttf").path, count: 30))
        let renderer = try SceneBundle.frameFonts(preset).renderer()
        let rendering = try renderer.render(at: renderer.scene.reference + Rational(31, 10))
        #expect(rendering.topLayer?.path == rendering.layers[16].path)
        #expect(rendering.layers[16].string == "0:01")
        #expect(rendering.contributingCount == 1)
    }

    @Test func fontsFromAPatternAFolderOrOneFile() throws {
        let folder = Fixtures.font("").path
        #expect(try FrameFontFiles.references(nil).count == 16)
        #expect(try FrameFontFiles.references(Fixtures.font("FramePairs-sbix.ttf").path, count: 3).count == 3)
        #expect(try FrameFontFiles.references(folder).allSatisfy { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") })
        #expect(throws: SceneLoadError.self) { try FrameFontFiles.references(folder + "/Nope%d.ttf") }
    }
}
