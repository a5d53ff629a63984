/// Pictures over one opaque colour, each through its own coverage mask, composited a run of
/// pixels at a time: the arc widget's instant (its frames over white, each shown through an
/// arc band) and any stack whose masks are mostly all on or all off.
///
/// Where exactly one picture's mask is fully on and every other is off, the result is that
/// picture over the colour, which the caller has composited once (`Band.flattened`): the run is
/// copied. Where no mask is on it is the colour. Only where masks are partial or overlap is a
/// pixel composited, with the arithmetic of `RGBAImage.blend` (source-over, each product
/// rounded to nearest in 8 bits), so the result is the same picture, bit for bit, as drawing
/// the colour and then each picture through its mask. Masks are found constant over runs by
/// reading eight bytes at a time.
///
/// It also says which layers show anywhere, with the meaning compositing's culling gives it:
/// a picture shows where its alpha (times its mask) is above 0 and no picture above it is
/// opaque there; the colour shows where no picture covers it.
public enum PictureBands {
    /// One picture, bottom to top.
    public struct Band {
        /// The picture, its top-left at (`x`, `y`) in canvas pixels, premultiplied.
        public let picture: RGBAImage
        public let x: Int
        public let y: Int
        /// The picture over the colour, canvas-sized; read only inside `region`.
        public let flattened: RGBAImage
        /// The canvas pixels the picture can touch (its clip and its own bounds).
        public let region: PixelRect
        /// Canvas-sized coverage; nil when the picture is unmasked.
        public let mask: CoverageMask?

        public init(picture: RGBAImage, x: Int, y: Int, flattened: RGBAImage, region: PixelRect, mask: CoverageMask?) {
            self.picture = picture
            self.x = x
            self.y = y
            self.flattened = flattened
            self.region = region
            self.mask = mask
        }
    }

    /// What `composite` drew and found.
    public struct Result {
        public let image: RGBAImage
        /// Whether the colour shows at any pixel.
        public let colorSeen: Bool
        /// Per band, whether it shows at any pixel.
        public let bandsSeen: [Bool]
    }

    /// The canvas (`width` × `height`) painted `color` (opaque, premultiplied), then each band
    /// through its mask. Every band's `flattened` and `mask` must be canvas-sized.
    public static func composite(color: RGBA, bands: [Band], width: Int, height: Int) -> Result {
        precondition(color.a == 255, "the colour under the bands must be opaque")
        for band in bands {
            precondition(band.flattened.width == width && band.flattened.height == height, "a flattened picture must be canvas-sized")
            if let mask = band.mask { precondition(mask.width == width && mask.height == height, "a mask must be canvas-sized") }
        }
        let canvas = PixelRect(x: 0, y: 0, width: width, height: height)
        let regions = bands.map { $0.region.intersection(canvas).intersection(PixelRect(x: $0.x, y: $0.y, width: $0.picture.width, height: $0.picture.height)) }
        var seen = [Bool](repeating: false, count: bands.count)
        var colorSeen = false
        let k = bands.count
        let pixels = withRaw(bands, regions) { raw in [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            count = width * height * 4
            // A mask's value class over a run: 0 (off), 255 (on) or 1 (partial).
            var runClass = [UInt8](repeating: 0, count: k)
            var runEnd = [Int](repeating: 0, count: k)
            for row in 0..<height {
                let outRow = out.baseAddress! + row * width * 4
                for i in 0..<k { runEnd[i] = 0 }
                var x = 0
                while x < width {
                    var end = width
                    var full = 0, top = -1, partial = false
                    for i in 0..<k {
                        if runEnd[i] <= x { (runClass[i], runEnd[i]) = run(raw[i], row: row, from: x, width: width) }
                        end = min(end, runEnd[i])
                        switch runClass[i] {
                        case 255: full += 1; top = i
                        case 0: break
                        default: partial = true
                        }
                    }
                    if !partial && full == 0 {
                        colorSeen = true
                        var d = x * 4
                        while d < end * 4 { outRow[d] = color.r; outRow[d + 1] = color.g; outRow[d + 2] = color.b; outRow[d + 3] = 255; d += 4 }
                    } else if !partial && full == 1 {
                        (outRow + x * 4).update(from: raw[top].flattened! + (row * width + x) * 4, count: (end - x) * 4)
                        if !seen[top] || !colorSeen {
                            let alphas = alphaRange(raw[top], row: row, from: x, to: end)
                            if alphas.max > 0 { seen[top] = true }
                            if alphas.min < 255 { colorSeen = true }
                        }
                    } else {
                        for px in x..<end {
                            composePixel(color: color, bands: raw, row: row, x: px, width: width,
                                         into: outRow + px * 4, seen: &seen, colorSeen: &colorSeen)
                        }
                    }
                    x = end
                }
            }
        } }
        return Result(image: RGBAImage(width: width, height: height, premultipliedPixels: pixels), colorSeen: colorSeen, bandsSeen: seen)
    }

    /// A band as its pixels' and mask's addresses, valid inside `withRaw`: the pixel loops read
    /// through them and touch no reference counts (reading a `Band` out of the array retains
    /// its three buffers and releases them again, at every run of every row).
    private struct Raw {
        let picture: UnsafePointer<UInt8>?
        let pictureWidth: Int
        let x: Int
        let y: Int
        let flattened: UnsafePointer<UInt8>?
        let mask: UnsafePointer<UInt8>?
        let region: PixelRect
    }

