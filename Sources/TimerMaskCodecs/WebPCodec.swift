import CWebP
import Foundation
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
            let (width, height, animated) = try header(data, source: source, maxPixels: maxPixels)
            if animated {
                return try WebPAnimation(data, source: source).nextFrame()
            }
            return RGBAImage(width: width, height: height,
                             straightPixels: try decodeStill(data, width: width, height: height, source: source))
        }
    }

    /// The size the header states (an animation's canvas), read without decoding any pixels.
    static func size(_ bytes: [UInt8], source: String) throws -> (width: Int, height: Int) {
        try bytes.withUnsafeBufferPointer { data in
            let (width, height, _) = try header(data, source: source, maxPixels: .max)
            return (width, height)
        }
    }

    /// The image's size (an animation's canvas, which its decoder allocates as soon as it exists)
    /// and whether it animates; refused over `maxPixels` before any pixel is allocated.
    private static func header(_ data: UnsafeBufferPointer<UInt8>, source: String,
                               maxPixels: Int) throws -> (width: Int, height: Int, animated: Bool) {
        var features = WebPBitstreamFeatures()
        let status = WebPGetFeatures(data.baseAddress, data.count, &features)
        guard status == VP8_STATUS_OK else { throw malformed(status, source: source) }
        let width = Int(features.width), height = Int(features.height)
        try CodecError.checkPixelCount(width: width, height: height, limit: maxPixels, source: source)
        return (width, height, features.has_animation != 0)
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

    /// Every frame of an animated WebP as shown (composited on the canvas) with how long it stays
    /// up, and how many times it plays (0 forever). A still image is one frame. `maxPixels` bounds
    /// the canvas and all frames together, checked before any frame is decoded.
    public static func decodeAnimation(_ bytes: [UInt8], source: String,
                                       maxPixels: Int = ImageFile.defaultMaxPixels) throws -> WebPAnimationFrames {
        try CodecError.checkNotEmpty(bytes, source: source)
        return try bytes.withUnsafeBufferPointer { data in
            let (width, height, animated) = try header(data, source: source, maxPixels: maxPixels)
            guard animated else {
                let image = RGBAImage(width: width, height: height,
                                      straightPixels: try decodeStill(data, width: width, height: height, source: source))
                return WebPAnimationFrames(frames: [WebPFrame(image: image, durationMilliseconds: 0)], plays: 1)
            }
            let animation = try WebPAnimation(data, source: source)
            let total = animation.frameCount.multipliedReportingOverflow(by: width * height)
            if total.overflow || total.partialValue > maxPixels {
                throw CodecError(source: source, reason: .tooManyFramePixels(
                    frames: animation.frameCount, width: width, height: height, limit: maxPixels))
            }
            var frames: [WebPFrame] = []
            var previousEnd = 0
            for _ in 0..<animation.frameCount {
                let (image, end) = try animation.nextFrameAndEnd()
                frames.append(WebPFrame(image: image, durationMilliseconds: end - previousEnd))
                previousEnd = end
            }
            return WebPAnimationFrames(frames: frames, plays: animation.plays)
        }
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
    let frameCount: Int
    /// 0: forever.
    let plays: Int

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
        frameCount = Int(info.frame_count)
        plays = Int(info.loop_count)
    }

    deinit { WebPAnimDecoderDelete(decoder) }

    /// The next frame composited onto the canvas.
    func nextFrame() throws -> RGBAImage {
        try nextFrameAndEnd().image
    }

    /// The next frame composited onto the canvas, and the time (ms from the start) it ends.
    func nextFrameAndEnd() throws -> (image: RGBAImage, endMilliseconds: Int) {
        var buffer: UnsafeMutablePointer<UInt8>? = nil
        var timestampMilliseconds: Int32 = 0
        guard WebPAnimDecoderGetNext(decoder, &buffer, &timestampMilliseconds) != 0, let buffer else {
            throw CodecError(source: source, reason: .malformed(.webp, detail: "a frame of its animation is damaged"))
        }
        // The buffer belongs to the decoder and is reused for the next frame: copy it out.
        let straight = Array(UnsafeBufferPointer(start: buffer, count: width * height * 4))
        return (RGBAImage(width: width, height: height, straightPixels: straight), Int(timestampMilliseconds))
    }
}

