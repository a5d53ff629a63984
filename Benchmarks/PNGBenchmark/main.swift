// PNG output: size against time for libpng's settings (zlib level, row filters, zlib strategy)
// on two renders, against the encoder TimerMask used before (libpng's simplified API with its
// defaults: RGBA, level 6, all filters) as the peer. Run through tools/bench-png (release).
import CPNG
import Foundation
import TimerMask

let repeats = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 9

/// The built-in demo at R + 0.5 s (510 × 510: flat white, the keyring, a small photo) and a
/// photo-like render: a grainy landscape filling the same view.
let demo = try SceneBundle.widgetnimation().renderer().render(at: SceneDefaults.reference + Rational(1, 2)).image
let photoScene = WidgetScene(width: 170, height: 170, displayScale: 3, reference: SceneDefaults.reference,
                             root: SceneNode(.image(name: "photo", contentMode: .fill), frame: FrameSize(width: 170, height: 170)))
let photoLike = try SceneRenderer(scene: photoScene,
                                  images: ImageLibrary(images: ["photo": BuiltInDemo.photo(width: 1020, height: 1020, grain: 0.3)]))
    .render(at: SceneDefaults.reference).image

/// The median of `repeats` timings of `body`, in milliseconds, and what it returned.
func timed(_ body: () throws -> [UInt8]) rethrows -> (ms: Double, bytes: Int) {
    var times: [Double] = []
    var count = 0
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        count = try body().count
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return (times.sorted()[times.count / 2], count)
}

/// The encoder before this one: libpng's simplified API, RGBA, libpng's default settings.
func simplified(_ image: RGBAImage) -> [UInt8] {
    let straight = image.straightPixels
    var png = png_image()
    png.version = UInt32(PNG_IMAGE_VERSION)
    png.width = UInt32(image.width)
    png.height = UInt32(image.height)
    png.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
    defer { png_image_free(&png) }
    var out = [UInt8](repeating: 0, count: straight.count * 2)
    var size = out.count
    _ = out.withUnsafeMutableBytes { o in
        straight.withUnsafeBytes { png_image_write_to_memory(&png, o.baseAddress, &size, 0, $0.baseAddress, 0, nil) }
    }
    return Array(out.prefix(size))
}

let filterSets: [(String, PNGCompression.Filters)] = [("none", .none), ("sub", .sub), ("up", .up), ("paeth", .paeth),
                                                       ("all", .all)]
var settings: [(String, PNGCompression)] = []
for level in [1, 2, 3, 4, 6, 9] {
    for (name, filters) in filterSets {
        for strategy in PNGCompression.Strategy.allCases {
            settings.append(("level \(level), \(name), \(strategy)", PNGCompression(level: level, filters: filters, strategy: strategy)))
        }
    }
}

print("PNG benchmark: 510×510 renders, median of \(repeats) encodes each, release build")
print("peer: libpng simplified API (RGBA, level 6, all filters), TimerMask's encoder before")
for (name, image) in [("built-in demo at R + 0.5 s", demo), ("photo-like (grainy landscape filling the view)", photoLike)] {
    let peer = timed { simplified(image) }
    print("\n\(name)")
    print("setting".padding(toLength: 34, withPad: " ", startingAt: 0) + "      ms      bytes   time×peer  size×peer")
    func row(_ label: String, _ r: (ms: Double, bytes: Int)) {
        print(label.padding(toLength: 34, withPad: " ", startingAt: 0)
              + String(format: "%8.2f %10d %10.2f× %9.2f×", r.ms, r.bytes, r.ms / peer.ms, Double(r.bytes) / Double(peer.bytes)))
    }
    row("peer: simplified API", peer)
    for named in [("fast", PNGCompression.fast), ("default", .default), ("smallest", .smallest)] {
        row("--png-compression \(named.0)", try timed { try PNGCodec.encode(image, compression: named.1) })
    }
    if CommandLine.arguments.contains("--all") {
        for (label, setting) in settings { row(label, try timed { try PNGCodec.encode(image, compression: setting) }) }
    }
}
