import Foundation
import TimerMask

/// What `/api/explain` answers: `--explain`'s JSON for the instant, and where the view of each
/// of its rows lies on the widget, so the page can outline it when the pointer is over the row.
///
/// `boxes` maps a row's scene path (a layer's, a text's, a progress view's, a view's) to
/// `[x, y, width, height]` in points from the widget's top left: the box holding the view's own
/// rectangle once moved, turned or scaled by the modifiers around it, as drawing places it
/// (`SceneRenderer.laidOutBoxes(of:at:)`). A path layout never reaches has no box.
struct PreviewExplanation: Encodable {
    let explanation: RenderExplanation
    let boxes: [String: [Double]]

    init(_ renderer: SceneRenderer, at t: Instant) throws {
        explanation = RenderExplanation(try renderer.render(at: t), approximations: renderer.approximations)
        var paths: [String] = [], seen: Set<String> = []
        for path in explanation.layers.map(\.path) + explanation.texts.map(\.path)
            + explanation.progress.map(\.path) + (explanation.views ?? []).map(\.path) where seen.insert(path).inserted {
            paths.append(path)
        }
        let found = try renderer.laidOutBoxes(of: paths.map { ($0, 0) }, at: t)
        var boxes: [String: [Double]] = [:]
        for (path, box) in zip(paths, found) {
            if let box { boxes[path] = [box.x, box.y, box.width, box.height].map { ($0 * 100).rounded() / 100 } }
        }
        self.boxes = boxes
    }

    private enum Key: String, CodingKey { case boxes }

    /// The explanation's own keys, and `boxes` beside them.
    func encode(to encoder: any Encoder) throws {
        try explanation.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(boxes, forKey: .boxes)
    }

    func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]   // as --explain --json
        return try encoder.encode(self)
    }
}