/// One frame of an animated WebP as shown, and how long it stays up.
public struct WebPFrame: Equatable, Sendable {
    public var image: RGBAImage
    public var durationMilliseconds: Int
    public init(image: RGBAImage, durationMilliseconds: Int) {
        self.image = image
        self.durationMilliseconds = durationMilliseconds
    }
}

/// A decoded animated WebP: its frames, and how many times it plays (0 forever).
public struct WebPAnimationFrames: Equatable, Sendable {
    public var frames: [WebPFrame]
    public var plays: Int
}

/// How an animated WebP is compressed.
public struct WebPAnimationOptions: Equatable, Sendable {
    /// Exact pixels (the default), or lossy VP8 at `quality`.
    public var lossless: Bool
    /// 0–100: for lossy, picture quality; for lossless, effort spent on smaller files.
    public var quality: Float
    /// 0 (fast) – 6 (small): libwebp's compression method.
    public var method: Int
    /// At most this many frames between key frames (1: every frame is one; 0: only the first);
    /// nil leaves libwebp's default.
    public var keyframeSpacing: Int?
    /// How many times the animation plays; 0 forever.
    public var plays: Int

    public init(lossless: Bool = true, quality: Float = 75, method: Int = 4, keyframeSpacing: Int? = nil, plays: Int = 0) {
        self.lossless = lossless
        self.quality = quality
        self.method = method
        self.keyframeSpacing = keyframeSpacing
        self.plays = plays
    }
}

/// Streams frames into an animated WebP through libwebp's animation encoder (which finds each
/// frame's changed rectangle and blending itself) on two cores.
///
/// The animation is encoded in runs of frames, each run by its own `WebPAnimEncoder` on its own
/// thread, two at a time, then the runs' frames are joined with libwebpmux. A run starts only at
/// an opaque frame (which shows the same whatever lay under it), so joining changes nothing a
/// viewer sees; each run costs one key frame. Run lengths depend only on `expectedFrames` and the
/// key frame spacing, never on the machine, so the same frames always give the same bytes.
/// Finished runs go straight to `output`, so memory holds at most two runs however long the animation.
public final class WebPAnimationEncoder {
    public let width: Int
    public let height: Int
    public let options: WebPAnimationOptions
    /// Frames per run: half the expected count, 8 to 16 (gif2webp's own key frame spacing for
    /// lossless is 9 to 17); no runs (one encoder) when unknown, or when the key frame spacing is
    /// 0 (only the first) or longer than a run, since every run starts with a key frame.
    public let runLength: Int
    /// Where the file goes; `finish` writes its header last.
    public let output: ByteSink

    /// Runs still encoding, oldest first (at most `runsAtOnce`).
    private var running: [WebPRun] = []
    /// Where in `output` the file starts (its 44 header bytes are filled in by `finish`), once a second run starts.
    private var joinedStart: Int?
    private var hasAlpha = false
    private var framesInRun = 0
    private var finished = false
    /// Frames handed to runs and not yet encoded: a run and a few more, so that the next run
    /// starts while the last still works, and memory stays flat.
    private let queued: DispatchSemaphore
    private static let runsAtOnce = 2

