import Foundation
import TimerMaskRaster

/// A font's OT-SVG glyphs drawn as the OpenType specification places them: the document's
/// initial viewport is the em square (unitsPerEm × unitsPerEm user units) with its origin at the
/// glyph origin on the baseline and y down, so ink above the baseline has negative y; a
/// `viewBox` (or, lacking one, `width`/`height`, as librsvg, FreeType and Firefox read it) maps
/// onto that em square; the em is scaled to the pixel size and moved by the pen's subpixel
/// position. A document shared by several glyphs draws only the element `id="glyph<ID>"`.
struct SVGGlyphs: Sendable {
    let table: SVGTable
    let unitsPerEm: Int
    let font: String

    /// The most pixels one SVG glyph's picture may hold: the memory of the largest outline raster
    /// (`FreeTypeFace.maximumGlyphPixels` bytes of coverage) in four-byte RGBA pixels.
    static let maximumPixels = FreeTypeFace.maximumGlyphPixels / 4

    func contains(_ glyph: UInt32) -> Bool { table.entry(for: glyph) != nil }

    /// How many SVG glyphs come before `glyph` in glyph order; nil when it has no document.
    func rank(of glyph: UInt32) -> Int? {
        guard let entry = table.entry(for: glyph) else { return nil }
        return table.entries.prefix { $0.last < entry.first }.reduce(0) { $0 + Int($1.last - $1.first + 1) } + Int(glyph - entry.first)
    }

    /// The glyph's picture and the references its document makes to anything outside itself
    /// (not followed: the caller reports them).
    func raster(glyph: UInt32, pixelsPerEm: Double, subpixelX: Int, subpixelY: Int,
                timeLimit: Double) throws -> (raster: GlyphRaster, externalReferences: [String]) {
        guard let entry = table.entry(for: glyph) else { return (.empty, []) }
        do {
            let document = try SVGGlyphDocument(entry.bytes)
            let layer = entry.isShared ? "#glyph\(glyph)" : nil
            let steps = Double(FreeTypeFace.subpixelSteps)
            let request = Request(xml: document.bytes, layer: layer, viewportSize: Double(unitsPerEm),
                                  scale: pixelsPerEm / Double(unitsPerEm),
                                  dx: Double(subpixelX) / steps, dy: Double(subpixelY) / steps)
            guard let picture = try request.run(timeLimit: timeLimit) else { return (.empty, document.externalReferences) }
            return (GlyphRaster(left: picture.left, top: picture.top, coverage: picture.image.alphaMask, color: picture.image),
                    document.externalReferences)
        } catch let refusal as SVGGlyphDocument.Refusal {
            throw FontError(.damaged, "\(font): the SVG document of glyph \(glyph) \(refusal.reason).")
        }
    }

    /// One document drawn on a thread of its own, so a document that takes too long is given up
    /// on (the thread is left to finish; librsvg's limits bound what it can still do).
    private struct Request: Sendable {
        let xml: [UInt8]
        let layer: String?
        let viewportSize: Double
        let scale: Double
        let dx: Double
        let dy: Double

        func run(timeLimit: Double) throws(SVGGlyphDocument.Refusal) -> RSVGDocument.Picture? {
            let outcome = Outcome()
            let thread = Thread { [self] in
                let result = Result { () throws(SVGGlyphDocument.Refusal) -> RSVGDocument.Picture? in
                    try RSVGDocument(xml: xml).render(layer: layer, viewportSize: viewportSize, scale: scale,
                                                      dx: dx, dy: dy, maximumPixels: SVGGlyphs.maximumPixels)
                }
                outcome.finish(result)
            }
            // librsvg and cairo recurse per nesting level; a thread's default stack can be small.
            thread.stackSize = 16 << 20
            thread.start()
            guard outcome.done.wait(timeout: .now() + timeLimit) == .success else {
                throw SVGGlyphDocument.Refusal(reason: "took longer than \(timeLimit) s to draw")
            }
            return try outcome.result!.get()
        }
    }

    private final class Outcome: @unchecked Sendable {
        let done = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var stored: Result<RSVGDocument.Picture?, SVGGlyphDocument.Refusal>?
        var result: Result<RSVGDocument.Picture?, SVGGlyphDocument.Refusal>? { lock.withLock { stored } }
        func finish(_ result: Result<RSVGDocument.Picture?, SVGGlyphDocument.Refusal>) {
            lock.withLock { stored = result }
            done.signal()
        }
    }
}
