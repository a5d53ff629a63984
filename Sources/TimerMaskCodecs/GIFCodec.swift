import CGIF
import TimerMaskRaster

/// One frame of a GIF as a viewer shows it: composited onto the canvas, with how long it stays up.
public struct GIFFrame: Equatable, Sendable {
    public var image: RGBAImage
    /// As stored; 0 means "as fast as possible", which browsers slow to 10.
    public var delayCentiseconds: Int

    public init(image: RGBAImage, delayCentiseconds: Int) {
        self.image = image
        self.delayCentiseconds = delayCentiseconds
    }
}

/// GIF through giflib, read record by record (rather than with `DGifSlurp`) so that frame sizes are
/// checked against the pixel limit before giflib allocates anything for them.
public enum GIFCodec {
    /// Every frame, composited as a browser shows it (transparency and disposal methods honoured).
    /// `maxPixels` bounds the canvas, each frame, and all the returned frames together.
    public static func decodeFrames(_ bytes: [UInt8], source: String,
                                    maxPixels: Int = ImageFile.defaultMaxPixels) throws -> [GIFFrame] {
        try CodecError.checkNotEmpty(bytes, source: source)
        let frames = try GIFReader(bytes, source: source).frames(upTo: .max, maxPixels: maxPixels)
        guard !frames.isEmpty else {
            throw CodecError(source: source, reason: .malformed(.gif, detail: "it has no frames"))
        }
        return frames
    }

    /// The first frame only, without decoding the rest of the animation.
    public static func decodeFirstFrame(_ bytes: [UInt8], source: String,
                                        maxPixels: Int = ImageFile.defaultMaxPixels) throws -> RGBAImage {
        try CodecError.checkNotEmpty(bytes, source: source)
        guard let first = try GIFReader(bytes, source: source).frames(upTo: 1, maxPixels: maxPixels).first else {
            throw CodecError(source: source, reason: .malformed(.gif, detail: "it has no frames"))
        }
        return first.image
    }

    /// The canvas size (the logical screen), which every decoded frame has; no pixel is decoded.
    static func size(_ bytes: [UInt8], source: String) throws -> (width: Int, height: Int) {
        try GIFReader(bytes, source: source).canvasSize
    }

    /// Every frame and how many times the animation plays (from its NETSCAPE2.0 extension: 0 forever,
    /// 1 when the file has none).
    public static func decodeAnimation(_ bytes: [UInt8], source: String,
                                       maxPixels: Int = ImageFile.defaultMaxPixels) throws -> GIFAnimation {
        try CodecError.checkNotEmpty(bytes, source: source)
        let reader = try GIFReader(bytes, source: source)
        let frames = try reader.frames(upTo: .max, maxPixels: maxPixels)
        guard !frames.isEmpty else {
            throw CodecError(source: source, reason: .malformed(.gif, detail: "it has no frames"))
        }
        return GIFAnimation(frames: frames, plays: reader.plays)
    }

    /// Encodes `frames` in one go: one palette quantised from all of them (see `GIFAnimationEncoder`
    /// to stream frames instead).
    public static func encode(_ frames: [GIFFrame], options: GIFAnimationOptions = GIFAnimationOptions()) throws -> [UInt8] {
        guard let first = frames.first else {
            throw CodecError(source: "an animation of no frames", reason: .unencodable(.gif, detail: "it has no frames"))
        }
        var histogram = ColourHistogram()
        for frame in frames { histogram.add(frame.image) }
        let encoder = try GIFAnimationEncoder(width: first.image.width, height: first.image.height,
                                              globalPalette: Quantiser.palette(for: histogram, maxColours: 255),
                                              options: options)
        for frame in frames { try encoder.add(frame.image, delayCentiseconds: frame.delayCentiseconds) }
        return try encoder.finish()
    }
}

/// A decoded GIF: its frames as shown, and how many times it plays (0: forever).
public struct GIFAnimation: Equatable, Sendable {
    public var frames: [GIFFrame]
    public var plays: Int
}

// MARK: - Writing through giflib

/// One image record to write: palette indices for `rect`, and how it is shown and disposed of.
struct GIFImageRecord {
    var rect: PixelRect
    /// `rect.width * rect.height` indices, row by row.
    var indices: [UInt8]
    /// A local colour table (a power of two entries), or nil to use the global one.
    var localColours: [RGBColour]?
    var transparentIndex: Int?
    var delayCentiseconds: Int
    /// 1: leave in place; 2: clear the rectangle to transparent after showing it.
    var disposal: Int
}

