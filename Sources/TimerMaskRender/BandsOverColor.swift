import TimerMaskRaster

extension SceneRenderer {
    /// The most pictures an instant composites run by run (`PictureBands`); more go through culling.
    static let bandLimit = 8

    /// The arc widget's instant, and any like it: under everything an opaque colour filling the
    /// canvas, over it a few library pictures, each through at most one partial mask (an arc
    /// band, a mask partly on). Each picture over the colour is composited once and kept, as
    /// for a frame on top (`flattenedPair`); an instant then copies each band's runs from its
    /// kept picture and composites only the pixels where masks are partial or overlap.
    /// Nil when the ops are not of that shape; the picture is the one culling would draw.
    func bandsOverColor(_ ops: [DrawOp], area: PixelRect) throws -> (RGBAImage, Set<Int>)? {
        let canvas = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        guard area == canvas else { return nil }
        let shown = ops.filter { !$0.drawsNothing }
        guard shown.count >= 2, shown.count <= Self.bandLimit + 1, let under = shown.first, under.blendMode == nil,
              case .color(let color) = under.source, color.a == 255, under.clip.contains(area),
              under.masks.allSatisfy(\.isFull) else { return nil }
        // Which pictures qualify is known before any is read.
        for op in shown.dropFirst() {
            guard op.blendMode == nil, op.masks.count(where: { !$0.isFull }) <= 1 else { return nil }
            switch op.source {
            case .placed(let placed, _, _): guard placed.key != nil else { return nil }
            case .image: guard op.picture != nil else { return nil }
            default: return nil
            }
        }
        guard shown.dropFirst().contains(where: { $0.masks.contains { !$0.isFull } }) else { return nil }
        var bands: [PictureBands.Band] = []
        for var op in shown.dropFirst() {
            try op.readPixels()
            guard case .image(let picture, let x, let y, _) = op.source, let key = op.picture else { return nil }
            let mask = op.masks.first(where: { !$0.isFull })?.coverage
            if let mask, mask.width != pixelWidth || mask.height != pixelHeight { return nil }
            // The picture over the colour everywhere it lies: its clip, narrowed to the mask's
            // bounds, moves with the band, so the kept composite must not depend on it.
            var whole = op
            whole.masks = []
            whole.clip = area
            let flattened = try flattenedPair(under: under, color: color, top: whole, picture: key, x: x, y: y, area: area)
            bands.append(.init(picture: picture, x: x, y: y, flattened: flattened.image, region: op.region, mask: mask))
        }
        let result = PictureBands.composite(color: color, bands: bands, width: pixelWidth, height: pixelHeight)
        var contributing = Set<Int>()
        if result.colorSeen { contributing.formUnion(under.layers) }
        for (op, seen) in zip(shown.dropFirst(), result.bandsSeen) where seen { contributing.formUnion(op.layers) }
        return (result.image, contributing)
    }
}