    public init(width: Int, height: Int, options: WebPAnimationOptions = WebPAnimationOptions(),
                expectedFrames: Int? = nil, output: ByteSink = ByteBuffer()) throws {
        let source = CodecError.encodingSource(width, height)
        func refuse(_ detail: String) -> CodecError { CodecError(source: source, reason: .unencodable(.webp, detail: detail)) }
        guard (0...100).contains(options.quality) else { throw refuse("quality must be from 0 to 100, not \(options.quality)") }
        guard (0...6).contains(options.method) else { throw refuse("the method must be from 0 to 6, not \(options.method)") }
        guard options.plays >= 0, options.plays <= 65535 else { throw refuse("it cannot play \(options.plays) times") }
        if let spacing = options.keyframeSpacing, spacing < 0 { throw refuse("key frames cannot be \(spacing) frames apart") }
        guard width > 0, height > 0, width <= Int(WEBP_MAX_DIMENSION), height <= Int(WEBP_MAX_DIMENSION) else {
            throw refuse("WebP images are 1 to \(WEBP_MAX_DIMENSION) pixels wide and high")
        }
        self.width = width
        self.height = height
        self.options = options
        self.output = output
        let split = expectedFrames.map { min(16, max(8, ($0 + 1) / 2)) } ?? Int.max
        runLength = options.keyframeSpacing.map { $0 == 0 || $0 > split } == true ? Int.max : split
        queued = DispatchSemaphore(value: min(runLength, 16) + 4)
        running.append(try WebPRun(width: width, height: height, options: options))
    }

    /// Adds a frame shown for `durationMilliseconds` (libwebp merges it into the one before when identical).
    public func add(_ image: RGBAImage, durationMilliseconds: Int) throws {
        precondition(!finished, "the WebP was already finished")
        precondition(image.width == width && image.height == height, "every frame must be \(width) × \(height)")
        guard durationMilliseconds > 0, durationMilliseconds < 1 << 24 else {
            throw CodecError(source: CodecError.encodingSource(width, height),
                             reason: .unencodable(.webp, detail: "a frame cannot last \(durationMilliseconds) ms"))
        }
        if framesInRun >= runLength && image.isOpaque {
            running.last!.close()
            if joinedStart == nil {
                joinedStart = output.count
                try output.append([UInt8](repeating: 0, count: Self.headerSize))
            }
            while running.count >= Self.runsAtOnce { try append(running.removeFirst()) }
            running.append(try WebPRun(width: width, height: height, options: options))
            framesInRun = 0
        }
        if let failure = running.last!.failure { throw failure }
        queued.wait()
        running.last!.add(image, durationMilliseconds: durationMilliseconds) { [queued] in queued.signal() }
        framesInRun += 1
    }

    /// Waits for every run, writes the rest of the file to `output`, and returns the file's size.
    @discardableResult
    public func finish() throws -> Int {
        precondition(!finished, "the WebP was already finished")
        finished = true
        running.last!.close()
        guard let start = joinedStart else {
            let start = output.count
            try output.append(try running.removeFirst().take())
            return output.count - start
        }
        while !running.isEmpty { try append(running.removeFirst()) }
        let size = output.count - start
        let extended = [UInt8(0x02 | (hasAlpha ? 0x10 : 0)), 0, 0, 0] + Self.uint24(width - 1) + Self.uint24(height - 1)
        let animation: [UInt8] = [0, 0, 0, 0, UInt8(options.plays & 0xFF), UInt8(options.plays >> 8)]
        let header = Array("RIFF".utf8) + Self.uint32(size - 8) + Array("WEBP".utf8)
            + RIFFChunks.chunk("VP8X", extended) + RIFFChunks.chunk("ANIM", animation)
        try output.overwrite(header, at: start)
        return size
    }

    /// RIFF and WEBP (12 bytes), the VP8X chunk (18) and the ANIM chunk (14).
    private static let headerSize = 44

    /// Appends a finished run's frames to the joined file.
    ///
    /// Each run is a complete WebP (RIFF: VP8X, ANIM, then one ANMF chunk per frame); its ANMF
    /// chunks are copied as they are, so no frame is decoded twice. A run libwebp flattened to a still image (one frame) is wrapped in an ANMF
    /// chunk of its own, covering the canvas.
    private func append(_ run: WebPRun) throws {
        let part = try run.take()
        let chunks = try RIFFChunks(part)
        if let header = chunks.first(where: { $0.name == "VP8X" }), (part[header.payload.lowerBound] & 0x10) != 0 { hasAlpha = true }
        let animationFrames = chunks.filter { $0.name == "ANMF" }
        if let first = animationFrames.first, let last = animationFrames.last {
            try output.append(part[first.whole.lowerBound..<last.whole.upperBound])
            return
        }
        let image = chunks.filter { ["ALPH", "VP8 ", "VP8L"].contains($0.name) }
        guard !image.isEmpty else {
            throw CodecError(source: CodecError.encodingSource(width, height), reason: .unencodable(.webp, detail: "a run came back without frames"))
        }
        if image.contains(where: { $0.name == "ALPH" }) { hasAlpha = true }
        var payload = Self.uint24(0) + Self.uint24(0) + Self.uint24(width - 1) + Self.uint24(height - 1)
            + Self.uint24(run.lastDurationMilliseconds) + [0b10]   // do not blend, do not dispose
        for chunk in image { payload += part[chunk.whole] }
        try output.append(RIFFChunks.chunk("ANMF", payload))
    }

