import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRaster
@testable import TimerMaskRender

/// The generic scene tree, view by view, each case checked at pixel positions worked out here
/// from the layout rules (points × display scale), not read back from the renderer.
struct SceneTreeRenderTests {
    static let reference = SceneDefaults.reference
    static let blue = RGBA(r: 0, g: 0, b: 255), red = RGBA(r: 255, g: 0, b: 0), green = RGBA(r: 0, g: 255, b: 0)

    func render(_ root: SceneNode, width: Double, height: Double, scale: Double = 1,
                images: [String: RGBAImage] = [:], at t: Instant = reference) throws -> RGBAImage {
        let scene = WidgetScene(width: width, height: height, displayScale: scale, reference: Self.reference, root: root)
        return try SceneRenderer(scene: scene, images: ImageLibrary(images: images)).render(at: t).image
    }

    /// Every pixel of `image` against `expected(x, y)`; the first few misses, for the message.
    func mismatches(_ image: RGBAImage, _ expected: (Int, Int) -> RGBA) -> [String] {
        var out: [String] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y) != expected(x, y) {
                out.append("(\(x), \(y)): \(image.pixel(x: x, y: y)) not \(expected(x, y))")
            }
        }
        return Array(out.prefix(5))
    }

    /// A picture whose left half is red and right half green, so a stretch or a crop shows.
    static func halves(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, filledWith: red)
        image.blend(nil, color: green, clip: PixelRect(x: width / 2, y: 0, width: width - width / 2, height: height))
        return image
    }

    @Test(arguments: [1.0, 2.0])
    func fitLetterboxesAWideImageAndFillCropsIt(scale: Double) throws {
        // A 2:1 picture in a 40 × 40 pt frame: fit makes it 40 × 20 pt, centred, 10 pt bands above
        // and below; fill makes it 80 × 40 pt, centred, so only its middle (the colour seam) shows.
        let images = ["wide": Self.halves(width: 20, height: 10)]
        func scene(_ mode: ImageContentMode) -> SceneNode {
            SceneNode(.zStack(alignment: .center, children: [
                SceneNode(.color(.fixed(SceneColor(r: 0, g: 0, b: 255)))),
                SceneNode(.image(name: "wide", contentMode: mode), frame: FrameSize(width: 40, height: 40), clipped: true),
            ]))
        }
        let fit = try render(scene(.fit), width: 40, height: 40, scale: scale, images: images)
        let side = Int(40 * scale), band = Int(10 * scale)
        for y in 0..<side {
            let inPicture = y >= band && y < side - band
            #expect(fit.pixel(x: Int(5 * scale), y: y) == (inPicture ? Self.red : Self.blue), "fit, row \(y)")
            #expect(fit.pixel(x: Int(35 * scale), y: y) == (inPicture ? Self.green : Self.blue), "fit, row \(y)")
        }
        let fill = try render(scene(.fill), width: 40, height: 40, scale: scale, images: images)
        for y in 0..<side {
            #expect(fill.pixel(x: Int(5 * scale), y: y) == Self.red, "fill, row \(y)")
            #expect(fill.pixel(x: Int(35 * scale), y: y) == Self.green, "fill, row \(y)")
        }
    }

    @Test func offsetMovesAnImageAndAStackByPointsTimesScale() throws {
        let scale = 2.0
        let root = SceneNode(.zStack(alignment: .topLeading, children: [
            SceneNode(.color(.white)),
            SceneNode(.image(name: "red", contentMode: .fill), frame: FrameSize(width: 10, height: 10),
                      offset: Point(x: 7, y: 3)),
            SceneNode(.zStack(alignment: .topLeading, children: [SceneNode(.color(.fixed(SceneColor(r: 0, g: 255, b: 0))))]),
                      frame: FrameSize(width: 10, height: 5), offset: Point(x: 20, y: 25.5)),
        ]))
        let image = try render(root, width: 40, height: 40, scale: scale,
                               images: ["red": RGBAImage(width: 20, height: 20, filledWith: Self.red)])
        let redArea = PixelRect(x: 14, y: 6, width: 20, height: 20)      // (7, 3) pt, 10 × 10 pt, at @2x
        let greenArea = PixelRect(x: 40, y: 51, width: 20, height: 10)   // (20, 25.5) pt, 10 × 5 pt
        func inside(_ r: PixelRect, _ x: Int, _ y: Int) -> Bool { x >= r.x && x < r.maxX && y >= r.y && y < r.maxY }
        let misses = mismatches(image) { x, y in
            inside(greenArea, x, y) ? Self.green : inside(redArea, x, y) ? Self.red : .white
        }
        #expect(misses.isEmpty, "\(misses)")
    }

    @Test func aColourMaskedByAnImageTakesTheImagesAlpha() throws {
        // The mask: opaque left third, alpha 128 middle third, clear right third.
        var mask = RGBAImage(width: 30, height: 10)
        mask.blend(nil, color: .black, clip: PixelRect(x: 0, y: 0, width: 10, height: 10))
        mask.blend(nil, color: RGBA(r: 0, g: 0, b: 0, a: 128), clip: PixelRect(x: 10, y: 0, width: 10, height: 10))
        let maskView = SceneNode(.zStack(alignment: .center, children: [SceneNode(.image(name: "mask", contentMode: .fill))]))
        let root = SceneNode(.zStack(alignment: .center, children: [
            SceneNode(.color(.white)),
            SceneNode(.zStack(alignment: .center, children: [
                SceneNode(.color(.fixed(SceneColor(r: 255, g: 0, b: 0))), mask: maskView),
            ])),
        ]))
        let image = try render(root, width: 30, height: 10, images: ["mask": mask])
        // Red scaled by the mask's alpha, then source-over white: white × (1 − α) + red × α.
        func expected(alpha: Double) -> RGBA {
            let g = UInt8((255 * (1 - alpha)).rounded())
            return RGBA(r: 255, g: g, b: g)
        }
        let misses = mismatches(image) { x, _ in expected(alpha: x < 10 ? 1 : x < 20 ? 128.0 / 255 : 0) }
        #expect(misses.isEmpty, "\(misses)")
    }

    @Test func aLiteralThenATimerDrawEachCharacterInTurn() throws {
        // BlinkMask draws an em square for an even digit, nothing for an odd one, and advances
        // 1 em a digit and 0 for the colon (domain.md section 3): each character's place is known.
        let scale = 2.0, em = 10.0
        let timer = TimerSpec(date: .relative(.zero))
        let text = SceneNode(.text(TextContent(runs: [.literal("4"), .literal("7"), .timer(timer)], size: em)),
                             frame: FrameSize(width: 80, height: em))
        let root = SceneNode(.zStack(alignment: .topLeading, children: [SceneNode(.color(.white)), text]))
        for seconds in [4, 5, 38, 61] {
            let t = Self.reference + Rational(Int128(seconds))
            let shown = "47" + TimerText(date: Self.reference).string(at: t)
            let digits = shown.filter(\.isNumber)
            let image = try render(root, width: 80, height: em, scale: scale, at: t)
            let cell = Int(em * scale)
            let misses = mismatches(image) { x, _ in
                guard x / cell < digits.count else { return .white }
                return digits[digits.index(digits.startIndex, offsetBy: x / cell)].wholeNumberValue! % 2 == 0 ? .black : .white
            }
            #expect(misses.isEmpty, "at \(seconds) s, showing \(shown): \(misses)")
        }
    }
}
