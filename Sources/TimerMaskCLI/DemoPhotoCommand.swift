import ArgumentParser
import Foundation
import TimerMask

/// `timermask demo-photo`: the built-in stand-in for a user's photo, written to a file, so a
/// demo or a benchmark can show `--photo` with a picture the project makes itself.
struct DemoPhotoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo-photo",
        abstract: "Write the built-in demo photo (a landscape drawn at any size) as JPEG, PNG or WebP.",
        discussion: """
        Nothing in the landscape is symmetric, so any turn or mirror shows. With \
        --exif-orientation the JPEG stores its pixels turned or mirrored and records the tag \
        that turns them upright again, as cameras do.

        Examples:
          timermask demo-photo -o me.jpg && timermask preview --photo me.jpg -o me.gif
          timermask demo-photo --size 4000x3000 --grain 0.5 -o big.jpg    # 12 megapixels
          timermask demo-photo --exif-orientation 6 -o sideways.jpg       # stored on its side
        """
    )

    @Option(help: ArgumentHelp("Width and height in pixels.", valueName: "WxH"))
    var size = PixelSize(width: 600, height: 800)

    @Option(parsing: .unconditional, help: ArgumentHelp("Film grain from 0 (none) to 1, so a large JPEG is as busy as a camera's.", valueName: "g"))
    var grain: Parsed<NumberText> = "0"

    @Option(help: ArgumentHelp("JPEG only: store the pixels turned as EXIF orientation n (1–8) and record the tag.", valueName: "n"))
    var exifOrientation: Int?

    @Option(help: ArgumentHelp("JPEG quality, 1–100.", valueName: "q"))
    var quality: Int = 90

    @OptionGroup var png: PNGOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write: .jpg, .jpeg, .png or .webp (lossless).", valueName: "file"))
    var output: String

    /// Side length beyond which a demo photo would only exhaust memory.
    static let maximumSide = 16_384

    func validate() throws {
        try size.check(flag: "--size", limit: Self.maximumSide)
        guard size.width * size.height <= ImageFile.defaultMaxPixels else {
            throw ValidationError("--size: \(size.width)x\(size.height) is over the limit of \(ImageFile.defaultMaxPixels) pixels that --photo reads")
        }
        let amount = try grain.value("--grain")
        guard amount >= .zero, amount <= .one else { throw ValidationError("--grain: \(grain.text) must be from 0 to 1") }
        guard (1...100).contains(quality) else { throw ValidationError("--quality: \(quality) must be from 1 to 100") }
        let out = try OutputFile(output, extensions: ["jpg", "jpeg", "png", "webp"])
        if let exifOrientation {
            guard ExifOrientation(rawValue: exifOrientation) != nil else {
                throw ValidationError("--exif-orientation: \(exifOrientation) must be from 1 to 8")
            }
            guard ["jpg", "jpeg"].contains(out.pathExtension) else {
                throw ValidationError("--exif-orientation applies to JPEG only, but -o '\(output)' is not a .jpg")
            }
        }
    }

    func run() throws {
        let out = try OutputFile(output, extensions: ["jpg", "jpeg", "png", "webp"])
        let photo = BuiltInDemo.photo(width: size.width, height: size.height, grain: try grain.value("--grain").doubleValue)
        let bytes: [UInt8]
        switch out.pathExtension {
        case "png": bytes = try PNGCodec.encode(photo, compression: png.compression)
        case "webp": bytes = try WebPCodec.encode(photo, lossless: true, quality: 100)
        default:
            let orientation = exifOrientation.flatMap(ExifOrientation.init(rawValue:))
            bytes = try JPEGCodec.encode(orientation?.stored(photo) ?? photo, quality: quality,
                                         exifOrientation: orientation)
        }
        try out.write(bytes)
    }
}
