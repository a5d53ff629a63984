import TimerMaskRaster

extension RGBAImage {
    /// Draws one line of `text` in `font` at `pixelSize`, its line box's top-left at (`x`, `y`)
    /// pixels: how sheets and diagrams write their labels.
    public mutating func drawText(_ text: String, font: FontFace, pixelSize: Double, x: Int, y: Int,
                                  color: RGBA = .black) throws {
        let line = TextLine(runs: [TextRun(text, font: font, pointSize: pixelSize)])
        let placement = TextPlacement(viewWidth: line.width.rounded(.up) + 2, viewHeight: line.height.rounded(.up) + 1)
        let raster = try TextRasterizer.render(line, placement: placement, color: color)
        if let picture = raster.color {
            draw(picture, atX: x, y: y)
        } else {
            fill(color, through: raster.coverage, atX: x, y: y)
        }
    }

    /// Fills the rectangle with a straight colour, source-over.
    public mutating func fillRect(x: Int, y: Int, width w: Int, height h: Int, color: RGBA) {
        guard w > 0, h > 0 else { return }
        draw(RGBAImage(width: w, height: h, filledWith: color), atX: x, y: y)
    }

    /// A rectangle outline `thickness` pixels wide, inside the given box.
    public mutating func strokeRect(x: Int, y: Int, width w: Int, height h: Int, color: RGBA, thickness t: Int = 1) {
        fillRect(x: x, y: y, width: w, height: t, color: color)
        fillRect(x: x, y: y + h - t, width: w, height: t, color: color)
        fillRect(x: x, y: y + t, width: t, height: h - 2 * t, color: color)
        fillRect(x: x + w - t, y: y + t, width: t, height: h - 2 * t, color: color)
    }
}
