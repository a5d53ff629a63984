import TimerMaskRaster

/// How a camera says its stored pixels must be turned to stand upright: EXIF tag 0x0112, values 1–8.
/// Case names follow Core Graphics' `CGImagePropertyOrientation`.
public enum ExifOrientation: Int, CaseIterable, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left

    /// Whether the upright picture is the stored one with width and height exchanged.
    public var swapsWidthAndHeight: Bool { rawValue >= 5 }

    /// The stored picture turned the way the tag says, so that it reads upright.
    public func upright(_ stored: RGBAImage) -> RGBAImage {
        if self == .up { return stored }
        let w = stored.width, h = stored.height
        let outWidth = swapsWidthAndHeight ? h : w
        let outHeight = swapsWidthAndHeight ? w : h
        var out = [UInt8](repeating: 0, count: stored.pixels.count)
        for y in 0..<outHeight {
            for x in 0..<outWidth {
                let (sx, sy) = storedPosition(ofUprightX: x, y: y, storedWidth: w, storedHeight: h)
                let from = (sy * w + sx) * 4, to = (y * outWidth + x) * 4
                out[to] = stored.pixels[from]
                out[to + 1] = stored.pixels[from + 1]
                out[to + 2] = stored.pixels[from + 2]
                out[to + 3] = stored.pixels[from + 3]
            }
        }
        return RGBAImage(width: outWidth, height: outHeight, premultipliedPixels: out)
    }

    /// What a camera stores for the upright picture `upright` when it writes this tag: the
    /// inverse of `upright(_:)`, for making test photos.
    public func stored(_ upright: RGBAImage) -> RGBAImage {
        // Every orientation undoes itself except the two quarter turns, which undo each other.
        let inverse: ExifOrientation = self == .right ? .left : self == .left ? .right : self
        return inverse.upright(upright)
    }

    /// Where the upright pixel (x, y) is found in the stored picture.
    private func storedPosition(ofUprightX x: Int, y: Int, storedWidth w: Int, storedHeight h: Int) -> (Int, Int) {
        switch self {
        case .up: (x, y)
        case .upMirrored: (w - 1 - x, y)
        case .down: (w - 1 - x, h - 1 - y)
        case .downMirrored: (x, h - 1 - y)
        case .leftMirrored: (y, x)
        case .right: (y, h - 1 - x)
        case .rightMirrored: (w - 1 - y, h - 1 - x)
        case .left: (w - 1 - y, x)
        }
    }
}

// MARK: - Reading and writing the tag in a JPEG's APP1 Exif segment

extension ExifOrientation {
    /// The orientation recorded in the first Exif segment before the image data, or nil when there is
    /// none or it cannot be parsed (a damaged tag is ignored, as cameras and browsers do).
    public init?(jpeg bytes: [UInt8]) {
        for segment in JPEGSegments(bytes) where segment.marker == 0xE1 {
            if let value = Self.orientationValue(inExif: bytes[segment.body]) {
                self.init(rawValue: value)
                return
            }
        }
        return nil
    }

    /// An APP1 segment (marker included) holding a minimal big-endian TIFF with only this tag.
    public var jpegSegment: [UInt8] {
        let tiff: [UInt8] = Array("MM".utf8) + [0x00, 0x2A] + [0, 0, 0, 8]  // header, IFD0 at offset 8
            + [0x00, 0x01]                                                   // one entry
            + [0x01, 0x12, 0x00, 0x03, 0, 0, 0, 1, 0x00, UInt8(rawValue), 0, 0] // 0x0112 SHORT ×1
            + [0, 0, 0, 0]                                                   // no next IFD
        let payload = Self.exifHeader + tiff
        let length = payload.count + 2
        return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    private static let exifHeader: [UInt8] = Array("Exif".utf8) + [0, 0]

    /// Tag 0x0112 of IFD0, from the segment payload ("Exif\0\0" then a TIFF file in either byte order).
    private static func orientationValue(inExif segment: ArraySlice<UInt8>) -> Int? {
        guard segment.starts(with: exifHeader) else { return nil }
        let tiff = Array(segment.dropFirst(exifHeader.count))
        guard tiff.count >= 8 else { return nil }
        let bigEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x4D, 0x4D): bigEndian = true   // "MM"
        case (0x49, 0x49): bigEndian = false  // "II"
        default: return nil
        }
        func read(_ at: Int, _ size: Int) -> Int? {
            guard at >= 0, at + size <= tiff.count else { return nil }
            let bytes = tiff[at..<at + size]
            return (bigEndian ? Array(bytes) : bytes.reversed()).reduce(0) { $0 << 8 | Int($1) }
        }
        guard read(2, 2) == 42, let ifd = read(4, 4), let count = read(ifd, 2) else { return nil }
        for entry in 0..<count {
            let at = ifd + 2 + entry * 12
            guard let tag = read(at, 2), let type = read(at + 2, 2) else { return nil }
            guard tag == 0x0112 else { continue }
            switch type {
            case 3: return read(at + 8, 2)  // SHORT, left-justified in the value field
            case 4: return read(at + 8, 4)  // LONG, written by a few tools
            default: return nil
            }
        }
        return nil
    }
}