/// An open giflib encoder writing into memory, closed with its owner. The only code that touches
/// giflib's encoder: the screen, the NETSCAPE2.0 loop extension, and image records.
final class GIFWriter {
    private var gif: UnsafeMutablePointer<GifFileType>?
    private let output: ByteOutput

    /// Where giflib's write callback appends; giflib holds it as `UserData`.
    private final class ByteOutput {
        var bytes: [UInt8] = []
    }

    /// Opens the file: GIF89a header, logical screen with the optional global colour table
    /// (a power of two entries), then the loop extension unless the animation plays once.
    init(width: Int, height: Int, globalColours: [RGBColour]?, plays: Int) throws {
        let source = CodecError.encodingSource(width, height)
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw CodecError(source: source, reason: .unencodable(.gif, detail: "GIF images are 1 to 65535 pixels wide and high"))
        }
        let output = ByteOutput()
        let write: OutputFunc = { gif, bytes, count in
            guard let gif, let bytes, count > 0, let user = gif.pointee.UserData else { return 0 }
            let output = Unmanaged<ByteOutput>.fromOpaque(user).takeUnretainedValue()
            output.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
            return count
        }
        var error: Int32 = 0
        // `output` is retained by `self` for as long as giflib may call back into it.
        guard let gif = EGifOpen(Unmanaged.passUnretained(output).toOpaque(), write, &error) else {
            throw CodecError(source: source, reason: .unencodable(.gif, detail: Self.describe(error)))
        }
        self.gif = gif
        self.output = output
        EGifSetGifVersion(gif, true)
        try withColourMap(globalColours) { map in
            try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map), source: source)
        }
        if plays != 1 {
            // Viewers play a NETSCAPE count of n as n + 1 times; 0 means forever.
            let repeats = plays == 0 ? 0 : min(plays - 1, 65535)
            let identifier = Array("NETSCAPE2.0".utf8)
            let loop: [UInt8] = [1, UInt8(repeats & 0xFF), UInt8(repeats >> 8)]
            try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), source: source)
            try check(identifier.withUnsafeBytes { EGifPutExtensionBlock(gif, 11, $0.baseAddress) }, source: source)
            try check(loop.withUnsafeBytes { EGifPutExtensionBlock(gif, 3, $0.baseAddress) }, source: source)
            try check(EGifPutExtensionTrailer(gif), source: source)
        }
    }

    deinit { if let gif { EGifCloseFile(gif, nil) } }

    /// A graphics control extension, then the image descriptor and its LZW-compressed indices.
    func add(_ record: GIFImageRecord) throws {
        guard let gif else { preconditionFailure("the GIF was already finished") }
        let source = CodecError.encodingSource(record.rect.width, record.rect.height)
        precondition(record.indices.count == record.rect.width * record.rect.height, "indices must fill the rectangle")
        var control = GraphicsControlBlock(DisposalMode: Int32(record.disposal), UserInputFlag: false,
                                           DelayTime: Int32(min(max(0, record.delayCentiseconds), 65535)),
                                           TransparentColor: Int32(record.transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
        var extensionBytes = [GifByteType](repeating: 0, count: 4)
        let length = extensionBytes.withUnsafeMutableBufferPointer { EGifGCBToExtension(&control, $0.baseAddress) }
        try check(extensionBytes.withUnsafeBytes { EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), $0.baseAddress) },
                  source: source)
        // giflib 5.2 forgets (leaks) the previous frame's local table when the next frame has none.
        if let previous = gif.pointee.Image.ColorMap {
            GifFreeMapObject(previous)
            gif.pointee.Image.ColorMap = nil
        }
        try withColourMap(record.localColours) { map in
            try check(EGifPutImageDesc(gif, Int32(record.rect.x), Int32(record.rect.y), Int32(record.rect.width),
                                       Int32(record.rect.height), false, map), source: source)
        }
        // EGifPutLine masks the indices in place, so it gets a copy of its own.
        var indices = record.indices
        try check(indices.withUnsafeMutableBufferPointer { EGifPutLine(gif, $0.baseAddress, Int32($0.count)) }, source: source)
    }

    /// The bytes written since the last call: a caller streaming to a file takes them as it goes,
    /// so the encoded file is never held whole.
    func takeBytes() -> [UInt8] {
        defer { output.bytes.removeAll(keepingCapacity: true) }
        return output.bytes
    }

    /// Writes the trailer, closes giflib's encoder and returns the file's bytes not yet taken.
    func finish() throws -> [UInt8] {
        guard let gif else { preconditionFailure("the GIF was already finished") }
        self.gif = nil
        var error: Int32 = 0
        guard EGifCloseFile(gif, &error) == GIF_OK else {
            throw CodecError(source: "the GIF being written", reason: .unencodable(.gif, detail: Self.describe(error)))
        }
        return output.bytes
    }

    /// A giflib colour map of `colours` for the length of `body`; nil stays nil.
    private func withColourMap(_ colours: [RGBColour]?, _ body: (UnsafeMutablePointer<ColorMapObject>?) throws -> Void) throws {
        guard let colours else { return try body(nil) }
        precondition(colours.count >= 2 && colours.count <= 256 && colours.count & (colours.count - 1) == 0,
                     "a GIF colour table holds a power of two entries, 2 to 256")
        let entries = colours.map { GifColorType(Red: $0.r, Green: $0.g, Blue: $0.b) }
        // GifMakeMapObject copies the entries; EGifPut*Desc copies the map again, so ours is freed here.
        guard let map = entries.withUnsafeBufferPointer({ GifMakeMapObject(Int32($0.count), $0.baseAddress) }) else {
            throw CodecError(source: "the GIF being written", reason: .unencodable(.gif, detail: "out of memory"))
        }
        defer { GifFreeMapObject(map) }
        try body(map)
    }

    private func check(_ status: Int32, source: String) throws {
        guard status == GIF_OK else {
            throw CodecError(source: source, reason: .unencodable(.gif, detail: Self.describe(gif?.pointee.Error ?? 0)))
        }
    }

    private static func describe(_ error: Int32) -> String {
        switch error {
        case E_GIF_ERR_NOT_ENOUGH_MEM: return "out of memory"
        case E_GIF_ERR_DATA_TOO_BIG: return "a frame holds more pixels than its rectangle"
        default:
            guard let text = GifErrorString(error) else { return "giflib error \(error)" }
            return clause(String(cString: text))
        }
    }
}

