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

    // Encoding (animated GIFs from frames) belongs here, beside a `GIFWriter` owning giflib's encoder.
}

// MARK: - Reading through giflib

/// An open giflib decoder over bytes in memory, closed with its owner.
private final class GIFReader {
    private let gif: UnsafeMutablePointer<GifFileType>
    private let input: ByteInput
    private let source: String

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

    /// Up to `limit` frames, composited in order.
    func frames(upTo limit: Int, maxPixels: Int) throws -> [GIFFrame] {
        let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
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
                while block != nil {
                    guard DGifGetExtensionNext(gif, &block) == GIF_OK else { throw failure() }
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
