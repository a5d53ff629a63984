import Foundation
import TimerMaskCodecs
import TimerMaskCore
import TimerMaskFonts
import TimerMaskLoader
import TimerMaskPreview
import TimerMaskRaster
import TimerMaskRender
import TimerMaskSwift

/// What one fuzz input is read as: `TIMERMASK_FUZZ=scene|font|image|animation|svg|swift` (scene
/// by default); `svg` is an OT-SVG glyph document, drawn as a font's glyph by librsvg in its
/// worker; `swift` a widget's SwiftUI source, as `swift-check` and `render --swift` read it.
enum FuzzTarget: String, CaseIterable {
    case scene, font, image, animation, svg, swift

    static let current = FuzzTarget(rawValue: ProcessInfo.processInfo.environment["TIMERMASK_FUZZ"] ?? "scene") ?? .scene

    /// What a fuzzed source is evaluated with: a small picture, four frames, and a step limit
    /// low enough that a loop made endless costs milliseconds.
    static let swiftOptions = SwiftWidgetOptions(width: 40, height: 40, displayScale: 1, lets: ["entry.customFrames": .frames],
                                                 frameCount: 4, stepLimit: 100_000)

    /// Feeds `bytes` through the public API as a user's file of this kind would go. Errors are
    /// the expected outcome for most inputs; a trap or a crash is the finding.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .swift:
            guard let text = String(bytes: bytes, encoding: .utf8), let source = try? SwiftWidgetSource.parse(text) else { return }
            _ = source.check(Self.swiftOptions, limit: 10)
            guard let scene = try? source.scene(Self.swiftOptions) else { return }
            let frames = (0..<4).map { RGBAImage(width: 6, height: 6, filledWith: RGBA(r: UInt8(60 * $0), g: 90, b: 200)) }
            _ = try? SceneRenderer(scene: scene, images: ImageLibrary(frames: frames)).render(at: scene.reference + Rational(7, 10))
        case .scene:
            guard let scene = try? SceneFile.decode(Data(bytes), source: "fuzz.json") else { return }
            let frames = (0..<4).map { RGBAImage(width: 6, height: 6, filledWith: RGBA(r: UInt8(60 * $0), g: 90, b: 200)) }
            guard let renderer = try? SceneRenderer(scene: scene, images: ImageLibrary(frames: frames)),
                  renderer.pixelWidth * renderer.pixelHeight <= 128 * 128 else { return }
            _ = try? renderer.render(at: scene.reference + Rational(7, 10))
        case .font:
            guard let face = try? FontFace(bytes: bytes, name: "fuzz.ttf") else { return }
            _ = try? GlyphRun(text: "1:06", font: face, pixelSize: 24)
            _ = try? TextRasterizer.render(TextLine(runs: [TextRun("1:06", font: face, pointSize: 24)]),
                                           placement: .timerMask(side: 8, displayScale: 2))
        case .image:
            _ = try? ImageFile.size(of: bytes, source: "fuzz", maxPixels: 4_000_000)
            _ = try? ImageFile.decode(bytes, source: "fuzz", maxPixels: 4_000_000)
        case .animation:
            _ = try? DecodedAnimation(bytes, source: "fuzz", maxPixels: 4_000_000)
        case .svg:
            guard let (face, glyph) = try? SVGDocumentFont.make(document: bytes, name: "fuzz.ttf", svgTimeLimit: 2) else { return }
            _ = try? face.raster(glyph: glyph, pixelsPerEm: 64)
        }
    }
}

/// libFuzzer's entry point (docs: HardToBreak.md): built with `-sanitize=fuzzer -DFUZZING`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzTarget.current.run(bytes)
    return 0
}

#if FUZZING
/// libFuzzer's driver, from the fuzzer runtime `-sanitize=fuzzer` links.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// SwiftPM names an executable's entry `<target>_main`; here it hands the command line to libFuzzer.
@_cdecl("timermask_fuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
}
#else
/// Without libFuzzer: replays the files given, so a crash found in a long run can be reproduced
/// (and stepped through) with an ordinary build.
@main
struct FuzzReplay {
    static func main() {
        let files = CommandLine.arguments.dropFirst()
        guard !files.isEmpty else {
            print("usage: TIMERMASK_FUZZ=\(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) timermask-fuzz FILE…")
            return
        }
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("\(path): cannot be read")
                continue
            }
            FuzzTarget.current.run([UInt8](data))
            print("\(path): no crash as \(FuzzTarget.current.rawValue)")
        }
    }
}
#endif
