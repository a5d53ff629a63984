/// Why an image could not be read, decoded, encoded or written, as one sentence naming the source.
public struct CodecError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Which failure it is, with what the sentence names.
    public enum Reason: Equatable, Sendable {
        /// The file or buffer holds no bytes at all.
        case empty
        /// The magic bytes match none of the formats this module reads.
        case unrecognisedFormat
        /// The bytes start like `format` but the library could not decode them; `detail` says why.
        case malformed(ImageFormat, detail: String)
        /// The header claims more pixels than the caller allows (a decompression bomb, or just too big).
        case tooManyPixels(width: Int, height: Int, limit: Int)
        /// An animation whose decoded frames together would hold more pixels than the caller allows.
        case tooManyFramePixels(frames: Int, width: Int, height: Int, limit: Int)
        /// The encoder refused the image or the settings.
        case unencodable(ImageFormat, detail: String)
        /// There is no file at the path.
        case missing
        /// The file exists but could not be read; `detail` is the system's reason.
        case unreadable(detail: String)
        /// The file could not be written; `detail` is the system's reason.
        case unwritable(detail: String)
    }

    /// A file name, path or label saying what was being read or written.
    public let source: String
    public let reason: Reason

    public init(source: String, reason: Reason) {
        self.source = source
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .empty:
            return "\(source) is empty (0 bytes)."
        case .unrecognisedFormat:
            return "\(source) is not a PNG, JPEG, WebP or GIF image."
        case let .malformed(format, detail):
            return "\(source) is not a valid \(format.name) file (\(detail))."
        case let .tooManyPixels(width, height, limit):
            let count = width.multipliedReportingOverflow(by: height)
            let total = count.overflow ? "more than \(grouped(Int.max))" : grouped(count.partialValue)
            return "\(source) is \(width) × \(height) = \(total) pixels, over the limit of \(grouped(limit))."
        case let .tooManyFramePixels(frames, width, height, limit):
            return "\(source) has at least \(frames) frames of \(width) × \(height) pixels, "
                + "over the limit of \(grouped(limit)) pixels for all frames together."
        case let .unencodable(format, detail):
            return "Cannot encode \(source) as \(format.name) (\(detail))."
        case .missing:
            return "\(source) does not exist."
        case let .unreadable(detail):
            return "\(source) cannot be read (\(detail))."
        case let .unwritable(detail):
            return "\(source) cannot be written (\(detail))."
        }
    }

    /// Throws `tooManyPixels` unless `width * height` fits in `limit`; called on header sizes, before allocating.
    static func checkPixelCount(width: Int, height: Int, limit: Int, source: String) throws {
        let count = width.multipliedReportingOverflow(by: height)
        if count.overflow || count.partialValue > limit {
            throw CodecError(source: source, reason: .tooManyPixels(width: width, height: height, limit: limit))
        }
    }

    /// Throws `empty` for zero bytes, so every decoder says the same thing about an empty file.
    static func checkNotEmpty(_ bytes: [UInt8], source: String) throws {
        if bytes.isEmpty { throw CodecError(source: source, reason: .empty) }
    }

    /// Names the image being encoded, since encoders have no file name: "the 20 × 10 image".
    static func encodingSource(_ width: Int, _ height: Int) -> String {
        "the \(width) × \(height) image"
    }
}

/// 10000000000 → "10,000,000,000".
private func grouped(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, d) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
        out.append(d)
    }
    return n < 0 ? "-" + out : out
}

/// Library messages read as a clause inside our sentence: no trailing full stop, lower-case start.
func clause(_ message: String) -> String {
    var text = message.trimmingWhitespace()
    while text.hasSuffix(".") { text.removeLast() }
    guard let first = text.first else { return "no reason given" }
    // Keep acronyms such as "IHDR" or "JPEG" as written.
    let second = text.dropFirst().first
    if first.isUppercase && !(second?.isUppercase ?? false) {
        text = first.lowercased() + text.dropFirst()
    }
    return text
}

extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[start...end])
    }
}