    /// `body` given every band as a `Raw`, one `withUnsafeBufferPointer` nested in the next.
    private static func withRaw<R>(_ bands: [Band], _ regions: [PixelRect], from i: Int = 0, _ done: [Raw] = [],
                                   _ body: ([Raw]) -> R) -> R {
        guard i < bands.count else { return body(done) }
        let band = bands[i]
        return band.picture.pixels.withUnsafeBufferPointer { picture in
            band.flattened.pixels.withUnsafeBufferPointer { flattened in
                func next(_ mask: UnsafePointer<UInt8>?) -> R {
                    let raw = Raw(picture: picture.baseAddress, pictureWidth: band.picture.width, x: band.x, y: band.y,
                                  flattened: flattened.baseAddress, mask: mask, region: regions[i])
                    return withRaw(bands, regions, from: i + 1, done + [raw], body)
                }
                guard let mask = band.mask else { return next(nil) }
                return mask.values.withUnsafeBufferPointer { next($0.baseAddress) }
            }
        }
    }

    /// The class of `band`'s mask at (`x`, `row`) and where that class ends on the row.
    private static func run(_ band: Raw, row: Int, from x: Int, width: Int) -> (UInt8, Int) {
        let region = band.region
        guard row >= region.y, row < region.maxY, !region.isEmpty, x < region.maxX else { return (0, width) }
        if x < region.x { return (0, region.x) }
        guard let mask = band.mask else { return (255, region.maxX) }
        let base = mask + row * width
        let value = base[x]
        let limit = region.maxX
        if value == 0 || value == 255 {
            return (value, ByteRuns.end(of: value, in: base, from: x + 1, to: limit))
        }
        var p = x + 1
        while p < limit && base[p] != 0 && base[p] != 255 { p += 1 }
        return (1, p)
    }

    /// The least and greatest alpha of `band`'s picture over [`from`, `to`) on `row`.
    private static func alphaRange(_ band: Raw, row: Int, from: Int, to: Int) -> (min: UInt8, max: UInt8) {
        let src = band.picture!
        var low: UInt8 = 255, high: UInt8 = 0
        var s = ((row - band.y) * band.pictureWidth + from - band.x) * 4 + 3
        for _ in from..<to {
            let a = src[s]
            if a < low { low = a }
            if a > high { high = a }
            if low < 255 && high > 0 { break }
            s += 4
        }
        return (low, high)
    }

    /// One pixel composited in full: the colour, then each band through its mask, bottom to top.
    /// Bands are read top down only as far as the first opaque one, which hides everything under
    /// it (the colour included), and each is read once.
    private static func composePixel(color: RGBA, bands: [Raw], row: Int, x: Int, width: Int,
                                     into dst: UnsafeMutablePointer<UInt8>, seen: inout [Bool], colorSeen: inout Bool) {
        withUnsafeTemporaryAllocation(of: RGBA.self, capacity: bands.count) { shown in
            var bottom = bands.count
            var covered = false
            while bottom > 0 && !covered {
                bottom -= 1
                let (coverage, pixel) = sample(bands[bottom], row: row, x: x, width: width)
                let source = coverage == 255 ? pixel
                    : RGBA(r: Premultiply.multiply(pixel.r, coverage), g: Premultiply.multiply(pixel.g, coverage),
                           b: Premultiply.multiply(pixel.b, coverage), a: Premultiply.multiply(pixel.a, coverage))
                shown.initializeElement(at: bottom, to: source)
                if source.a > 0 { seen[bottom] = true }
                if source.a == 255 { covered = true }
            }
            if !covered { colorSeen = true }
            // Source-over as `RGBAImage.blend` does it: d = s + round(d · (255 − sₐ) / 255).
            var out = covered ? shown[bottom] : color
            for i in (covered ? bottom + 1 : bottom)..<bands.count {
                let s = shown[i]
                if s.a == 0 && s.r == 0 && s.g == 0 && s.b == 0 { continue }
                let inverse = 255 - s.a
                out = RGBA(r: s.r &+ Premultiply.multiply(out.r, inverse), g: s.g &+ Premultiply.multiply(out.g, inverse),
                           b: s.b &+ Premultiply.multiply(out.b, inverse), a: s.a &+ Premultiply.multiply(out.a, inverse))
            }
            dst[0] = out.r; dst[1] = out.g; dst[2] = out.b; dst[3] = out.a
        }
    }

    /// A band's coverage and picture pixel at (`x`, `row`): 0 and clear outside its region.
    @inline(__always)
    private static func sample(_ band: Raw, row: Int, x: Int, width: Int) -> (UInt8, RGBA) {
        let region = band.region
        guard x >= region.x, x < region.maxX, row >= region.y, row < region.maxY else { return (0, RGBA(r: 0, g: 0, b: 0, a: 0)) }
        let coverage = band.mask.map { $0[row * width + x] } ?? 255
        let p = band.picture! + ((row - band.y) * band.pictureWidth + x - band.x) * 4
        return (coverage, RGBA(r: p[0], g: p[1], b: p[2], a: p[3]))
    }
}
