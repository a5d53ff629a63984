import CWebP
import TimerMaskRaster

/// WebP through libwebp: still images by the advanced decode API, animations by its animation
/// decoder (which composites frames onto the canvas), encoding by the advanced encode API.
public enum WebPCodec {
    /// Decodes a still WebP, or the first frame of an animated one, to RGBA. The header is read first,
    /// so an image over `maxPixels` is refused before its pixels are allocated.
    public static func decode(_ bytes: [UInt8], source: String,
                              maxPixels: Int = ImageFile.defaultMaxPixels) throws -> RGBAImage {
        try CodecError.checkNotEmpty(bytes, source: source)
        return try bytes.withUnsafeBufferPointer { data in
            var features = WebPBitstreamFeatures()
            let status = WebPGetFeatures(data.baseAddress, data.count, &features)
            guard status == VP8_STATUS_OK else { throw malformed(status, source: source) }
            // For an animation these are the canvas's, which its decoder allocates as soon as it exists.
            let width = Int(features.width), height = Int(features.height)
            try CodecError.checkPixelCount(width: width, height: height, limit: maxPixels, source: source)
            if features.has_animation != 0 {
                return try WebPAnimation(data, source: source).nextFrame()
            }
            return RGBAImage(width: width, height: height,
                             straightPixels: try decodeStill(data, width: width, height: height, source: source))
        }
    }

    /// Encodes losslessly (exact pixels, `quality` then trades speed for size) or lossily at `quality`
    /// (0–100). Alpha is kept either way.
    public static func encode(_ image: RGBAImage, lossless: Bool, quality: Float) throws -> [UInt8] {
        let source = CodecError.encodingSource(image.width, image.height)
        func refuse(_ detail: String) -> CodecError {
            CodecError(source: source, reason: .unencodable(.webp, detail: detail))
        }
        guard (0...100).contains(quality) else { throw refuse("quality must be from 0 to 100, not \(quality)") }
        guard image.width > 0, image.height > 0 else { throw refuse("it has no pixels") }
        guard image.width <= Int(WEBP_MAX_DIMENSION), image.height <= Int(WEBP_MAX_DIMENSION) else {
            throw refuse("WebP images are at most \(WEBP_MAX_DIMENSION) pixels wide and high")
        }

        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw refuse("libwebp does not match its headers") }
        config.lossless = lossless ? 1 : 0
        config.quality = quality
        // Keep colour under fully transparent pixels, so a lossless round trip is byte-exact.
        config.exact = lossless ? 1 : 0
        guard WebPValidateConfig(&config) != 0 else { throw refuse("libwebp refused the settings") }

        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw refuse("libwebp does not match its headers") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(image.width)
        picture.height = Int32(image.height)
        let imported = image.straightPixels.withUnsafeBufferPointer { pixels in
            WebPPictureImportRGBA(&picture, pixels.baseAddress, Int32(image.width * 4))
        }
        guard imported != 0 else { throw refuse("out of memory") }

        var writer = WebPMemoryWriter()
        WebPMemoryWriterInit(&writer)
        defer { WebPMemoryWriterClear(&writer) }
        let encoded = withUnsafeMutablePointer(to: &writer) { writerPointer in
            picture.writer = WebPMemoryWrite
            picture.custom_ptr = UnsafeMutableRawPointer(writerPointer)
            return WebPEncode(&config, &picture)
        }
        guard encoded != 0 else { throw refuse(encodingFailure(picture.error_code)) }
        return Array(UnsafeBufferPointer(start: writer.mem, count: writer.size))
    }

    /// Straight RGBA of a still image, decoded straight into Swift-owned memory.
    private static func decodeStill(_ data: UnsafeBufferPointer<UInt8>, width: Int, height: Int,
                                    source: String) throws -> [UInt8] {
        var config = WebPDecoderConfig()
        guard WebPInitDecoderConfig(&config) != 0 else {
            throw CodecError(source: source, reason: .malformed(.webp, detail: "libwebp does not match its headers"))
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let status = pixels.withUnsafeMutableBufferPointer { out in
            config.output.colorspace = MODE_RGBA
            config.output.is_external_memory = 1
            config.output.u.RGBA.rgba = out.baseAddress
            config.output.u.RGBA.stride = Int32(width * 4)
            config.output.u.RGBA.size = out.count
            defer { WebPFreeDecBuffer(&config.output) }
            return WebPDecode(data.baseAddress, data.count, &config)
        }
        guard status == VP8_STATUS_OK else { throw malformed(status, source: source) }
        return pixels
    }

    static func malformed(_ status: VP8StatusCode, source: String) -> CodecError {
        let detail = switch status {
        case VP8_STATUS_NOT_ENOUGH_DATA: "it is truncated"
        case VP8_STATUS_UNSUPPORTED_FEATURE: "it uses a feature libwebp does not support"
        case VP8_STATUS_OUT_OF_MEMORY: "out of memory"
        default: "its data is damaged"
        }
        return CodecError(source: source, reason: .malformed(.webp, detail: detail))
    }

    private static func encodingFailure(_ code: WebPEncodingError) -> String {
        switch code {
        case VP8_ENC_ERROR_OUT_OF_MEMORY, VP8_ENC_ERROR_BITSTREAM_OUT_OF_MEMORY: "out of memory"
        case VP8_ENC_ERROR_BAD_DIMENSION: "its size is not allowed in WebP"
        case VP8_ENC_ERROR_FILE_TOO_BIG, VP8_ENC_ERROR_PARTITION0_OVERFLOW, VP8_ENC_ERROR_PARTITION_OVERFLOW:
            "the encoded file would be too big"
        default: "libwebp error \(code.rawValue)"
        }
    }
}

/// An animated WebP being decoded; owns libwebp's animation decoder, which reads `data` in place,
/// so the bytes must outlive it.
private final class WebPAnimation {
    private let decoder: OpaquePointer
    private let source: String
    let width: Int
    let height: Int

    init(_ data: UnsafeBufferPointer<UInt8>, source: String) throws {
        var webpData = WebPData(bytes: data.baseAddress, size: data.count)
        var options = WebPAnimDecoderOptions()
        guard WebPAnimDecoderOptionsInit(&options) != 0 else {
            throw CodecError(source: source, reason: .malformed(.webp, detail: "libwebp does not match its headers"))
        }
        options.color_mode = MODE_RGBA
        options.use_threads = 0
        guard let decoder = WebPAnimDecoderNew(&webpData, &options) else {
            throw CodecError(source: source, reason: .malformed(.webp, detail: "its animation is damaged or truncated"))
        }
        self.decoder = decoder
        self.source = source
        var info = WebPAnimInfo()
        WebPAnimDecoderGetInfo(decoder, &info)
        width = Int(info.canvas_width)
        height = Int(info.canvas_height)
    }

    deinit { WebPAnimDecoderDelete(decoder) }

    /// The next frame composited onto the canvas.
    func nextFrame() throws -> RGBAImage {
        var buffer: UnsafeMutablePointer<UInt8>? = nil
        var timestampMilliseconds: Int32 = 0
        guard WebPAnimDecoderGetNext(decoder, &buffer, &timestampMilliseconds) != 0, let buffer else {
            throw CodecError(source: source, reason: .malformed(.webp, detail: "a frame of its animation is damaged"))
        }
        // The buffer belongs to the decoder and is reused for the next frame: copy it out.
        let straight = Array(UnsafeBufferPointer(start: buffer, count: width * height * 4))
        return RGBAImage(width: width, height: height, straightPixels: straight)
    }
}
