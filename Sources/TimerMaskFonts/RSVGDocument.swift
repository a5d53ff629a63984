import CRSVG
import Foundation
import TimerMaskRaster

/// The one place librsvg and cairo are called: an SVG document parsed from bytes this object
/// owns, drawn into premultiplied RGBA. librsvg is loaded when the first document is made.
///
/// The handle is made with no base file, so librsvg resolves no relative or `file:` reference
/// and loads nothing from outside the document but `data:` URIs. libxml2 refuses elements nested
/// deeper than 256 (librsvg does not ask for XML_PARSE_HUGE) and librsvg stops at a million
/// elements and half a million references. Not thread-safe: one thread uses one document.
final class RSVGDocument {
    private let rsvg: timermask_rsvg
    private let handle: OpaquePointer

    /// Parses `xml`; throws librsvg's reason when it is not an SVG document it can read.
    init(xml: [UInt8]) throws(SVGGlyphDocument.Refusal) {
        guard let rsvg = timermask_rsvg_load()?.pointee else {
            throw SVGGlyphDocument.Refusal(reason: "cannot be drawn: \(String(cString: timermask_rsvg_failure()))")
        }
        var error: UnsafeMutablePointer<GError>?
        let made = xml.withUnsafeBufferPointer { rsvg.rsvg_handle_new_from_data($0.baseAddress, $0.count, &error) }
        guard let made else { throw SVGGlyphDocument.Refusal(reason: "is not an SVG document librsvg can read (\(RSVGDocument.take(error, rsvg)))") }
        self.rsvg = rsvg
        handle = made
    }

    deinit { rsvg.g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// A drawing in device pixels: the picture and where its top-left pixel lies from the origin.
    struct Picture: Sendable {
        let left: Int
        let top: Int
        let image: RGBAImage
    }

    /// Draws `layer` (an element id such as `#glyph12`, or nil for the whole document) with the
    /// document's initial viewport `viewportSize` × `viewportSize` user units at the origin, mapped
    /// to device pixels by `scale` and shifted by (`dx`, `dy`). The drawing is recorded first, so
    /// its ink box is known and checked against `maximumPixels` before any pixel is allocated;
    /// `nil` when it draws nothing.
    func render(layer: String?, viewportSize: Double, scale: Double, dx: Double, dy: Double,
                maximumPixels: Int) throws(SVGGlyphDocument.Refusal) -> Picture? {
        let recording = rsvg.cairo_recording_surface_create(TIMERMASK_CAIRO_CONTENT_COLOR_ALPHA, nil)
        defer { rsvg.cairo_surface_destroy(recording) }
        let recorder = rsvg.cairo_create(recording)
        defer { rsvg.cairo_destroy(recorder) }
        rsvg.cairo_translate(recorder, dx, dy)
        rsvg.cairo_scale(recorder, scale, scale)
        var viewport = RsvgRectangle(x: 0, y: 0, width: viewportSize, height: viewportSize)
        var error: UnsafeMutablePointer<GError>?
        guard rsvg.rsvg_handle_render_layer(handle, recorder, layer, &viewport, &error) != 0 else {
            let reason = RSVGDocument.take(error, rsvg)
            if reason.contains("id not found") {
                throw SVGGlyphDocument.Refusal(reason: "has no element id=\"\(layer?.dropFirst() ?? "")\" to draw")
            }
            throw SVGGlyphDocument.Refusal(reason: "could not be drawn by librsvg (\(reason))")
        }
        rsvg.cairo_surface_flush(recording)
        var x = 0.0, y = 0.0, width = 0.0, height = 0.0
        rsvg.cairo_recording_surface_ink_extents(recording, &x, &y, &width, &height)
        guard width > 0, height > 0 else { return nil }
        // cairo's fixed-point coordinates keep these finite and within ±2^23; still checked before Int().
        let box = [x.rounded(.down), y.rounded(.down), (x + width).rounded(.up), (y + height).rounded(.up)]
        guard box.allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else {
            throw SVGGlyphDocument.Refusal(reason: "draws at coordinates out of range")
        }
        let left = Int(box[0]), top = Int(box[1]), w = Int(box[2]) - left, h = Int(box[3]) - top
        guard w * h <= maximumPixels else {
            throw SVGGlyphDocument.Refusal(reason: "would be drawn \(w) × \(h) pixels, over the limit of \(maximumPixels) for one glyph")
        }
        let surface = rsvg.cairo_image_surface_create(TIMERMASK_CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))
        defer { rsvg.cairo_surface_destroy(surface) }
        guard rsvg.cairo_surface_status(surface) == TIMERMASK_CAIRO_STATUS_SUCCESS else {
            throw SVGGlyphDocument.Refusal(reason: "needs a \(w) × \(h) picture cairo could not allocate")
        }
        let painter = rsvg.cairo_create(surface)
        rsvg.cairo_set_source_surface(painter, recording, Double(-left), Double(-top))
        rsvg.cairo_paint(painter)
        rsvg.cairo_destroy(painter)
        rsvg.cairo_surface_flush(surface)
        return Picture(left: left, top: top, image: RSVGDocument.image(of: surface!, rsvg, width: w, height: h))
    }

    /// cairo's ARGB32 is premultiplied, one native-endian 32-bit word a pixel: A R G B from the top bit.
    private static func image(of surface: OpaquePointer, _ rsvg: timermask_rsvg, width: Int, height: Int) -> RGBAImage {
        let stride = Int(rsvg.cairo_image_surface_get_stride(surface))
        let data = rsvg.cairo_image_surface_get_data(surface)!
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        data.withMemoryRebound(to: UInt8.self, capacity: stride * height) { bytes in
            for row in 0..<height {
                let line = UnsafeRawPointer(bytes + row * stride)
                for column in 0..<width {
                    let word = line.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self)
                    let out = (row * width + column) * 4
                    pixels[out] = UInt8(truncatingIfNeeded: word >> 16)
                    pixels[out + 1] = UInt8(truncatingIfNeeded: word >> 8)
                    pixels[out + 2] = UInt8(truncatingIfNeeded: word)
                    pixels[out + 3] = UInt8(truncatingIfNeeded: word >> 24)
                }
            }
        }
        return RGBAImage(width: width, height: height, premultipliedPixels: pixels)
    }

    /// A GError's message, freed; one line.
    private static func take(_ error: UnsafeMutablePointer<GError>?, _ rsvg: timermask_rsvg) -> String {
        guard let error else { return "no reason given" }
        defer { rsvg.g_error_free(error) }
        let message = error.pointee.message.map { String(cString: $0) } ?? "no reason given"
        return message.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }
}
