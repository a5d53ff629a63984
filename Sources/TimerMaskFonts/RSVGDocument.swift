import CRSVG
import Foundation
import TimerMaskRaster

/// The one place librsvg and cairo are called: an SVG document drawn into premultiplied RGBA by
/// a worker process (`Sources/CRSVG`), so a document that makes librsvg abort, grow without end
/// or run too long costs that worker, never TimerMask. The worker loads librsvg itself, may map at
/// most `memoryLimit` bytes beyond what it inherits (Linux; RLIMIT_AS), is killed when the time
/// limit passes, and writes its stderr (Pango's warnings, a panic's last words) into a file read
/// back here, so nothing of it reaches the terminal raw.
///
/// The document is given with no base file, so librsvg resolves no relative or `file:` reference
/// and loads nothing from outside the document but `data:` URIs. libxml2 refuses elements nested
/// deeper than 256 (librsvg does not ask for XML_PARSE_HUGE) and librsvg stops at a million
/// elements and half a million references.
enum RSVGDocument {
    /// A drawing in device pixels: the picture and where its top-left pixel lies from the origin.
    struct Picture: Sendable {
        let left: Int
        let top: Int
        let image: RGBAImage
    }

    /// What one document is drawn with (see `render`).
    struct Request: Sendable {
        let xml: [UInt8]
        /// An element id such as `#glyph12`, or nil for the whole document.
        let layer: String?
        let viewportSize: Double
        let scale: Double
        let dx: Double
        let dy: Double
        let maximumPixels: Int
        let memoryLimit: Int
        let timeLimit: Double
    }

    /// Draws `request.layer` with the document's initial viewport `viewportSize` × `viewportSize`
    /// user units at the origin, mapped to device pixels by `scale` and shifted by (`dx`, `dy`).
    /// The drawing is recorded first, so its ink box is checked against `maximumPixels` before
    /// any pixel is allocated; `picture` is nil when it draws nothing. `warning` is the first
    /// warning librsvg's libraries printed while drawing it, if any.
    static func render(_ request: Request) throws(SVGGlyphDocument.Refusal) -> (picture: Picture?, warning: String?) {
        var result = timermask_svg_result()
        request.xml.withUnsafeBufferPointer { xml in
            func draw(_ layer: UnsafePointer<CChar>?) {
                var wire = timermask_svg_request(xml: xml.baseAddress ?? UnsafePointer(bitPattern: 1)!, xml_length: xml.count,
                                                 layer: layer, viewport_size: request.viewportSize, scale: request.scale,
                                                 dx: request.dx, dy: request.dy, maximum_pixels: Int64(request.maximumPixels),
                                                 memory_limit: Int64(request.memoryLimit), time_limit: request.timeLimit)
                timermask_svg_draw(&wire, &result)
            }
            if let layer = request.layer { layer.withCString(draw) } else { draw(nil) }
        }
        return try outcome(&result, maximumPixels: request.maximumPixels, layer: request.layer, timeLimit: request.timeLimit,
                           memoryLimit: request.memoryLimit)
    }

