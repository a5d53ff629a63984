import Synchronization

/// A picture whose size is known now and whose pixels are made on first use, once, whichever
/// thread asks first: a frame file whose header has been read, a demo frame not drawn yet.
///
/// Layout and reference checks need only `width` and `height`; a renderer asks for `pixels()`
/// only when a view showing the picture reaches the canvas, so one instant of a 30-frame stack
/// decodes the frame or two it shows.
public final class ImageSource: Sendable {
    public let width: Int
    public let height: Int
    private let make: @Sendable () throws -> RGBAImage
    private let kept = Mutex<RGBAImage?>(nil)

    /// A source whose pixels `make` gives, `width` × `height` of them; `make` runs at most once
    /// unless it throws (a later call tries again).
    public init(width: Int, height: Int, make: @escaping @Sendable () throws -> RGBAImage) {
        precondition(width >= 0 && height >= 0, "image size must not be negative")
        self.width = width
        self.height = height
        self.make = make
    }

    /// Pixels already in memory.
    public init(_ image: RGBAImage) {
        width = image.width
        height = image.height
        make = { image }
        kept.withLock { $0 = image }
    }

    /// Whether the pixels have been made (for tests and benchmarks that check what was read).
    public var isLoaded: Bool { kept.withLock { $0 != nil } }

    /// The pixels, made now if no one asked before; callers asking at once wait for one making.
    public func pixels() throws -> RGBAImage {
        try kept.withLock { kept in
            if let image = kept { return image }
            let image = try make()
            precondition(image.width == width && image.height == height,
                         "an image source said \(width)×\(height) but made \(image.width)×\(image.height)")
            kept = image
            return image
        }
    }

    /// A source of `width` × `height` pixels made by `transform` from these, which are not kept
    /// on their own: a frame resampled to its view holds only the resampled pixels.
    public func mapped(width: Int, height: Int,
                       _ transform: @escaping @Sendable (RGBAImage) -> RGBAImage) -> ImageSource {
        ImageSource(width: width, height: height) { [self] in
            transform(try kept.withLock { $0 } ?? make())
        }
    }
}
