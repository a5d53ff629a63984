import CJPEG
import TimerMaskRaster

/// JPEG through libjpeg-turbo's TurboJPEG API. Plain libjpeg reports fatal errors by calling `exit()`
/// unless its error handler longjmps, which Swift frames must never be crossed by; TurboJPEG does the
/// setjmp inside C and returns -1, so corrupt and truncated files come back as errors.
public enum JPEGCodec {
    /// Decodes a JPEG (greyscale or colour) to opaque RGBA, turned upright by its EXIF orientation tag.
    /// The header is read first, so an image over `maxPixels` is refused before its pixels are allocated.
    ///
    /// With `fillingAtLeast`, the picture may come out shrunk by 1/2, 1/4 or 1/8 in the inverse
    /// DCT itself (several times faster than decoding every pixel), as long as the upright result
    /// still covers a box of that size when scaled to fill it (`min(w / boxW, h / boxH) >= 1`).
    public static func decode(_ bytes: [UInt8], source: String,
                              maxPixels: Int = ImageFile.defaultMaxPixels,
                              fillingAtLeast box: (width: Int, height: Int)? = nil) throws -> RGBAImage {
        let (decoder, width, height) = try opened(bytes, source: source, maxPixels: maxPixels)
        let orientation = ExifOrientation(jpeg: bytes) ?? .up
        var (outWidth, outHeight) = (width, height)
        if let box, box.width > 0, box.height > 0 {
            // The box as the stored (not yet upright) picture sees it.
            let (boxW, boxH) = orientation.swapsWidthAndHeight ? (box.height, box.width) : box
            for denominator in [8, 4, 2] {
                let w = (width + denominator - 1) / denominator, h = (height + denominator - 1) / denominator
                if w >= boxW && h >= boxH {
                    (outWidth, outHeight) = (w, h)
                    break
                }
            }
        }
        let stored = RGBAImage(width: outWidth, height: outHeight,
                               premultipliedPixels: try decoder.pixels(of: bytes, width: outWidth, height: outHeight, order: TJPF_RGBA))
        return orientation.upright(stored)
    }

    /// Decodes a JPEG to opaque pixels as native-endian 32-bit words `0xAARRGGBB` (cairo's
    /// ARGB32, pixman's a8r8g8b8: B G R A in memory on a little-endian machine, A R G B on a
    /// big-endian one), as stored: its EXIF orientation is not applied (callers take only JPEGs
    /// without one). Decoded straight into that order, the pixels need no pass to reorder them.
    package static func decodeWords(_ bytes: [UInt8], source: String,
                                    maxPixels: Int = ImageFile.defaultMaxPixels) throws -> (width: Int, height: Int, words: [UInt8]) {
        let (decoder, width, height) = try opened(bytes, source: source, maxPixels: maxPixels)
        let order = UInt32(1).littleEndian == 1 ? TJPF_BGRA : TJPF_ARGB
        return (width, height, try decoder.pixels(of: bytes, width: width, height: height, order: order))
    }

    /// A decompressor for `bytes` and the stored size its header gives, once the file is known
    /// not to be empty and that size within `maxPixels` (before any pixel is allocated).
    private static func opened(_ bytes: [UInt8], source: String, maxPixels: Int) throws -> (TurboJPEG, width: Int, height: Int) {
        try CodecError.checkNotEmpty(bytes, source: source)
        let decoder = try TurboJPEG(.decompress, source: source)
        let (width, height) = try decoder.size(of: bytes)
        try CodecError.checkPixelCount(width: width, height: height, limit: maxPixels, source: source)
        return (decoder, width, height)
    }

    /// The size of the upright picture (EXIF orientation applied), read from the header only.
    static func size(_ bytes: [UInt8], source: String) throws -> (width: Int, height: Int) {
        let (width, height) = try TurboJPEG(.decompress, source: source).size(of: bytes)
        return (ExifOrientation(jpeg: bytes) ?? .up).swapsWidthAndHeight ? (height, width) : (width, height)
    }

    /// How finely colour is kept beside brightness.
    public enum ChromaSampling: Sendable {
        /// 4:4:4, every pixel's colour.
        case full
        /// 4:2:0, one colour per 2 × 2 pixels: about a quarter smaller for a photograph.
        case halved
    }