    /// The picture a drawing's `result` holds (its pixels freed), or the refusal it comes to;
    /// `warning` is the first warning librsvg's libraries printed while drawing it, if any.
    static func outcome(_ result: inout timermask_svg_result, maximumPixels: Int, layer: String? = nil, timeLimit: Double = 0,
                        memoryLimit: Int = 0) throws(SVGGlyphDocument.Refusal) -> (picture: Picture?, warning: String?) {
        defer { free(result.pixels); result.pixels = nil }
        let message = text(&result.message)
        let diagnostics = text(&result.diagnostics)
        let (w, h) = (Int(result.width), Int(result.height))
        switch result.status {
        case TIMERMASK_SVG_DRAWN:
            let pixels = [UInt8](UnsafeBufferPointer(start: result.pixels, count: w * h * 4))
            let image = RGBAImage(width: w, height: h, premultipliedPixels: pixels)
            return (Picture(left: Int(result.left), top: Int(result.top), image: image), warning(in: diagnostics))
        case TIMERMASK_SVG_EMPTY:
            return (nil, warning(in: diagnostics))
        case TIMERMASK_SVG_UNLOADABLE:
            throw .init(reason: "cannot be drawn: \(message)")
        case TIMERMASK_SVG_UNREADABLE:
            throw .init(reason: "is not an SVG document librsvg can read (\(message))")
        case TIMERMASK_SVG_NO_SUCH_LAYER:
            throw .init(reason: "has no element id=\"\(layer?.dropFirst() ?? "")\" to draw")
        case TIMERMASK_SVG_NOT_DRAWN:
            throw .init(reason: "could not be drawn by librsvg (\(message))")
        case TIMERMASK_SVG_OUT_OF_RANGE:
            throw .init(reason: "draws at coordinates out of range")
        case TIMERMASK_SVG_OVER_PIXELS:
            throw .init(reason: "would be drawn \(w) × \(h) pixels, over the limit of \(maximumPixels) for one glyph")
        case TIMERMASK_SVG_NO_PICTURE:
            throw .init(reason: "needs a \(w) × \(h) picture cairo could not allocate")
        case TIMERMASK_SVG_TIMED_OUT:
            throw .init(reason: "took longer than \(timeLimit) s to draw")
        case TIMERMASK_SVG_CRASHED:
            throw .init(reason: crash(signal: Int(result.signal), exitCode: Int(result.exit_code), lastWords: diagnostics,
                                      peakResident: Int(result.peak_resident), memoryLimit: memoryLimit))
        default:
            throw .init(reason: "cannot be drawn: no worker process could be started (\(message))")
        }
    }

    /// Why the worker died, from its signal and what it wrote last: a failed allocation (the
    /// memory limit: librsvg's libraries say so, or the worker had mapped or held over a quarter
    /// of its limit when it died, as a failed allocation often cannot be reported), a Rust panic (librsvg's own checks), or just the signal.
    static func crash(signal: Int, exitCode: Int, lastWords: String, peakResident: Int, memoryLimit: Int) -> String {
        let lines = lastWords.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        let mapped = lines.last { $0.hasPrefix("timermask-worker: died using ") }?.split(separator: " ").compactMap { Int($0) }.first
        let failed = lines.last { $0.contains("memory allocation of") || $0.contains("failed to allocate") }
        if failed != nil || max(mapped ?? 0, peakResident) * 4 >= memoryLimit {
            return "needs more than the \(memoryLimit >> 20) MiB of memory one glyph document may use to draw"
                + (failed.map { " (librsvg: \(clipped($0)))" } ?? "")
        }
        let how = signal != 0 ? "crashed librsvg (signal \(signal)" : "made librsvg's worker exit (status \(exitCode)"
        // A Rust panic: "thread … panicked at 'what', where" or "thread … panicked at where:" then "what".
        if let at = lines.lastIndex(where: { $0.contains("panicked at") }) {
            var said = String(lines[at][lines[at].range(of: "panicked at")!.lowerBound...])
            if said.hasSuffix(":"), at + 1 < lines.count { said += " " + lines[at + 1] }
            return "\(how): \(clipped(said)))"
        }
        return how + ")"
    }

    /// The first warning or critical message a GLib library (Pango, cairo's font code) printed:
    /// `(process:12): Pango-WARNING **: 18:45:24.759: failed to …` becomes `Pango: failed to …`.
    static func warning(in diagnostics: String) -> String? {
        for line in diagnostics.split(whereSeparator: \.isNewline) {
            guard let level = line.range(of: "-WARNING **: ") ?? line.range(of: "-CRITICAL **: ") else { continue }
            let library = line[..<level.lowerBound].split(separator: " ").last ?? ""
            var said = line[level.upperBound...]
            // GLib puts the time first: 18:45:24.759:
            if let colon = said.firstIndex(of: ":"), said[..<colon].allSatisfy({ $0.isNumber || $0 == ":" || $0 == "." }),
               let end = said.range(of: ": ") {
                said = said[end.upperBound...]
            }
            return "\(library): \(clipped(String(said)))"
        }
        return nil
    }

    private static func clipped(_ line: String) -> String {
        line.count > 200 ? String(line.prefix(200)) + "…" : line
    }

    /// A C string in a fixed-size field, decoded as UTF-8 (repairing bytes cut mid-character).
    private static func text<Field>(_ field: inout Field) -> String {
        withUnsafeBytes(of: &field) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
