import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRaster
@testable import TimerMaskRender

/// A mask turned by the clock is skipped at an instant where its reach (`TurnedReach`, recorded
/// from its first drawing) cannot touch the canvas. Skipping must never change a pixel: every
/// picture here is compared with the same scene drawn with every turned mask evaluated in full.
struct TurnedReachTests {
    /// Renders `scene` at `instants` twice, with and without the reaches, and returns the
    /// renderer that used them; every picture and every layer's contribution must agree.
    @discardableResult
    static func expectSameAsFullEvaluation(_ scene: WidgetScene, images: ImageLibrary = ImageLibrary(),
                                           at instants: [Instant]) throws -> SceneRenderer {
        let fast = try SceneRenderer(scene: scene, images: images)
        let full = try SceneRenderer(scene: scene, images: images)
        full.usesTurnedReach = false
        var differing: [String] = []
        for t in instants {
            let a = try fast.render(at: t), b = try full.render(at: t)
            if a.image != b.image || a.layers.map(\.contributes) != b.layers.map(\.contributes) {
                differing.append((t - scene.reference).description)
            }
        }
        #expect(differing.isEmpty, "pictures differ from the full evaluation at \(differing.prefix(5)) s after the reference")
        return fast
    }

    @Test func theArcWidgetDrawsTheSamePicturesAndSkipsTheBandsOffTheCanvas() throws {
        let preset = ArcPresetTests.preset()
        // 300 instants over one cycle, off any frame boundary, then some after many cycles.
        let instants = (0..<300).map { ArcPresetTests.instant(preset, turns: (Double($0) + 0.37) / 300) }
            + (0..<40).map { ArcPresetTests.instant(preset, turns: 1000 + Double($0) * 0.0173) }
        let renderer = try Self.expectSameAsFullEvaluation(preset.scene, images: ArcPresetTests.library, at: instants)
        // Every band's mask applies, and at any instant all but a few are known to be off the canvas.
        let reaches = renderer.turnedReachesRecorded
        #expect(reaches.count == preset.bandCount)
        let canvas = PixelRect(x: 0, y: 0, width: ArcPresetTests.pixels, height: ArcPresetTests.pixels)
        for degrees in stride(from: 0.0, to: 360, by: 7.3) {
            let reaching = reaches.count { $0.mayDraw(at: degrees, within: canvas) }
            #expect(reaching >= 1 && reaching <= 4, "\(reaching) bands may reach the canvas at \(degrees)°")
        }
    }

    /// Shapes of every kind of reach (fills, a square-capped stroke, a mitred path), laid out,
    /// moved, turned and squashed inside and outside the effect, sweeping on and off the canvas.
    static func sweepingMask(anchor: UnitPointValue, outerTurn: Double, squash: (x: Double, y: Double)) -> WidgetScene {
        let red = SceneColorValue.fixed(SceneColor(r: 255, g: 0, b: 0))
        let square = StrokeSettings(lineWidth: SceneLength(3), lineCap: .square, lineJoin: .miter, miterLimit: 10)
        let zigzag = SceneShape.path([.move(to: ScenePoint(x: SceneLength(0), y: SceneLength(0))),
                                      .line(to: ScenePoint(x: SceneLength(20), y: SceneLength(4))),
                                      .line(to: ScenePoint(x: SceneLength(0), y: SceneLength(8)))])
        let shapes = SceneNode(.zStack(alignment: .topLeading, children: [
            SceneNode(.shape(.rectangle, .fill(red)), [SceneCanvas.frame(12, 5)]),
            SceneNode(.shape(.capsule, .stroke(red, square)), [SceneCanvas.frame(18, 6), .offset(x: SceneLength(4), y: SceneLength(9))]),
            SceneNode(.shape(zigzag, .stroke(red, StrokeSettings(lineWidth: SceneLength(2)))), [SceneCanvas.frame(20, 8),
                .rotation(degrees: 25, anchor: .center), .padding(edges: .all, length: SceneLength(2))]),
            SceneNode(.spacer(minLength: nil), [SceneCanvas.frame(4, 4)]),
        ]), [.scale(x: 1.4, y: 0.8, anchor: .center), SceneCanvas.frame(30, 24),
             .clockHandRotation(ClockHandRotation(period: Rational(7), anchor: anchor)),
             // The pivot, far outside the shapes, moved to the canvas's top-left corner: the shapes circle it.
             .offset(x: SceneLength(-(15 + 30 * anchor.x)), y: SceneLength(-(18 + 24 * anchor.y)))])
        let masked = SceneNode(.color(.fixed(SceneColor(r: 0, g: 0, b: 255))), [
            SceneCanvas.frame(60, 60), .mask(shapes, alignment: .center),
            .rotation(degrees: outerTurn, anchor: .center), .scale(x: squash.x, y: squash.y, anchor: .center),
        ])
        let root = SceneNode(.zStack(alignment: .center, children: [SceneNode(.color(.white)), masked]))
        return WidgetScene(width: 60, height: 60, displayScale: 2, reference: SceneDefaults.reference, root: root)
    }

