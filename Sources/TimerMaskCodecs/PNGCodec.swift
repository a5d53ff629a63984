import CPNG
import CPNGWrite
import TimerMaskRaster

/// PNG through libpng's simplified API, which catches libpng's errors inside C (it never longjmps into
/// Swift frames) and reports them in `png_image.message`.
public enum PNGCodec {
    /// Decodes any PNG (1–16 bits, grey, palette, interlaced, with or without alpha) to 8-bit RGBA.
    /// The header is read first, so an image over `maxPixels` is refused before its pixels are allocated.
    public static func decode(_ bytes: [UInt8], source: String,
                              maxPixels: Int = ImageFile.defaultMaxPixels) throws -> RGBAImage {
        try CodecError.checkNotEmpty(bytes, source: source)
        // libpng keeps reading from `memory` until finish_read, so both calls run inside this closure.
        return try bytes.withUnsafeBytes { memory in
            var png = png_image()
            png.version = UInt32(PNG_IMAGE_VERSION)
            defer { png_image_free(&png) }

            guard png_image_begin_read_from_memory(&png, memory.baseAddress, memory.count) != 0 else {
                throw malformed(png, source: source)
            }
            let width = Int(png.width), height = Int(png.height)
            try CodecError.checkPixelCount(width: width, height: height, limit: maxPixels, source: source)
            guard let rowBytes = Int32(exactly: width * 4) else {
                throw CodecError(source: source, reason: .tooManyPixels(width: width, height: height, limit: maxPixels))
            }

            png.format = rgba8
            // Without this libpng takes untagged 16-bit samples as linear light and gamma-encodes them;
            // in practice they are sRGB like 8-bit ones, and must come out as v / 257.
            png.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
            var straight = [UInt8](repeating: 0, count: width * height * 4)
            let finished = straight.withUnsafeMutableBytes { pixels in
                png_image_finish_read(&png, nil, pixels.baseAddress, rowBytes, nil)
            }
            guard finished != 0 else { throw malformed(png, source: source) }
            return RGBAImage(width: width, height: height, straightPixels: straight)
        }
    }

    /// The size the header states, read without decoding any pixels.
    static func size(_ bytes: [UInt8], source: String) throws -> (width: Int, height: Int) {
        try bytes.withUnsafeBytes { memory in
            var png = png_image()
            png.version = UInt32(PNG_IMAGE_VERSION)
            defer { png_image_free(&png) }
            guard png_image_begin_read_from_memory(&png, memory.baseAddress, memory.count) != 0 else {
                throw malformed(png, source: source)
            }
            return (Int(png.width), Int(png.height))
        }
    }

    /// Encodes the picture as 8-bit RGBA, or RGB when every pixel is opaque, compressed as
    /// `compression` says. The same image and settings always give the same bytes (no timestamps).
    public static func encode(_ image: RGBAImage, compression: PNGCompression = .default) throws -> [UInt8] {
        let source = CodecError.encodingSource(image.width, image.height)
        guard image.width > 0, image.height > 0 else {
            throw CodecError(source: source, reason: .unencodable(.png, detail: "it has no pixels"))
        }
        guard let width = UInt32(exactly: image.width), let height = UInt32(exactly: image.height),
              image.width <= Int(UInt32.max) / 4 else {
            throw CodecError(source: source, reason: .unencodable(.png, detail: "it is over PNG's size limit"))
        }
        // Opaque pixels are the same premultiplied or straight, and need no alpha channel.
        let opaque = image.isOpaque
        let straight = opaque ? image.pixels : image.straightPixels
        var bytes: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        var message = [CChar](repeating: 0, count: 200)
        let settings = timermask_png_settings(level: Int32(compression.level), filters: compression.filters.rawValue,
                                              strategy: compression.strategy.rawValue)
        let written = straight.withUnsafeBufferPointer { pixels in
            timermask_png_write(pixels.baseAddress, width, height, opaque ? 1 : 0, settings, &bytes, &size,
                                &message, message.count)
        }
        guard written != 0, let bytes else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw CodecError(source: source, reason: .unencodable(.png, detail: clause(text)))
        }
        defer { timermask_png_free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: size))
    }

    /// PNG_FORMAT_RGBA, a macro too compound for Swift to import: 8-bit sRGB colour with straight alpha.
    private static let rgba8 = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

    private static func malformed(_ png: png_image, source: String) -> CodecError {
        let text = message(of: png)
        // libpng's wording for a file cut short; say it the way a user would.
        let truncated = ["read beyond end of data", "not enough image data", "out of data", "unexpected end"]
            .contains { text.lowercased().contains($0) }
        let detail = truncated ? "it is truncated" : clause(text)
        return CodecError(source: source, reason: .malformed(.png, detail: detail))
    }

    private static func message(of png: png_image) -> String {
        withUnsafeBytes(of: png.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