    private static func uint24(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF)] }
    private static func uint32(_ v: Int) -> [UInt8] { uint24(v) + [UInt8(v >> 24 & 0xFF)] }
}

/// The chunks of a RIFF WebP file: four-character name, and where each lies.
private struct RIFFChunks: Sequence {
    struct Chunk {
        let name: String
        /// The payload, without the 8-byte header or the padding byte.
        let payload: Range<Int>
        /// Header, payload and padding, as copied into another file.
        let whole: Range<Int>
    }
    private let chunks: [Chunk]

    init(_ bytes: [UInt8]) throws {
        func damaged() -> CodecError { CodecError(source: "a WebP run", reason: .malformed(.webp, detail: "its chunks are damaged")) }
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WEBP".utf8) else { throw damaged() }
        var chunks: [Chunk] = []
        var offset = 12
        while offset + 8 <= bytes.count {
            let size = Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16 | Int(bytes[offset + 7]) << 24
            let end = offset + 8 + size + (size & 1)
            guard end <= bytes.count + (size & 1) else { throw damaged() }
            let name = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            chunks.append(Chunk(name: name, payload: offset + 8..<offset + 8 + size, whole: offset..<Swift.min(end, bytes.count)))
            offset = end
        }
        self.chunks = chunks
    }

    func makeIterator() -> IndexingIterator<[Chunk]> { chunks.makeIterator() }

    /// A chunk named `name` holding `payload`, padded to an even length.
    static func chunk(_ name: String, _ payload: [UInt8]) -> [UInt8] {
        let size = payload.count
        return Array(name.utf8) + [UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 24 & 0xFF)]
            + payload + (size & 1 == 1 ? [0] : [])
    }
}

/// One run of frames encoded by its own `WebPAnimEncoder` on its own serial queue; the encoder is
/// only ever touched from that queue, and released with the run.
private final class WebPRun: @unchecked Sendable {
    private let width: Int, height: Int
    /// Deleted as soon as the run is assembled, so finished runs keep only their bytes.
    private var encoder: OpaquePointer?
    private var config = WebPConfig()
    private var timestampMilliseconds = 0
    /// How long the run's last frame lasts (set on the producer's thread, read after `wait`).
    private(set) var lastDurationMilliseconds = 0
    private let queue = DispatchQueue(label: "timermask.webp-run")
    private let done = DispatchGroup()
    private var result: Result<[UInt8], CodecError>?
    private let lock = NSLock()
    private var firstFailure: CodecError?

