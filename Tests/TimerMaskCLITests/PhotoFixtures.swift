import Foundation
import TestFixtures
import TimerMaskCodecs
import TimerMaskCompositor
import TimerMaskRaster

/// Photos, overlays and transforms tables written to disk for the photo-compositing tests.
enum PhotoFixtures {
    static let red = RGBA(r: 255, g: 0, b: 0)
    static let blue = RGBA(r: 0, g: 0, b: 255)

    /// `side` × `side`, 5-pixel black and white squares, the top-left square red.
    static func markedCheckerboard(side: Int = 40) -> RGBAImage {
        var image = RGBAImage(width: side, height: side)
        for y in 0..<side {
            for x in 0..<side {
                let colour: RGBA = x < 5 && y < 5 ? red : ((x / 5 + y / 5) % 2 == 0 ? .white : .black)
                image.setPixel(x: x, y: y, colour)
            }
        }
        return image
    }

    @discardableResult
    static func writePNG(_ image: RGBAImage, _ name: String, in dir: URL) throws -> URL {
        let url = dir.appendingPathComponent(name)
        try Data(PNGCodec.encode(image)).write(to: url)
        return url
    }

    @discardableResult
    static func writeJPEG(_ image: RGBAImage, _ name: String, in dir: URL, quality: Int = 95,
                          orientation: ExifOrientation? = nil) throws -> URL {
        let url = dir.appendingPathComponent(name)
        try Data(JPEGCodec.encode(image, quality: quality, exifOrientation: orientation)).write(to: url)
        return url
    }

    /// A folder `overlays/` of 100 × 100 overlays: transparent, with a blue 10 × 10 square at
    /// (70, 40) in every one.
    static func blueSquareOverlays(count: Int, in dir: URL) throws -> URL {
        let folder = dir.appendingPathComponent("overlays")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var overlay = RGBAImage(width: 100, height: 100)
        overlay.fill(.rectangle(x: 70, y: 40, width: 10, height: 10), color: blue)
        for k in 0..<count { try writePNG(overlay, String(format: "o_%02d.png", k), in: folder) }
        return folder
    }

    static func writeTransforms(_ table: FrameTransforms, _ name: String = "t.json", in dir: URL) throws -> URL {
        let url = dir.appendingPathComponent(name)
        try table.encodedJSON().write(to: url)
        return url
    }

    /// The frames `composite` wrote, in order.
    static func readFrames(_ folder: URL) throws -> [RGBAImage] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try names.map { try ImageFile.read(url: folder.appendingPathComponent($0)) }
    }

    /// Every file under `folder` with its bytes, to show a folder was left untouched.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    /// The largest difference of any channel of any pixel.
    static func maxChannelDifference(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }
}