// MARK: - Reading through giflib

/// An open giflib decoder over bytes in memory, closed with its owner.
private final class GIFReader {
    private let gif: UnsafeMutablePointer<GifFileType>
    private let input: ByteInput
    private let source: String
    /// How many times the animation plays, from a NETSCAPE2.0 extension read so far (1 without one).
    private(set) var plays = 1

    /// The bytes giflib's read callback pulls from; giflib holds it as `UserData`.
    private final class ByteInput {
        let bytes: [UInt8]
        var offset = 0
        /// Set when giflib asked for bytes past the end: whatever it then complains of, the file is cut short.
        var ranOut = false
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    init(_ bytes: [UInt8], source: String) throws {
        let input = ByteInput(bytes)
        let read: InputFunc = { gif, buffer, wanted in
            guard let gif, let buffer, let user = gif.pointee.UserData else { return 0 }
            let input = Unmanaged<ByteInput>.fromOpaque(user).takeUnretainedValue()
            let count = min(Int(wanted), input.bytes.count - input.offset)
            if count < Int(wanted) { input.ranOut = true }
            guard count > 0 else { return 0 }
            input.bytes.withUnsafeBufferPointer { all in
                buffer.update(from: all.baseAddress! + input.offset, count: count)
            }
            input.offset += count
            return Int32(count)
        }
        var error: Int32 = 0
        // `input` is retained by `self` for as long as giflib may call back into it.
        guard let gif = DGifOpen(Unmanaged.passUnretained(input).toOpaque(), read, &error) else {
            let detail = Self.describe(error, ranOut: input.ranOut)
            throw CodecError(source: source, reason: .malformed(.gif, detail: detail))
        }
        self.gif = gif
        self.input = input
        self.source = source
    }

    deinit { DGifCloseFile(gif, nil) }

