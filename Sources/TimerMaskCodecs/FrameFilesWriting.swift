import Foundation
import TimerMaskCore
import TimerMaskRaster

/// Animation frames to disk: `frame_00.png`, `frame_01.png`, … in a directory written whole.
extension FrameFiles {
    /// The file name of frame `k` of `count`: two digits at least, more when the count needs them,
    /// so names sort in frame order.
    public static func pngName(_ k: Int, count: Int) -> String {
        let digits = max(2, String(max(0, count - 1)).count)
        let number = String(k)
        return "frame_" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }

    /// Whether `name` is one that `writePNGs` writes (`frame_` then digits then `.png`).
    public static func isPNGName(_ name: String) -> Bool {
        guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Writes file k as `frames[order[k]]` (`order` defaults to every frame once), and each of
    /// `extraFiles` (name: bytes), into `directory` through `AtomicDirectory`: an existing
    /// directory is replaced only when every file is written. Each distinct frame is PNG-encoded
    /// once, frames in parallel, as `compression` says.
    public static func writePNGs(_ frames: [RGBAImage], order: [Int]? = nil, extraFiles: [String: Data] = [:],
                                 compression: PNGCompression = .default, to directory: URL) throws {
        let order = order ?? Array(frames.indices)
        precondition(order.allSatisfy { frames.indices.contains($0) }, "the frame order names a frame that does not exist")
        var namesOf = [[String]](repeating: [], count: frames.count)
        for (k, frame) in order.enumerated() { namesOf[frame].append(pngName(k, count: order.count)) }
        let names = namesOf
        let used = frames.indices.filter { !names[$0].isEmpty }

        try AtomicDirectory.write(to: directory) { folder in
            /// Errors name the file where it will be, not where it is written first.
            @Sendable func write(_ bytes: Data, _ name: String) throws {
                do { try bytes.write(to: folder.appendingPathComponent(name)) } catch {
                    throw CodecError(source: directory.appendingPathComponent(name).path,
                                     reason: .unwritable(detail: clause(error.localizedDescription)))
                }
            }
            for (name, bytes) in extraFiles.sorted(by: { $0.key < $1.key }) { try write(bytes, name) }
            _ = try parallelMap(count: used.count) { i in
                let bytes = Data(try PNGCodec.encode(frames[used[i]], compression: compression))
                for name in names[used[i]] { try write(bytes, name) }
            }
        }
    }
}
