import Foundation
import TimerMaskRaster

/// Pictures composited over an opaque colour (a keyring frame over its white background),
/// kept once drawn: an instant whose top shows such a pair returns the kept picture and
/// neither scans nor draws. Bounded by bytes, as a preview must stay small.
final class FlattenedPictures: @unchecked Sendable {
    /// Everything the pair's pixels depend on: the picture, where it lands and is clipped, the
    /// colour under it and the area drawn.
    struct Key: Hashable {
        let picture: PlacedImage.Key
        let x: Int, y: Int
        let clip: PixelRect
        let color: RGBA
        let area: PixelRect
    }

    /// The composite, and which of the two shows anywhere (as culling found it).
    struct Flattened {
        let image: RGBAImage
        let pictureSeen: Bool
        let colorSeen: Bool
    }

    static let byteLimit = 64 << 20
    private var kept: [Key: Flattened] = [:]
    private var bytes = 0
    private let lock = NSLock()

    func flattened(_ key: Key) -> Flattened? { lock.withLock { kept[key] } }

    func keep(_ flattened: Flattened, for key: Key) {
        let size = flattened.image.pixels.count
        guard size <= Self.byteLimit else { return }
        lock.withLock {
            if bytes + size > Self.byteLimit { kept.removeAll(keepingCapacity: true); bytes = 0 }
            if kept.updateValue(flattened, forKey: key) == nil { bytes += size }
        }
    }
}