    /// Encodes at `quality` (1–100), by default with full-resolution colour (4:4:4), since timer
    /// digits have sharp coloured edges that 4:2:0 would smear. JPEG has no alpha: transparent areas
    /// come out as if composited over black. With `exifOrientation`, an APP1 Exif segment records
    /// that orientation.
    public static func encode(_ image: RGBAImage, quality: Int, exifOrientation: ExifOrientation? = nil,
                              chroma: ChromaSampling = .full) throws -> [UInt8] {
        let source = CodecError.encodingSource(image.width, image.height)
        guard (1...100).contains(quality) else {
            throw CodecError(source: source,
                             reason: .unencodable(.jpeg, detail: "quality must be from 1 to 100, not \(quality)"))
        }
        guard image.width > 0, image.height > 0 else {
            throw CodecError(source: source, reason: .unencodable(.jpeg, detail: "it has no pixels"))
        }
        var encoded = try TurboJPEG(.compress, source: source).jpeg(ofPremultiplied: image, quality: quality, chroma: chroma)
        if let orientation = exifOrientation {
            // After SOI and the JFIF APP0 segment, where readers look for Exif.
            var at = 2
            if encoded.count >= 6, encoded[2] == 0xFF, encoded[3] == 0xE0 {
                at = 4 + (Int(encoded[4]) << 8 | Int(encoded[5]))
            }
            encoded.insert(contentsOf: orientation.jpegSegment, at: at)
        }
        return encoded
    }
}

/// One TurboJPEG instance, destroyed with its owner; the only place a `tjhandle` exists.
private final class TurboJPEG {
    enum Role { case compress, decompress }

    private let handle: tjhandle
    private let source: String

    init(_ role: Role, source: String) throws {
        guard let handle = role == .compress ? tjInitCompress() : tjInitDecompress() else {
            let detail = "libjpeg-turbo could not start: \(String(cString: tjGetErrorStr2(nil)))"
            throw CodecError(source: source, reason: role == .compress
                ? .unencodable(.jpeg, detail: detail) : .malformed(.jpeg, detail: detail))
        }
        self.handle = handle
        self.source = source
    }

    deinit { tjDestroy(handle) }

    /// Width and height from the frame header, without decoding any pixels.
    func size(of jpeg: [UInt8]) throws -> (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let status = jpeg.withUnsafeBufferPointer { data in
            tjDecompressHeader3(handle, data.baseAddress, UInt(data.count), &width, &height, &subsampling, &colorspace)
        }
        guard status == 0 else { throw malformed(jpeg) }
        return (Int(width), Int(height))
    }

    /// The stored pixels with alpha 255 in `order` (four bytes each), at the size the header gives
    /// or one of its scaled sizes (⌈size · 1/2, 1/4, 1/8⌉). Any warning (a truncated or damaged
    /// stream) is an error. The buffer is not cleared first: TurboJPEG writes every pixel of a
    /// decode that succeeds, and one that fails is thrown away.
    func pixels(of jpeg: [UInt8], width: Int, height: Int, order: TJPF) throws -> [UInt8] {
        var status: Int32 = -1
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            status = jpeg.withUnsafeBufferPointer { data in
                tjDecompress2(handle, data.baseAddress, UInt(data.count), out.baseAddress,
                              Int32(width), 0, Int32(height), Int32(order.rawValue),
                              TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS)
            }
            count = status == 0 ? out.count : 0
        }
        guard status == 0 else { throw malformed(jpeg) }
        return pixels
    }

    /// Baseline JPEG of the colour channels of premultiplied pixels; the alpha byte is skipped.
    func jpeg(ofPremultiplied image: RGBAImage, quality: Int, chroma: JPEGCodec.ChromaSampling) throws -> [UInt8] {
        let sampling = chroma == .full ? TJSAMP_444 : TJSAMP_420
        var buffer: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt = 0
        defer { tjFree(buffer) }
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            tjCompress2(handle, pixels.baseAddress, Int32(image.width), 0, Int32(image.height),
                        Int32(TJPF_RGBX.rawValue), &buffer, &size, Int32(sampling.rawValue),
                        Int32(quality), 0)
        }
        guard status == 0, let buffer else {
            throw CodecError(source: source, reason: .unencodable(.jpeg, detail: clause(lastMessage)))
        }
        return Array(UnsafeBufferPointer(start: buffer, count: Int(size)))
    }

    private var lastMessage: String {
        var text = String(cString: tjGetErrorStr2(handle))
        // TurboJPEG prefixes some messages with the function name: "tjDecompressHeader3(): ...".
        if let range = text.range(of: "(): ") { text = String(text[range.upperBound...]) }
        return text
    }

    /// libjpeg pads a file that ends early with a fake end marker, so a cut in the headers surfaces as
    /// some other complaint ("missing SOS marker"); a file not ending in EOI (FF D9) is called truncated.
    private func malformed(_ jpeg: [UInt8]) -> CodecError {
        let text = lastMessage
        let truncated = jpeg.suffix(2) != [0xFF, 0xD9] || text.lowercased().contains("premature end")
        let detail = truncated ? "it is truncated" : clause(text)
        return CodecError(source: source, reason: .malformed(.jpeg, detail: detail))
    }
}
