import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRaster
@testable import TimerMaskRender

/// The 30-layer stack against the formulas of domain.md section 5.
struct WidgetnimationRenderTests {
    /// Thirty opaque frames, each one flat colour that names its index.
    static func opaqueFrames(side: Int, count: Int = 30) -> [RGBAImage] {
        (0..<count).map { (k: Int) -> RGBAImage in
            let color = RGBA(r: UInt8(k * 8), g: UInt8(255 - k * 8), b: UInt8(k * 37 % 256))
            return RGBAImage(width: side, height: side, filledWith: color)
        }
    }

    /// Frames that overlap and are partly transparent: frame k is a band of its own colour at
    /// alpha 64 + 6k, columns k·side/60 … +side/2, so where bands cross the picture depends on
    /// which layers are on and on the order they stack in.
    static func transparentFrames(side: Int, count: Int = 30) -> [RGBAImage] {
        (0..<count).map { k in
            var image = RGBAImage(width: side, height: side)
            let color = RGBA(r: UInt8(k * 8), g: UInt8(255 - k * 8), b: UInt8(k * 37 % 256), a: UInt8(64 + 6 * k))
            image.blend(nil, color: color.premultiplied,
                        clip: PixelRect(x: k * side / (2 * count), y: 0, width: side / 2, height: side))
            return image
        }
    }

    /// Premultiplied source-over of `layers`, bottom first, on an opaque `background`, written
    /// out from its definition (out = src + dst × (1 − src alpha), rounded to nearest) so it
    /// does not lean on the renderer's own blending.
    static func sourceOver(_ layers: [RGBAImage], on background: RGBA) -> [UInt8] {
        var out = RGBAImage(width: layers[0].width, height: layers[0].height, filledWith: background).pixels
        for layer in layers {
            for p in stride(from: 0, to: out.count, by: 4) {
                let keep = 1 - Double(layer.pixels[p + 3]) / 255
                for c in 0..<4 { out[p + c] = layer.pixels[p + c] + UInt8((Double(out[p + c]) * keep).rounded()) }
            }
        }
        return out
    }

    func renderer(_ preset: WidgetnimationPreset, frames: [RGBAImage]) throws -> SceneRenderer {
        try SceneRenderer(scene: preset.scene, images: ImageLibrary(frames: frames))
    }

    func smallPreset() -> WidgetnimationPreset {
        var preset = WidgetnimationPreset()
        preset.size = 12
        preset.displayScale = 1
        return preset
    }

    /// Every millisecond across two loops, every exact k/15 boundary, and a microsecond before each.
    static func denseGrid(_ preset: WidgetnimationPreset) -> [Instant] {
        var instants = (0..<4000).map { preset.reference + Rational(Int128($0), 1000) }
        instants += (0...60).map { preset.reference + Rational(Int128($0), 15) }
        instants += (0...60).map { preset.reference + Rational(Int128($0), 15) - Rational(1, 1_000_000) }
        return instants
    }

