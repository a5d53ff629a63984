import ArgumentParser
import Foundation
import TimerMask

/// `--photo`, `--overlays`, `--transforms`: the user's photo put into the animation's frames
/// (domain.md section 7). `composite` writes the frames out; the scene commands (through
/// `SceneOptions`) composite them in memory and animate them.
struct PhotoOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Your photo, put into every frame: JPEG (turned upright by its EXIF orientation), PNG, WebP or GIF.", valueName: "file"))
    var photo: String?

    @Option(help: ArgumentHelp("The frames drawn over the photo: a folder of images or a pattern such as keyring_%02d.png; the photo shows through their transparent parts. Default: the built-in keyring.", valueName: "dir|pattern"))
    var overlays: String?

    @Option(help: ArgumentHelp("Where the photo goes in each frame, as JSON (see `timermask composite --help`). Default: the built-in keyring's own.", valueName: "file"))
    var transforms: String?

    @Option(help: ArgumentHelp("Refuse a photo whose header states more pixels than this (a decompression-bomb guard).", valueName: "n"))
    var maxPhotoPixels: Int = ImageFile.defaultMaxPixels

    /// How many times the photo box a JPEG may still be after its fast DCT-domain shrink: the
    /// Lanczos resize then reduces it 3× or more, which smooths away the DCT's block averaging.
    static let jpegShrinkMargin = 3

    func validate() throws {
        if photo == nil {
            for (flag, value) in [("--overlays", overlays), ("--transforms", transforms)] where value != nil {
                throw ValidationError("\(flag) places a photo into the frames, so it needs --photo too")
            }
        }
        guard maxPhotoPixels > 0 else { throw ValidationError("--max-photo-pixels: \(maxPhotoPixels) must be above 0") }
        if let photo { try checkFile(photo, flag: "--photo", kind: "photo") }
        if let transforms { try checkFile(transforms, flag: "--transforms", kind: "transforms file") }
    }

    private func checkFile(_ path: String, flag: String, kind: String) throws {
        try checkInput(path, flag: flag, kind: kind)
    }

    /// Everything the compositor needs, loaded and checked: the photo, one overlay per frame, and
    /// the placements. `count` keeps the first `count` frames; `canvasSize` scales the whole table
    /// to that canvas (the built-in keyring is drawn at it), then `photoSize` overrides the box.
    func composition(count: Int? = nil, canvasSize: Int? = nil,
                     photoSize: PixelSize? = nil) throws -> (photo: RGBAImage, overlays: [RGBAImage], transforms: FrameTransforms) {
        guard let photo else { throw CLIError("--photo is required to composite a photo into frames") }
        // Cheap checks first, so a wrong table or folder is reported before any decoding.
        let overlayFiles: [URL]?
        do { overlayFiles = try overlays.map { try FrameFiles.paths($0) } } catch { throw CLIError("--overlays: \(error)") }
        var table = try loadTransforms(count: overlayFiles?.count ?? count, canvasSize: canvasSize)
        if let canvasSize { table = table.scaled(toCanvas: canvasSize) }
        if let photoSize { (table.photoWidth, table.photoHeight) = (photoSize.width, photoSize.height) }
        do { try table.validate(overlayCount: overlayFiles?.count) } catch {
            let file = transforms.map { URL(fileURLWithPath: $0).lastPathComponent + ": " } ?? ""
            throw CLIError("--transforms: \(file)\(error)")
        }
        if let count {
            guard count <= table.frames.count else {
                throw CLIError("--count: \(count) frames asked for, but the transforms list only \(table.frames.count)")
            }
            table.frames = Array(table.frames.prefix(count))
        }

        let picture: RGBAImage
        do {
            picture = try ImageFile.read(url: URL(fileURLWithPath: photo), maxPixels: maxPhotoPixels,
                                         fillingAtLeast: (Self.jpegShrinkMargin * table.photoWidth,
                                                          Self.jpegShrinkMargin * table.photoHeight))
        } catch { throw CLIError("--photo: \(error)") }

        let frames: [RGBAImage]
        if let overlays, let overlayFiles {
            do { frames = try FrameFiles.load(overlays, count: min(overlayFiles.count, table.frames.count)) } catch {
                throw CLIError("--overlays: \(error)")
            }
        } else {
            frames = BuiltInDemo.overlays(count: table.frames.count, canvasSize: table.canvasSize)
        }
        return (picture, frames, table)
    }

    /// The finished frames, as the scene commands animate them.
    func composedFrames(count: Int? = nil) throws -> [RGBAImage] {
        let (photo, overlays, transforms) = try composition(count: count)
        return FrameCompositor.compose(photo: photo, overlays: overlays, transforms: transforms, pingPong: false)
    }

    /// The table from --transforms, or the built-in keyring's for `count` frames (30 by default).
    private func loadTransforms(count: Int?, canvasSize: Int?) throws -> FrameTransforms {
        guard let transforms else {
            return BuiltInDemo.transforms(count: count ?? BuiltInDemo.defaultCount,
                                          canvasSize: canvasSize ?? BuiltInDemo.defaultCanvasSize)
        }
        let url = URL(fileURLWithPath: transforms)
        let data = try readInput(transforms, flag: "--transforms", kind: "transforms file")
        do { return try FrameTransforms.decode(from: data, fileName: url.lastPathComponent) } catch {
            throw CLIError("--transforms: \(error)")
        }
    }
}

/// A size in pixels written `WxH`, such as `158x170`.
struct PixelSize: ExpressibleByArgument, Equatable {
    var width: Int
    var height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        self.init(width: width, height: height)
    }

    var defaultValueDescription: String { "\(width)x\(height)" }

    /// Throws unless both sides are in 1…`limit`.
    func check(flag: String, limit: Int) throws {
        guard (1...limit).contains(width), (1...limit).contains(height) else {
            throw ValidationError("\(flag): \(width)x\(height) must have both sides in 1…\(limit) px")
        }
    }
}
