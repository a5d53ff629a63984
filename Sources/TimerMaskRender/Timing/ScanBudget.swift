import Foundation

/// What one scan (`jitter`, `timeline`, `sheet`) may cost in all: its renders are counted up
/// front against the canvas, and the pixels they touch as they are drawn, so a span of many
/// changes or a scene costly at every instant is refused instead of running for minutes.
final class ScanBudget: @unchecked Sendable {
    /// Renders × canvas pixels one scan may ask for (4,000 renders of a 510 × 510 px widget).
    static let canvasPixels = 1 << 30
    /// Pixels all the renders of one scan may touch together (`DrawBudget.pixels` counts them).
    static let pixels = 1 << 32

    private let lock = NSLock()
    private var used = 0

    /// Refuses `renders` renders of a `width` × `height` px canvas before any is drawn.
    static func check(renders: Int, width: Int, height: Int) throws {
        let (cost, overflow) = renders.multipliedReportingOverflow(by: width * height)
        guard !overflow, cost <= canvasPixels else {
            throw RenderError(.overLimit, "the span needs \(renders) or more renders of \(width) × \(height) px, over the budget of \(canvasPixels) pixels one scan renders (renders × canvas pixels: \(canvasPixels / max(1, width * height)) renders here); scan a shorter span or a smaller widget")
        }
    }

    /// Spends `count` pixels a render is about to touch, refusing once the scan is over budget.
    func spend(pixels count: Int) throws {
        let total: Int = lock.withLock { used += count; return used }
        guard total <= Self.pixels else {
            throw RenderError(.overLimit, "the scan's renders touch more than \(Self.pixels) pixels together, over the budget of one scan; scan a shorter span or a simpler widget")
        }
    }
}

extension SceneRenderer {
    /// The most renders a scan of this canvas may take: listing a span's changes stops past it.
    var renderLimit: Int { min(TimingScan.maximumRenders, ScanBudget.canvasPixels / max(1, pixelWidth * pixelHeight)) }
}
