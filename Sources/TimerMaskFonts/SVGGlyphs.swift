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

    /// The glyph's picture, the references its document makes to anything outside itself (not
    /// followed: the caller reports them), the first warning librsvg's libraries gave drawing it,
    /// and whether it was drawn in this process (`SVGPictureGlyph`) rather than by the worker.
    func raster(glyph: UInt32, pixelsPerEm: Double, subpixelX: Int, subpixelY: Int, timeLimit: Double,
                memoryLimit: Int) throws -> (raster: GlyphRaster, externalReferences: [String], warning: String?, inProcess: Bool) {
        guard let entry = table.entry(for: glyph) else { return (.empty, [], nil, false) }
        do throws(SVGGlyphDocument.Refusal) {
            let document = try SVGGlyphDocument(entry.bytes)
            let steps = Double(FreeTypeFace.subpixelSteps)
            let request = RSVGDocument.Request(xml: document.bytes, layer: entry.isShared ? "#glyph\(glyph)" : nil,
                                               viewportSize: Double(unitsPerEm), scale: pixelsPerEm / Double(unitsPerEm),
                                               dx: Double(subpixelX) / steps, dy: Double(subpixelY) / steps,
                                               maximumPixels: Self.maximumPixels, memoryLimit: memoryLimit, timeLimit: timeLimit)
            // A document that is one JPEG picture is drawn in process, as librsvg would draw it.
            let lone = SVGPictureGlyph(document.bytes, layer: request.layer, decodedPayloads: document.decodedPayloads)
            let (picture, warning): (RSVGDocument.Picture?, String?)
            var inProcess = false
            if case .drawn(let drawn)? = try lone?.draw(scale: request.scale, dx: request.dx, dy: request.dy, maximumPixels: Self.maximumPixels) {
                (picture, warning, inProcess) = (drawn, nil, true)
            } else {
                (picture, warning) = try RSVGDocument.render(request)
            }
            guard let picture else { return (.empty, document.externalReferences, warning, inProcess) }
            return (GlyphRaster(left: picture.left, top: picture.top, coverage: picture.image.alphaMask, color: picture.image),
                    document.externalReferences, warning, inProcess)
        } catch {
            throw FontError(.damaged, "\(font): the SVG document of glyph \(glyph) \(error.reason).")
        }
    }
}
