import TimerMaskCore
import TimerMaskRaster

/// Where a resizable image lands in a box, in pixels.
package enum ImagePlacement {
    package static func fillSize(imageWidth: Int, imageHeight: Int, boxWidth: Double, boxHeight: Double,
                                 mode: ImageContentMode = .fill) -> (width: Int, height: Int) {
        let sx = boxWidth / Double(imageWidth), sy = boxHeight / Double(imageHeight)
        let k = mode == .fill ? max(sx, sy) : min(sx, sy)
        return (max(1, Int((Double(imageWidth) * k).rounded())), max(1, Int((Double(imageHeight) * k).rounded())))
    }

    /// The part of a `fillWidth` × `fillHeight` fill that a clipped `boxWidth` × `boxHeight` view
    /// shows, widened by a pixel where needed so the crop keeps the fill's parity: centred in
    /// the view, the crop then lands on exactly the pixels the whole fill would.
    package static func visibleWindow(fillWidth: Int, fillHeight: Int, boxWidth: Int, boxHeight: Int) -> PixelRect {
        func span(_ fill: Int, _ box: Int) -> (start: Int, length: Int) {
            guard fill > box else { return (0, fill) }
            let length = box + (fill - box) % 2
            return ((fill - length) / 2, length)
        }
        let x = span(fillWidth, boxWidth), y = span(fillHeight, boxHeight)
        return PixelRect(x: x.start, y: y.start, width: x.length, height: y.length)
    }
}