    /// The logical screen every frame is composited onto; one with no area is refused (found by
    /// the mutation test: a flipped byte gave a 1273 × 0 screen, decoded as an empty picture).
    var canvasSize: (width: Int, height: Int) {
        get throws {
            let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
            guard width > 0, height > 0 else {
                throw CodecError(source: source, reason: .malformed(.gif, detail: "its logical screen is \(width) × \(height) pixels"))
            }
            return (width, height)
        }
    }

    /// Up to `limit` frames, composited in order.
    func frames(upTo limit: Int, maxPixels: Int) throws -> [GIFFrame] {
        let (width, height) = try canvasSize
        try CodecError.checkPixelCount(width: width, height: height, limit: maxPixels, source: source)
        var canvas = GIFCanvas(width: width, height: height)
        var frames: [GIFFrame] = []
        var control = Self.noControl
        while frames.count < limit {
            var record = UNDEFINED_RECORD_TYPE
            guard DGifGetRecordType(gif, &record) == GIF_OK else {
                // Many encoders drop the final trailer byte; like browsers, keep the frames already read.
                if !frames.isEmpty && gif.pointee.Error == D_GIF_ERR_READ_FAILED { break }
                throw failure()
            }
            switch record {
            case IMAGE_DESC_RECORD_TYPE:
                let shownPixels = (frames.count + 1).multipliedReportingOverflow(by: canvas.width * canvas.height)
                if shownPixels.overflow || shownPixels.partialValue > maxPixels {
                    throw CodecError(source: source, reason: .tooManyFramePixels(
                        frames: frames.count + 1, width: canvas.width, height: canvas.height, limit: maxPixels))
                }
                let frame = try readFrame(control: control, canvas: canvas, maxPixels: maxPixels)
                frames.append(GIFFrame(image: canvas.draw(frame), delayCentiseconds: frame.delayCentiseconds))
                control = Self.noControl  // a control block applies to the next image only
            case EXTENSION_RECORD_TYPE:
                var code: Int32 = 0
                var block: UnsafeMutablePointer<GifByteType>? = nil
                guard DGifGetExtension(gif, &code, &block) == GIF_OK else { throw failure() }
                if code == GRAPHICS_EXT_FUNC_CODE, let block {
                    DGifExtensionToGCB(Int(block[0]), block + 1, &control)
                }
                let isLoop = code == APPLICATION_EXT_FUNC_CODE && block.map(Self.isNetscapeIdentifier) == true
                while block != nil {
                    guard DGifGetExtensionNext(gif, &block) == GIF_OK else { throw failure() }
                    // Sub-block 1 of NETSCAPE2.0 is [1, count low, count high]; n repeats play n + 1 times.
                    if isLoop, let data = block, data[0] == 3, data[1] == 1 {
                        let repeats = Int(data[2]) | Int(data[3]) << 8
                        plays = repeats == 0 ? 0 : repeats + 1
                    }
                }
            case TERMINATE_RECORD_TYPE:
                return frames
            default:
                continue
            }
        }
        return frames
    }

    /// The image descriptor just announced, its colour table, and its pixel indices clipped to the canvas.
    private func readFrame(control: GraphicsControlBlock, canvas: GIFCanvas, maxPixels: Int) throws -> GIFCanvas.Frame {
        guard DGifGetImageDesc(gif) == GIF_OK else { throw failure() }
        let descriptor = gif.pointee.Image
        let width = Int(descriptor.Width), height = Int(descriptor.Height)
        try CodecError.checkPixelCount(width: width, height: height, limit: maxPixels, source: source)
        guard let colourMap = descriptor.ColorMap ?? gif.pointee.SColorMap else {
            throw CodecError(source: source, reason: .malformed(.gif, detail: "a frame has no colour table"))
        }
        let palette = (0..<Int(colourMap.pointee.ColorCount)).map { i in
            let c = colourMap.pointee.Colors[i]
            return RGBA(r: c.Red, g: c.Green, b: c.Blue)
        }

        var frame = GIFCanvas.Frame(left: Int(descriptor.Left), top: Int(descriptor.Top), width: width, height: height,
                                    palette: palette,
                                    transparentIndex: control.TransparentColor == NO_TRANSPARENT_COLOR
                                        ? nil : Int(control.TransparentColor),
                                    disposal: Int(control.DisposalMode),
                                    delayCentiseconds: Int(control.DelayTime))
        let visible = frame.visibleColumns(canvasWidth: canvas.width)
        var row = [GifPixelType](repeating: 0, count: width)
        frame.indices = [UInt8](repeating: 0, count: visible.count * height)
        for y in Self.rowOrder(height: height, interlaced: descriptor.Interlace) {
            let status = row.withUnsafeMutableBufferPointer { DGifGetLine(gif, $0.baseAddress, Int32(width)) }
            guard status == GIF_OK else { throw failure() }
            frame.indices.replaceSubrange(y * visible.count..<(y + 1) * visible.count, with: row[visible])
        }
        return frame
    }

