import Foundation
import TimerMaskRender

/// What one scan (`jitter`, `timeline`) may cost in all: its renders are counted up
/// front against the canvas, and the pixels they touch as they are drawn, so a span of many
/// changes or a scene costly at every instant is refused instead of running for minutes.
extension ScanBudget {
    /// Renders × (canvas pixels + `viewCost` × views) one scan may ask for: 4,128 renders of a
    /// 510 × 510 px widget of few views. Laying out and drawing a view costs about what
    /// compositing this many pixels does, at every render.
    static let canvasPixels = 1 << 30
    static let viewCost = 256

    /// What one render of `renderer` costs up front, in pixels.
    static func renderCost(_ renderer: SceneRenderer) -> Int {
        renderer.pixelWidth * renderer.pixelHeight + viewCost * renderer.viewCount
    }

    /// Refuses `renders` renders of `renderer` before any is drawn.
    static func check(renders: Int, of renderer: SceneRenderer) throws {
        let each = renderCost(renderer)
        let (cost, overflow) = renders.multipliedReportingOverflow(by: each)
        guard !overflow, cost <= canvasPixels else {
            throw RenderError(.overLimit, "the span needs \(renders) or more renders of \(renderer.pixelWidth) × \(renderer.pixelHeight) px and \(renderer.viewCount) views, over the budget of \(canvasPixels) pixels one scan renders (renders × (canvas pixels + \(viewCost) a view): \(canvasPixels / each) renders here); scan a shorter span or a smaller widget")
        }
    }
}

extension SceneRenderer {
    /// The most renders a scan of this canvas may take: listing a span's changes stops past it.
    var renderLimit: Int { min(TimingScan.maximumRenders, ScanBudget.canvasPixels / ScanBudget.renderCost(self)) }
}