    init(width: Int, height: Int, options: WebPAnimationOptions) throws {
        self.width = width
        self.height = height
        var animationOptions = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&animationOptions) != 0, WebPConfigInit(&config) != 0 else {
            throw CodecError(source: CodecError.encodingSource(width, height), reason: .unencodable(.webp, detail: "libwebp does not match its headers"))
        }
        animationOptions.anim_params.loop_count = Int32(options.plays)   // WebP counts plays, not repeats
        animationOptions.anim_params.bgcolor = 0                         // transparent, as viewers start
        if let spacing = options.keyframeSpacing {
            animationOptions.kmax = Int32(spacing)
            animationOptions.kmin = Int32(max(0, spacing - 1))           // kmin >= kmax/2 + 1 and < kmax for kmax >= 4
        }
        config.lossless = options.lossless ? 1 : 0
        config.quality = options.quality
        config.method = Int32(options.method)
        guard WebPValidateConfig(&config) != 0 else {
            throw CodecError(source: CodecError.encodingSource(width, height), reason: .unencodable(.webp, detail: "libwebp refused the settings"))
        }
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &animationOptions) else {
            throw CodecError(source: CodecError.encodingSource(width, height), reason: .unencodable(.webp, detail: "out of memory"))
        }
        self.encoder = encoder
        done.enter()
    }

    deinit { if let encoder { WebPAnimEncoderDelete(encoder) } }

    /// The first error the run met, if any (checked before each frame is handed over).
    var failure: CodecError? { lock.lock(); defer { lock.unlock() }; return firstFailure }

    func add(_ image: RGBAImage, durationMilliseconds: Int, then release: @escaping @Sendable () -> Void) {
        lastDurationMilliseconds = durationMilliseconds
        queue.async { [self] in
            defer { release() }
            guard failure == nil else { return }
            do { try encode(image, durationMilliseconds: durationMilliseconds) } catch let error as CodecError {
                lock.lock(); firstFailure = firstFailure ?? error; lock.unlock()
            } catch {}
        }
    }

    /// No more frames: the run assembles its file once its queue has drained.
    func close() {
        queue.async { [self] in
            let outcome: Result<[UInt8], CodecError>
            if let failure { outcome = .failure(failure) } else {
                do { outcome = .success(try assemble()) } catch let error as CodecError { outcome = .failure(error) } catch {
                    outcome = .failure(fail("libwebp's animation encoder failed"))
                }
            }
            lock.lock(); result = outcome; lock.unlock()
            done.leave()
        }
    }

    /// The run's file, once it is closed and encoded; the run keeps no copy.
    func take() throws -> [UInt8] {
        done.wait()
        lock.lock(); defer { lock.unlock() }
        let outcome = result!
        result = .success([])
        return try outcome.get()
    }

    private func encode(_ image: RGBAImage, durationMilliseconds: Int) throws {
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw fail("libwebp does not match its headers") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        let imported = image.straightPixels.withUnsafeBufferPointer {
            WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(width * 4))
        }
        guard imported != 0 else { throw fail("out of memory") }
        guard timestampMilliseconds + durationMilliseconds <= Int(Int32.max) else { throw fail("the animation is too long") }
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(timestampMilliseconds), &config) != 0 else {
            throw fail(encoderError())
        }
        timestampMilliseconds += durationMilliseconds
    }

    private func assemble() throws -> [UInt8] {
        defer {
            WebPAnimEncoderDelete(encoder)
            encoder = nil
            ReleaseFreedMemory.now()
        }
        guard WebPAnimEncoderAdd(encoder, nil, Int32(timestampMilliseconds), nil) != 0 else { throw fail(encoderError()) }
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(encoder, &data) != 0 else { throw fail(encoderError()) }
        return Array(UnsafeBufferPointer(start: data.bytes, count: data.size))
    }

    private func encoderError() -> String {
        guard let text = WebPAnimEncoderGetError(encoder), text.pointee != 0 else { return "libwebp's animation encoder failed" }
        return clause(String(cString: text))
    }

    private func fail(_ detail: String) -> CodecError {
        CodecError(source: CodecError.encodingSource(width, height), reason: .unencodable(.webp, detail: detail))
    }
}

/// Gives memory freed by a finished encoder back to the system. glibc keeps freed blocks in the
/// arena of the thread that used them, and each run works on another thread, so without this
/// every run's high-water mark would stay resident and a long animation would grow.
enum ReleaseFreedMemory {
    #if os(Linux)
    private typealias Trim = @convention(c) (Int) -> Int32
    // malloc.h is not in Swift's Glibc module; look the function up once.
    private static let trim: Trim? = dlsym(nil, "malloc_trim").map { unsafeBitCast($0, to: Trim.self) }
    static func now() { _ = trim?(0) }
    #else
    static func now() {}
    #endif
}