    /// Rows in the order they are stored: top to bottom, or the four interlace passes.
    private static func rowOrder(height: Int, interlaced: Bool) -> [Int] {
        guard interlaced else { return Array(0..<height) }
        return [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in
            Array(stride(from: start, to: height, by: step))
        }
    }

    /// Whether an application extension's first block (length byte first) names NETSCAPE2.0 or its twin ANIMEXTS1.0.
    private static func isNetscapeIdentifier(_ block: UnsafeMutablePointer<GifByteType>) -> Bool {
        guard block[0] == 11 else { return false }
        let name = (1...11).map { block[$0] }
        return name == Array("NETSCAPE2.0".utf8) || name == Array("ANIMEXTS1.0".utf8)
    }

    private static let noControl = GraphicsControlBlock(
        DisposalMode: 0, UserInputFlag: false, DelayTime: 0, TransparentColor: NO_TRANSPARENT_COLOR)

    private func failure() -> CodecError {
        let detail = Self.describe(gif.pointee.Error, ranOut: input.ranOut)
        return CodecError(source: source, reason: .malformed(.gif, detail: detail))
    }

    private static func describe(_ error: Int32, ranOut: Bool) -> String {
        if ranOut { return "it is truncated" }
        switch error {
        case D_GIF_ERR_READ_FAILED, D_GIF_ERR_EOF_TOO_SOON: return "it is truncated"
        case D_GIF_ERR_NOT_GIF_FILE: return "it does not start with a GIF signature"
        case D_GIF_ERR_NOT_ENOUGH_MEM: return "out of memory"
        default:
            guard let text = GifErrorString(error) else { return "giflib error \(error)" }
            return clause(String(cString: text))
        }
    }
}

// MARK: - Compositing, in plain Swift

/// The picture a GIF viewer keeps between frames: each frame is drawn over it, shown, then disposed of.
struct GIFCanvas {
    /// One image record of the file, its pixels still palette indices.
    struct Frame {
        var left: Int, top: Int, width: Int, height: Int
        var palette: [RGBA]
        var transparentIndex: Int?
        /// 0 or 1: leave in place; 2: clear its rectangle; 3: restore what was there before.
        var disposal: Int
        var delayCentiseconds: Int
        /// Row by row, only the columns that fall on the canvas (`visibleColumns`).
        var indices: [UInt8] = []

        func visibleColumns(canvasWidth: Int) -> Range<Int> {
            let start = min(max(0, -left), width)
            return start..<max(start, min(width, canvasWidth - left))
        }
    }

    private(set) var image: RGBAImage
    var width: Int { image.width }
    var height: Int { image.height }

    /// Starts transparent: browsers ignore the file's background colour, and so do we.
    init(width: Int, height: Int) {
        image = RGBAImage(width: width, height: height)
    }

    /// Draws `frame`, returns the picture as shown, then applies the frame's disposal for the next one.
    mutating func draw(_ frame: Frame) -> RGBAImage {
        let before = frame.disposal == 3 ? image : nil
        let columns = frame.visibleColumns(canvasWidth: width)
        let rows = max(0, -frame.top)..<max(0, min(frame.height, height - frame.top))
        for y in rows {
            for (i, x) in columns.enumerated() {
                let index = Int(frame.indices[y * columns.count + i])
                // Out-of-palette indices are drawn as transparent rather than trusted.
                guard index != frame.transparentIndex, index < frame.palette.count else { continue }
                image.setPixel(x: frame.left + x, y: frame.top + y, frame.palette[index])
            }
        }
        let shown = image
        switch frame.disposal {
        case 2:
            for y in rows { for x in columns { image.setPixel(x: frame.left + x, y: frame.top + y, .clear) } }
        case 3:
            image = before ?? image
        default:
            break
        }
        return shown
    }
}