    @Test(arguments: [(UnitPointValue(x: 0.5, y: 3), 0.0, 1.0, 1.0), (UnitPointValue(x: -1, y: 2), 33.0, 1.5, 0.6),
                      (UnitPointValue(x: 2.5, y: 0.2), -70.0, 0.7, -1.0)])
    func shapesTurnedOnAndOffTheCanvasDrawTheSamePictures(anchor: UnitPointValue, outerTurn: Double, sx: Double, sy: Double) throws {
        let scene = Self.sweepingMask(anchor: anchor, outerTurn: outerTurn, squash: (sx, sy))
        let instants = (0..<250).map { SceneDefaults.reference + Rational(Int128($0) * 7_013, 250_000) }
        let renderer = try Self.expectSameAsFullEvaluation(scene, at: instants)
        // The masked blue (red below 250 over the white) shows at some instants and not at others.
        let showing = try instants.map { t in try renderer.render(at: t).image.pixels.enumerated().contains { $0.offset % 4 == 0 && $0.element < 250 } }
        #expect(showing.contains(true) && showing.contains(false))
        let reaches = renderer.turnedReachesRecorded
        try #require(reaches.count == 1)
        // The mask leaves the canvas for part of each turn, and is on it for another part.
        let canvas = PixelRect(x: 0, y: 0, width: 120, height: 120)
        let reaching = stride(from: 0.0, to: 360, by: 5).map { reaches[0].mayDraw(at: $0, within: canvas) }
        #expect(reaching.contains(true) && reaching.contains(false), "\(reaching)")
    }

    @Test func onlyMasksOfShapesTurnedByOneEffectOnTheirOwnModifiersApply() {
        let red = SceneColorValue.fixed(SceneColor(r: 255, g: 0, b: 0))
        let effect = SceneModifier.clockHandRotation(ClockHandRotation(period: Rational(60)))
        let bar = SceneNode(.shape(.rectangle, .fill(red)), [SceneCanvas.frame(40, 4)])
        func applies(_ node: SceneNode) -> Bool { TurnedReach.applies(to: ViewTree.build(node)) }
        #expect(applies(SceneNode(bar.content, bar.modifiers + [effect])))
        #expect(applies(SceneNode(.hStack(alignment: .center, spacing: nil, children: [bar, bar]), [effect, .clipped])))
        // Two effects, an effect only inside a child, none at all.
        #expect(!applies(SceneNode(bar.content, bar.modifiers + [effect, effect])))
        #expect(!applies(SceneNode(.zStack(alignment: .center, children: [SceneNode(bar.content, [effect])]))))
        #expect(!applies(bar))
        // Anything drawn but shapes, or a modifier that draws past them or holds a view.
        let text = SceneNode(.text(TextContent(runs: [.literal("12")], size: 20)), [effect])
        #expect(!applies(text))
        #expect(!applies(SceneNode(.color(red), [SceneCanvas.frame(4, 4), effect])))
        #expect(!applies(SceneNode(bar.content, [.blur(radius: 3, opaque: false), effect])))
        #expect(!applies(SceneNode(bar.content, [.shadow(ShadowStyle(color: red, radius: 2, x: 0, y: 0)), effect])))
        #expect(!applies(SceneNode(bar.content, [.background(bar, alignment: .center), effect])))
    }
}
