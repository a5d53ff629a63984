import CZlib

/// The one place zlib is called: OT-SVG documents may be stored gzip-compressed.
enum Gzip {
    /// True when `bytes` start with gzip's magic number (1F 8B).
    static func isCompressed(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.count >= 2 && bytes[bytes.startIndex] == 0x1F && bytes[bytes.startIndex + 1] == 0x8B
    }

    enum Failure: Error {
        case damaged(String)
        case overLimit
    }

    /// The decompressed bytes, at most `limit` of them: a document that inflates past the limit
    /// (a gzip bomb) is refused before it is all held.
    static func decompress(_ bytes: ArraySlice<UInt8>, limit: Int) throws(Failure) -> [UInt8] {
        var stream = z_stream()
        // 16 + MAX_WBITS: a gzip header and trailer, not a bare zlib stream.
        guard inflateInit2_(&stream, 16 + MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .damaged("zlib could not start")
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var input = Array(bytes)
        var status: Int32 = Z_OK
        var overLimit = false
        input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = UInt32(source.count)
            repeat {
                chunk.withUnsafeMutableBufferPointer { target in
                    stream.next_out = target.baseAddress
                    stream.avail_out = UInt32(target.count)
                    status = inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(stream.avail_out)
                if output.count + produced > limit { overLimit = true; return }
                output.append(contentsOf: chunk[0..<produced])
            } while status == Z_OK && (stream.avail_in > 0 || stream.avail_out == 0)
            stream.next_in = nil
        }
        if overLimit { throw .overLimit }
        guard status == Z_STREAM_END else {
            throw .damaged(status == Z_OK || status == Z_BUF_ERROR ? "its gzip stream is cut short"
                                                                   : "its gzip data is damaged (zlib error \(status))")
        }
        return output
    }
}