    @Test func everyMillisecondOfTwoLoopsShowsFrameFloorFifteenU() throws {
        let preset = smallPreset()
        let frames = Self.opaqueFrames(side: 12)
        let renderer = try renderer(preset, frames: frames)
        let schedule = IdealSchedule(preset)
        var mismatches: [String] = []
        for t in Self.denseGrid(preset) {
            let rendering = try renderer.render(at: t)
            let expected = schedule.topFrame(at: t)
            if rendering.image.pixels != frames[expected].pixels || rendering.topFrame != expected {
                mismatches.append("\(t - preset.reference): showed \(rendering.topFrame.map(String.init) ?? "none"), expected \(expected)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) instants differ, first: \(mismatches.prefix(5))")
    }

    @Test func explanationAgreesWithTheDomainModel() throws {
        let preset = smallPreset()
        let renderer = try renderer(preset, frames: Self.opaqueFrames(side: 12))
        let schedule = IdealSchedule(preset)
        var disagreements: [String] = []
        for t in Self.denseGrid(preset) {
            let rendering = try renderer.render(at: t)
            let at = "\(t - preset.reference) s"
            guard rendering.layers.count == 30 else { disagreements.append("\(at): \(rendering.layers.count) layers"); continue }
            for layer in rendering.layers {
                guard let k = layer.frame else { disagreements.append("\(at): \(layer.path) names no frame"); continue }
                if (layer.maskCoverage == 1) != schedule.isLayerOn(k, at: t) || (layer.maskCoverage != 0 && layer.maskCoverage != 1) {
                    disagreements.append("\(at): layer \(k) coverage \(layer.maskCoverage), on: \(schedule.isLayerOn(k, at: t))")
                }
                if layer.contributes != (k == schedule.topFrame(at: t)) {
                    disagreements.append("\(at): layer \(k) contributes \(layer.contributes), top frame \(schedule.topFrame(at: t))")
                }
            }
            if rendering.topFrame != schedule.topFrame(at: t) { disagreements.append("\(at): top frame \(rendering.topFrame.map(String.init) ?? "none")") }
            if !rendering.layers[0].timers.isEmpty { disagreements.append("\(at): frame 0 has a mask") }
            if rendering.layers[29].timers.count != 2 { disagreements.append("\(at): layer 29 is not under two masks") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, first: \(disagreements.prefix(5))")
    }

    @Test func transparentFramesGhostAsTheSourceOverOfEveryLayerThatIsOn() throws {
        var preset = smallPreset()
        preset.size = 36
        preset.frameBackground = nil
        let frames = Self.transparentFrames(side: 36)
        let renderer = try renderer(preset, frames: frames)
        let schedule = IdealSchedule(preset)
        for ms in stride(from: 0, to: 4000, by: 41) {
            let t = preset.reference + Rational(Int128(ms), 1000)
            let on = schedule.layersOn(at: t)
            let expected = Self.sourceOver(on.map { frames[$0] }, on: .white)
            let rendering = try renderer.render(at: t)
            #expect(rendering.image.pixels == expected, "at \(ms) ms, layers on: \(on)")
            #expect(rendering.contributingCount == on.count, "at \(ms) ms: \(rendering.contributingCount) vs \(on.count) on")
            // The frames are built so that stacking order shows: upside down is another picture.
            if on.count > 1 {
                #expect(Self.sourceOver(on.reversed().map { frames[$0] }, on: .white) != expected, "at \(ms) ms")
            }
        }
    }

    @Test func fullSizeAtThreeXShowsTheScheduledFrame() throws {
        let preset = WidgetnimationPreset()   // 170 pt @3x = 510 px
        let frames = Self.opaqueFrames(side: 510)
        let renderer = try renderer(preset, frames: frames)
        for (ms, frame) in [(0, 0), (1000 / 15 + 1, 1), (1001, 15), (1999, 29), (2000, 0)] {
            let rendering = try renderer.render(at: preset.reference + Rational(Int128(ms), 1000))
            #expect(rendering.topFrame == frame)
            #expect(rendering.image.pixels == frames[frame].pixels)
        }
    }

    @Test func sceneFileRoundTripRendersIdentically() throws {
        var preset = smallPreset()
        preset.frameBackground = nil
        let scene = preset.scene
        let json = try JSONEncoder().encode(scene)
        let decoded = try JSONDecoder().decode(WidgetScene.self, from: json)
        #expect(decoded == scene)
        let frames = Self.transparentFrames(side: 12)
        let a = try SceneRenderer(scene: scene, images: ImageLibrary(frames: frames))
        let b = try SceneRenderer(scene: decoded, images: ImageLibrary(frames: frames))
        for ms in [0, 70, 1001, 1500, 1999] {
            let t = preset.reference + Rational(Int128(ms), 1000)
            #expect(try a.render(at: t).image.pixels == b.render(at: t).image.pixels)
        }
    }

    @Test func missingImageIsNamedBeforeRendering() {
        let preset = smallPreset()
        #expect {
            try SceneRenderer(scene: preset.scene, images: ImageLibrary(frames: Self.opaqueFrames(side: 12, count: 29)))
        } throws: { "\($0)".contains("names image 'frame:29', which was not loaded") }
    }
}
