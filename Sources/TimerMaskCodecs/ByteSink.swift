import Foundation

/// Where an encoder puts a file's bytes as it makes them: memory, or a file being written, so a
/// long animation need not be held whole in memory.
public protocol ByteSink: AnyObject {
    /// How many bytes have been written so far.
    var count: Int { get }
    func append(_ bytes: UnsafeRawBufferPointer) throws
    /// Replaces bytes already written (a header whose sizes are known only at the end).
    func overwrite(_ bytes: [UInt8], at offset: Int) throws
}

extension ByteSink {
    public func append(_ bytes: [UInt8]) throws { try bytes.withUnsafeBytes { try append($0) } }
    public func append(_ bytes: ArraySlice<UInt8>) throws { try bytes.withUnsafeBytes { try append($0) } }
}

/// Bytes kept in memory: for small files, and tests.
public final class ByteBuffer: ByteSink {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public var count: Int { bytes.count }

    public func append(_ bytes: UnsafeRawBufferPointer) throws { self.bytes.append(contentsOf: bytes) }

    public func overwrite(_ bytes: [UInt8], at offset: Int) throws {
        precondition(offset >= 0 && offset + bytes.count <= self.bytes.count, "only bytes already written can be overwritten")
        self.bytes.replaceSubrange(offset..<offset + bytes.count, with: bytes)
    }
}
