import Foundation
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRaster
@testable import TimerMaskRender

/// What the scene-language tests share: a scene rendered to pixels, and the pixels compared
/// with rectangles worked out by hand from SwiftUI's layout rules.
enum SceneCanvas {
    static let red = RGBA(r: 255, g: 0, b: 0), blue = RGBA(r: 0, g: 0, b: 255), green = RGBA(r: 0, g: 255, b: 0)

    static func render(_ root: SceneNode, width: Double, height: Double, scale: Double = 1,
                       at t: Instant = SceneDefaults.reference, environment: SceneEnvironment = SceneEnvironment()) throws -> RGBAImage {
        let scene = WidgetScene(width: width, height: height, displayScale: scale, reference: SceneDefaults.reference, root: root)
        return try SceneRenderer(scene: scene, images: ImageLibrary(), environment: environment).render(at: t).image
    }

    /// A `Color` view of `rgba` with `modifiers`.
    static func color(_ rgba: RGBA, _ modifiers: [SceneModifier] = []) -> SceneNode {
        SceneNode(.color(.fixed(SceneColor(r: rgba.r, g: rgba.g, b: rgba.b, a: rgba.a))), modifiers)
    }

    static func frame(_ width: Double?, _ height: Double?, alignment: SceneAlignment = .center) -> SceneModifier {
        .frame(width: width.map(SceneLength.init), height: height.map(SceneLength.init), alignment: alignment)
    }

    /// A rectangle of the canvas in points, `[x0, x1) × [y0, y1)`, and the colour expected there.
    struct Area { let x0, y0, x1, y1: Double; let color: RGBA }

    /// Every pixel against the last `areas` entry holding its centre (`outside` elsewhere),
    /// points scaled to pixels; the first few misses, for the message.
    static func mismatches(_ image: RGBAImage, scale: Double = 1, _ areas: [Area], outside: RGBA = .clear) -> [String] {
        var out: [String] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let px = (Double(x) + 0.5) / scale, py = (Double(y) + 0.5) / scale
                let expected = areas.last { px >= $0.x0 && px < $0.x1 && py >= $0.y0 && py < $0.y1 }?.color ?? outside
                if image.pixel(x: x, y: y) != expected { out.append("(\(x), \(y)): \(image.pixel(x: x, y: y)) not \(expected)") }
            }
        }
        return Array(out.prefix(6))
    }

    /// Covered area in pixels: every pixel's alpha / 255, summed.
    static func coverage(_ image: RGBAImage) -> Double {
        var sum = 0
        for i in stride(from: 3, to: image.pixels.count, by: 4) { sum += Int(image.pixels[i]) }
        return Double(sum) / 255
    }
}
