import Foundation
import TimerMaskCore
import TimerMaskRaster

/// Reads an image whatever its format, deciding PNG, JPEG, WebP or GIF from the bytes themselves.
public enum ImageFile {
    /// 50 megapixels (200 MB of RGBA): far above any widget, far below what would exhaust memory.
    public static let defaultMaxPixels = 50_000_000

    /// Decodes `bytes` by their signature; a GIF gives its first frame. Images over `maxPixels` are
    /// refused from their header, before any pixels are allocated.
    ///
    /// `fillingAtLeast` lets a JPEG decode already shrunk (see `JPEGCodec.decode`) when the caller
    /// will only resize it down to fill that box; other formats decode at full size.
    public static func decode(_ bytes: [UInt8], source: String,
                              maxPixels: Int = defaultMaxPixels,
                              fillingAtLeast box: (width: Int, height: Int)? = nil) throws -> RGBAImage {
        try CodecError.checkNotEmpty(bytes, source: source)
        guard let format = ImageFormat(sniffing: bytes) else {
            throw CodecError(source: source, reason: .unrecognisedFormat)
        }
        switch format {
        case .png: return try PNGCodec.decode(bytes, source: source, maxPixels: maxPixels)
        case .jpeg: return try JPEGCodec.decode(bytes, source: source, maxPixels: maxPixels, fillingAtLeast: box)
        case .webp: return try WebPCodec.decode(bytes, source: source, maxPixels: maxPixels)
        case .gif: return try GIFCodec.decodeFirstFrame(bytes, source: source, maxPixels: maxPixels)
        }
    }

    /// The width and height `decode` would give (a JPEG turned upright, a GIF's canvas), read from
    /// the header alone and checked against `maxPixels`: no pixel is allocated.
    public static func size(of bytes: [UInt8], source: String,
                            maxPixels: Int = defaultMaxPixels) throws -> (width: Int, height: Int) {
        try CodecError.checkNotEmpty(bytes, source: source)
        guard let format = ImageFormat(sniffing: bytes) else {
            throw CodecError(source: source, reason: .unrecognisedFormat)
        }
        let size: (width: Int, height: Int)
        switch format {
        case .png: size = try PNGCodec.size(bytes, source: source)
        case .jpeg: size = try JPEGCodec.size(bytes, source: source)
        case .webp: size = try WebPCodec.size(bytes, source: source)
        case .gif: size = try GIFCodec.size(bytes, source: source)
        }
        try CodecError.checkPixelCount(width: size.width, height: size.height, limit: maxPixels, source: source)
        return size
    }

    /// `size(of:)` for the file at `url`, reading only its first 64 KB where the header lies
    /// within them (the whole file when it does not, so errors are the same).
    public static func size(ofFileAt url: URL, maxPixels: Int = defaultMaxPixels) throws -> (width: Int, height: Int) {
        // Opening a FIFO would wait for a writer: only a regular file is opened.
        if InputFile.problem(at: url.path) == nil, let handle = FileHandle(forReadingAtPath: url.path) {
            defer { try? handle.close() }
            if let prefix = try? [UInt8](handle.read(upToCount: headerPrefix) ?? Data()) {
                // A shorter read is the whole file.
                if prefix.count < headerPrefix { return try size(of: prefix, source: url.path, maxPixels: maxPixels) }
                if let size = try? size(of: prefix, source: url.path, maxPixels: maxPixels) { return size }
            }
        }
        return try size(of: readBytes(url: url), source: url.path, maxPixels: maxPixels)
    }

    static let headerPrefix = 1 << 16

    /// Reads and decodes the file at `url`; every error names its path.
    public static func read(url: URL, maxPixels: Int = defaultMaxPixels,
                            fillingAtLeast box: (width: Int, height: Int)? = nil) throws -> RGBAImage {
        try decode(readBytes(url: url), source: url.path, maxPixels: maxPixels, fillingAtLeast: box)
    }

    /// The file's bytes, or an error saying whether it is missing, a folder, a FIFO or device, a
    /// symbolic-link loop, or unreadable.
    public static func readBytes(url: URL) throws -> [UInt8] {
        do { return [UInt8](try InputFile.read(url.path, atMost: .picture)) } catch let error as InputFileError {
            throw CodecError(source: url.path, reason: error.reason.map { .unreadable(detail: $0) } ?? .missing)
        }
    }
}
