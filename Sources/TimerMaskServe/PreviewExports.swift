import Foundation
import TimerMask

/// What the page exports of what it shows: the picture of the instant (PNG), the span as an
/// animated GIF or WebP, as a contact sheet and as a timing diagram. Spans are bounded, so no
/// request can ask for more than a minute of pictures.
enum PreviewExport: String, CaseIterable {
    case png = "widget.png", gif = "preview.gif", webp = "preview.webp", sheet = "sheet.png", timeline = "timeline.png"

    /// The longest span an export covers, in seconds.
    static let longestSpan = 60.0
    /// The cells of an exported contact sheet.
    static let sheetCells = 12

    var contentType: String {
        switch self {
        case .png, .sheet, .timeline: "image/png"
        case .gif: "image/gif"
        case .webp: "image/webp"
        }
    }

    /// The file's bytes for `renderer` from `start` for `span` (the instant itself for a PNG).
    func bytes(_ renderer: SceneRenderer, start: Instant, span: Seconds) throws -> [UInt8] {
        let end = start + span
        switch self {
        case .png:
            return try PNGCodec.encode(try renderer.render(at: start).image)
        case .gif, .webp:
            let fps = renderer.scene.animation?.fps ?? Rational(15)
            let sampling = try PreviewSampling(start: start, duration: end - start, fps: fps)
            let settings = PreviewSettings(format: self == .gif ? .gif : .webp, sampling: sampling)
            return try PreviewEncoder(renderer: renderer, settings: settings).encode().bytes
        case .sheet:
            let instants = ContactSheet.instants(from: start, to: end, count: Self.sheetCells)
            return try PNGCodec.encode(try ContactSheet(columns: 6, thumbnail: 120, title: "TimerMask preview").image(of: renderer, at: instants))
        case .timeline:
            let report = GlitchReport(try TimingScan(renderer: renderer).run(from: start, to: end))
            let image = try TimingDiagram(width: 1200, title: "TimerMask preview").draw(report, font: try SheetDrawing.labelFont())
            return try PNGCodec.encode(image)
        }
    }
}
