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
    /// The abandoned sbix version: thirty layers at 15 fps, each in the one-picture-per-pair
    /// fixture font, white behind every frame.
    static func sbixPreset(size: Double) throws -> FrameFontsPreset {
        var preset = FrameFontsPreset()
        preset.size = size
        preset.fps = Rational(15)
        preset.frameBackground = .white
        preset.useFonts(try FrameFontFiles.references(Fixtures.font("FramePairs-sbix.ttf").path, count: 30))
        return preset
    }

    static func renderer() throws -> SceneRenderer {
        var preset = FrameFontsPreset()
        preset.size = 16
        return try SceneBundle.frameFonts(preset).renderer()
    }

    /// Frame f of the stack drawn alone, as the test builds it from the fonts' glyph pictures:
    /// font k = f mod 16 sets the seconds pair 2j (j = f div 16), whose ligature is its glyph j,
    /// at the preset's placement (frame 9·s wide, trailing, offset −4·s), over white.
    static func reference(frame f: Int, size: Int = 16) throws -> [UInt8] {
        let k = f % 16, j = f / 16
        let s = Double(size)
        let line = TextLine(runs: [TextRun(String(format: "0:%02d", 2 * j), font: try FontFace.frameFonts[k], pointSize: s)])
        let placement = TextPlacement(viewWidth: s, viewHeight: s, displayScale: 1, frameWidth: s * 9, frameHeight: s,
                                      alignment: .trailing, anchor: .topLeading, offsetX: -s * 8, offsetY: 0)
        let raster = try TextRasterizer.render(line, placement: placement, color: RGBA(r: 0, g: 0, b: 0, a: 255))
        var reference = RGBAImage(width: size, height: size, filledWith: RGBA(r: 255, g: 255, b: 255, a: 255))
        let glyph = try #require(raster.color)
        for y in 0..<size {
            for x in 0..<size {
                let p = glyph.pixel(x: x, y: y), d = reference.pixel(x: x, y: y)
                func over(_ a: UInt8, _ b: UInt8) -> UInt8 { a &+ Premultiply.multiply(b, 255 - p.a) }
                reference.setPixel(x: x, y: y, RGBA(r: over(p.r, d.r), g: over(p.g, d.g), b: over(p.b, d.b), a: 255))
            }
        }
        return reference.pixels
    }

    /// Over two loops, at every 1/8 s and a seeded spread of instants, the frame drawn on top is
    /// the one the schedule names, and the picture is that frame's reference, pixel for pixel.
    @Test func showsTheScheduledFrameOverTwoLoops() throws {
        let renderer = try Self.renderer()
        let schedule = try #require(renderer.showSchedule)
        var state: UInt64 = 11
        func next() -> UInt64 { state = state &* 6364136223846793005 &+ 1442695040888963407; return state >> 11 }
        var instants = (16..<(16 + 480)).map { Rational(Int128($0), 8) }
        instants += (0..<120).map { _ in Rational(Int128(next() % 60_000_000) + 2_000_000, 1_000_000) }
        var references: [Int: [UInt8]] = [:]
        for tau in instants {
            let t = renderer.scene.reference + tau
            let rendering = try renderer.render(at: t)
            let expected = schedule.expected(at: t).frame
            #expect(rendering.topFrame == expected, "τ = \(tau)")
            guard let frame = expected else { continue }
            if references[frame] == nil { references[frame] = try Self.reference(frame: frame) }
            #expect(rendering.image.pixels == references[frame], "frame \(frame) at τ = \(tau) is not its glyph picture")
        }
        #expect(references.count == 240)
    }

    /// One instant worked by hand: τ = 7.385 s.
    @Test func pictureIsTheFontsGlyph() throws {
        let renderer = try Self.renderer()
        let t = renderer.scene.reference + Rational(7) + Rational(3, 8) + Rational(1, 100)
        let rendering = try renderer.render(at: t)
        // τ = 7.385: layer 11 of the second half, e = floor(7.385 − 1 − 11/8) = 5, pair 05 → glyph 2.
        #expect(rendering.topFrame == 11 + 16 * 2)
        #expect(rendering.image.pixels == (try Self.reference(frame: 11 + 16 * 2)))
    }

    /// sbix frame fonts with transparent corners, a white background behind each layer.
    @Test func sbixFrameFontsWithWhiteBackgrounds() throws {
        let preset = try Self.sbixPreset(size: 32)
        let renderer = try SceneBundle.frameFonts(preset).renderer()
        let rendering = try renderer.render(at: renderer.scene.reference + Rational(31, 10))
        #expect(rendering.topLayer?.path == rendering.layers[16].path)
        #expect(rendering.layers[16].string == "0:01")
        #expect(rendering.contributingCount == 1)
    }

    /// The schedule names the frames the fonts hold: the built-in CatFont-style fonts follow the
    /// published rule (no table stated); a font with one picture per pair reads pair SS as its
    /// glyph SS, and the loop is the 60 s the pairs take to repeat.
    @Test func pairGlyphsAreReadFromTheFonts() throws {
        let builtIn = try SceneBundle.frameFonts()
        guard case .fontStack(let stack)? = builtIn.scene.expectation else { Issue.record("no font stack"); return }
        #expect(stack.pairGlyphs == nil && stack.loop == Rational(30))
        guard case .fontStack(let sbix)? = try SceneBundle.frameFonts(Self.sbixPreset(size: 32)).scene.expectation else { Issue.record("no font stack"); return }
        #expect(sbix.pairGlyphs == Array(0..<60) && sbix.loop == Rational(60))
    }

    /// The sbix version over one loop: at every 1/15 s the top layer's picture is the frame the
    /// schedule names, and its layer shows the pair that frame stands for.
    @Test func sbixStackShowsTheScheduledFrameOverALoop() throws {
        let preset = try Self.sbixPreset(size: 64)
        let renderer = try SceneBundle.frameFonts(preset).renderer()
        let schedule = try #require(renderer.showSchedule)
        var shown: Set<Int> = []
        for n in 30..<(30 + 900) {
            let t = renderer.scene.reference + Rational(Int128(n), 15)
            let rendering = try renderer.render(at: t)
            let expected = try #require(schedule.expected(at: t).frame)
            #expect(rendering.topFrame == expected, "n = \(n)")
            // Frame k + 30·SS shows pair SS, which the bar of the fixture's picture encodes.
            #expect(rendering.topLayer?.string?.hasSuffix(String(format: "%02d", expected / 30)) == true, "n = \(n)")
            shown.insert(expected)
        }
        #expect(shown.count == 900, "30 layers × the 30 odd pairs of a minute")
    }

    @Test func fontsFromAPatternAFolderOrOneFile() throws {
        let folder = Fixtures.font("").path
        #expect(try FrameFontFiles.references(nil).count == 16)
        #expect(try FrameFontFiles.references(Fixtures.font("FramePairs-sbix.ttf").path, count: 3).count == 3)
        #expect(try FrameFontFiles.references(folder).allSatisfy { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") })
        #expect(throws: SceneLoadError.self) { try FrameFontFiles.references(folder + "/Nope%d.ttf") }
    }
}
