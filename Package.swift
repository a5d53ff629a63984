// swift-tools-version:6.1
import PackageDescription

/// One system-library target per C library, found through pkg-config.
func systemLibrary(_ name: String, pkgConfig: String, apt: [String], brew: [String]) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt(apt), .brew(brew)])
}

let package = Package(
    name: "TimerMask",
    // Int128 (exact time arithmetic) needs macOS 15 on Apple platforms.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "timermask", targets: ["TimerMaskExecutable"]),
        // The one library users depend on: it re-exports every module a widget test needs, so
        // a test imports `TimerMask` and never meets a type it cannot name.
        .library(name: "TimerMask", targets: ["TimerMask"]),
        // swift-snapshot-testing strategies for TimerMask widgets; a separate product, so users
        // who do not snapshot-test never build swift-snapshot-testing.
        .library(name: "TimerMaskSnapshotTesting", targets: ["TimerMaskSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Parses a widget's own SwiftUI source (TimerMaskSwift); nothing is compiled or run.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
        // Point-Free's snapshot testing, for TimerMaskSnapshotTesting only (its image strategies are
        // Apple-only; TimerMask's own work the same on Linux and macOS).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        // The local preview server (`timermask serve`) and its page's live-reload socket.
        // No default traits: its ConfigurationSupport would build swift-configuration, which the
        // server does not use, and its FullFoundation only changes URL-encoded forms, which it
        // does not read. (hummingbird-websocket asks for none either; asking for the defaults
        // here made `swift build` and `swift package` commands build it two ways, each
        // undoing the other's.)
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        // NIO's HTTP/1 parts and parser errors, for the preview server's answer to unreadable requests.
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        // `swift package generate-documentation`: the DocC catalogue in Sources/TimerMask (tools/docs
        // builds the same archive with docc itself, from the modules tools/test built).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // C libraries, each behind its own module map.
        systemLibrary("CPNG", pkgConfig: "libpng", apt: ["libpng-dev"], brew: ["libpng"]),
        systemLibrary("CJPEG", pkgConfig: "libturbojpeg", apt: ["libturbojpeg0-dev"], brew: ["jpeg-turbo"]),
        systemLibrary("CWebP", pkgConfig: "libwebpmux", apt: ["libwebp-dev"], brew: ["webp"]),
        systemLibrary("CGIF", pkgConfig: "libgif", apt: ["libgif-dev"], brew: ["giflib"]),
        systemLibrary("CFreeType", pkgConfig: "freetype2", apt: ["libfreetype-dev"], brew: ["freetype"]),
        systemLibrary("CHarfBuzz", pkgConfig: "harfbuzz", apt: ["libharfbuzz-dev"], brew: ["harfbuzz"]),
        systemLibrary("CFontconfig", pkgConfig: "fontconfig", apt: ["libfontconfig-dev"], brew: ["fontconfig"]),
        systemLibrary("CZlib", pkgConfig: "zlib", apt: ["zlib1g-dev"], brew: ["zlib"]),
        // Fast lossless compression of the glyph rasters the glyph cache drops.
        systemLibrary("CLZ4", pkgConfig: "liblz4", apt: ["liblz4-dev"], brew: ["lz4"]),
        // Unicode line breaking (UAX #14) for wrapped text.
        systemLibrary("CUnibreak", pkgConfig: "libunibreak", apt: ["libunibreak-dev"], brew: ["libunibreak"]),
        // glibc's mallopt, for serve's allocator settings (empty elsewhere).
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        // libpng's full write API behind one C function: compression settings the simplified
        // API does not expose, with libpng's longjmp kept inside C.
        .target(name: "CPNGWrite", dependencies: ["CPNG"]),
        // librsvg and cairo, loaded with dlopen when the first OT-SVG glyph is drawn: linked, they
        // cost every run their start-up though most pictures draw no SVG glyph.
        .target(name: "CRSVG", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),

        // Pure Swift: instants, timer strings, scenes. No C imports.
        .target(name: "TimerMaskCore"),
        // Pure Swift pixels: images, coverage masks, compositing. Knows nothing of timers.
        .target(name: "TimerMaskRaster"),
        // Fonts: FreeType outlines, HarfBuzz shaping, fontconfig lookup, librsvg for OT-SVG glyphs
        // (zlib for their gzip documents; picture headers read by TimerMaskCodecs), text layout into coverage.
        // The built-in BlinkMask and frame fonts are font files in BuiltInFonts/, read through Bundle.module.
        .target(name: "TimerMaskFonts",
                dependencies: ["TimerMaskCore", "TimerMaskRaster", "TimerMaskCodecs", "CFreeType", "CHarfBuzz", "CFontconfig", "CRSVG", "CZlib", "CLZ4", "CUnibreak"],
                resources: [.copy("BuiltInFonts")]),
        // Codecs: PNG, JPEG, WebP, GIF bytes <-> raster images.
        .target(name: "TimerMaskCodecs",
                dependencies: ["TimerMaskCore", "TimerMaskRaster", "CPNG", "CPNGWrite", "CJPEG", "CWebP", "CGIF"]),
        // A scene at an instant -> pixels: layout, masks, the layer stack, and why.
        .target(name: "TimerMaskRender", dependencies: ["TimerMaskCore", "TimerMaskRaster", "TimerMaskFonts"]),
        // A span of instants: timing scans, glitch reports, contact sheets and timing diagrams,
        // each instant drawn by TimerMaskRender.
        .target(name: "TimerMaskTiming", dependencies: ["TimerMaskCore", "TimerMaskRaster", "TimerMaskFonts", "TimerMaskRender"]),
        // Photo into frames (domain.md section 7) and the built-in demo animation. Pure Swift.
        .target(name: "TimerMaskCompositor", dependencies: ["TimerMaskCore", "TimerMaskRaster"]),
        // Golden-image comparison for TimerMask's tests and its users' tests.
        .target(name: "TimerMaskTesting", dependencies: ["TimerMaskRaster", "TimerMaskCodecs"]),
        // A span of a scene rendered and streamed into an animated GIF or WebP, and read back.
        .target(name: "TimerMaskPreview",
                dependencies: ["TimerMaskCore", "TimerMaskRaster", "TimerMaskRender", "TimerMaskCodecs"]),
        // A scene file or preset with its frames, images and fonts found, read and resolved: the
        // stage before rendering, which hands the renderer pictures and faces by name.
        .target(name: "TimerMaskLoader",
                dependencies: ["TimerMaskCore", "TimerMaskRaster", "TimerMaskCodecs", "TimerMaskCompositor",
                               "TimerMaskRender", "TimerMaskSwift"]),
        // A widget's SwiftUI source -> the same scene tree a scene file gives: parsed with
        // swift-syntax and evaluated as far as the chosen view reaches, never compiled or run.
        .target(name: "TimerMaskSwift",
                dependencies: ["TimerMaskCore",
                               .product(name: "SwiftSyntax", package: "swift-syntax"),
                               .product(name: "SwiftParser", package: "swift-syntax"),
                               .product(name: "SwiftOperators", package: "swift-syntax"),
                               .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                               .product(name: "SwiftDiagnostics", package: "swift-syntax")]),
        // The library product: re-exports only.
        .target(name: "TimerMask",
                dependencies: ["TimerMaskCore", "TimerMaskRaster", "TimerMaskFonts", "TimerMaskCodecs",
                               "TimerMaskCompositor", "TimerMaskRender", "TimerMaskTiming", "TimerMaskLoader",
                               "TimerMaskPreview", "TimerMaskTesting", "TimerMaskSwift"]),
        // `Snapshotting` strategies: a widget at an instant, or a span as a contact sheet.
        .target(name: "TimerMaskSnapshotTesting",
                dependencies: ["TimerMask", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        // `timermask serve`: the preview page and the renders it asks for, on 127.0.0.1.
        .target(name: "TimerMaskServe",
                dependencies: ["TimerMask", .product(name: "Hummingbird", package: "hummingbird"),
                               .product(name: "HummingbirdCore", package: "hummingbird"),
                               .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                               .product(name: "Logging", package: "swift-log"),
                               .product(name: "NIOHTTP1", package: "swift-nio")]),
        // The command line as a library, so tests drive it in-process.
        .target(name: "TimerMaskCLI",
                dependencies: ["TimerMask", "TimerMaskServe", "CMalloc", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // Named apart from `TimerMask`: on a case-insensitive disk `timermask.build` would be `TimerMask.build`.
        .executableTarget(name: "TimerMaskExecutable", dependencies: ["TimerMaskCLI"], path: "Sources/timermask"),
        // libFuzzer entry points (README, "Hard to break"); without -DFUZZING it replays files.
        .executableTarget(name: "timermask-fuzz", dependencies: ["TimerMaskCore", "TimerMaskRaster", "TimerMaskFonts",
                                                                 "TimerMaskCodecs", "TimerMaskRender", "TimerMaskPreview",
                                                                 "TimerMaskSwift", "TimerMaskLoader"],
                          path: "Sources/TimerMaskFuzz"),
        // Benchmarks: each names the peer it is measured against (tools/bench-render).
        .executableTarget(name: "RenderBenchmark",
                          dependencies: ["TimerMaskRender", "TimerMaskCompositor", "TimerMaskCore", "TimerMaskRaster",
                                         "TimerMaskFonts", "TimerMaskLoader", "TimerMaskSwift"],
                          path: "Benchmarks/RenderBenchmark"),
        .executableTarget(name: "SwiftImportBenchmark", dependencies: ["TimerMaskSwift", "TimerMaskLoader", "TimerMaskRender", "TimerMaskCore"],
                          path: "Benchmarks/SwiftImportBenchmark"),
        .executableTarget(name: "ServeBenchmark", dependencies: ["HeadlessChromium"], path: "Benchmarks/ServeBenchmark"),
        .executableTarget(name: "PNGBenchmark", dependencies: ["TimerMask", "CPNG"], path: "Benchmarks/PNGBenchmark"),

        .testTarget(name: "TimerMaskCoreTests", dependencies: ["TimerMaskCore"]),
        .testTarget(name: "TimerMaskRasterTests", dependencies: ["TimerMaskRaster"]),
        .testTarget(name: "TimerMaskRenderTests",
                    dependencies: ["TimerMaskRender", "TimerMaskTiming", "TimerMaskCompositor", "TimerMaskCodecs",
                                   "TimerMaskLoader", "TimerMaskTesting", "TestFixtures"]),
        .testTarget(name: "TimerMaskCompositorTests", dependencies: ["TimerMaskCompositor", "TimerMaskTesting", "TestFixtures"]),
        .testTarget(name: "TimerMaskFontsTests",
                    dependencies: ["TimerMaskFonts", "TimerMaskCodecs", "TimerMaskTesting", "TestFixtures", "CZlib"]),
        .testTarget(name: "TimerMaskCodecsTests", dependencies: ["TimerMaskCodecs", "TestFixtures"]),
        .testTarget(name: "TimerMaskTestingTests", dependencies: ["TimerMaskTesting", "TimerMaskCodecs", "TestFixtures"]),
        .testTarget(name: "TimerMaskPreviewTests",
                    dependencies: ["TimerMaskPreview", "TimerMaskCore", "TimerMaskRaster", "TimerMaskRender",
                                   "TimerMaskCompositor", "TimerMaskCodecs", "TimerMaskLoader", "TimerMaskTesting", "TestFixtures"]),
        // Seeded mutations of every input kind through the public API: errors, never traps.
        .testTarget(name: "TimerMaskMutationTests",
                    dependencies: ["TimerMaskCore", "TimerMaskRaster", "TimerMaskFonts", "TimerMaskCodecs", "TimerMaskRender",
                                   "TimerMaskCompositor", "TimerMaskPreview", "TimerMaskSwift", "TimerMaskLoader", "TestFixtures"]),
        .testTarget(name: "TimerMaskCLITests", dependencies: ["TimerMaskCLI", "TimerMask", "TestFixtures"]),
        .testTarget(name: "TimerMaskServeTests", dependencies: ["TimerMaskServe", "TimerMask", "TestFixtures", "HeadlessChromium"]),
        .testTarget(name: "TimerMaskSwiftTests",
                    dependencies: ["TimerMaskSwift", "TimerMaskLoader", "TimerMaskRender", "TimerMaskTiming", "TimerMaskCore",
                                   "TestFixtures"]),
        .testTarget(name: "TimerMaskLoaderTests",
                    dependencies: ["TimerMaskLoader", "TimerMaskTiming", "TimerMaskCodecs", "TimerMaskTesting", "TestFixtures"]),
        // The snapshot strategies used exactly as a user's test uses them (its references in Goldens/snapshot-testing).
        .testTarget(name: "TimerMaskSnapshotTestingTests", dependencies: ["TimerMaskSnapshotTesting", "TestFixtures"]),
        // The README's library example, compiled and run as written: it may import only `TimerMask`.
        .testTarget(name: "TimerMaskReadmeTests", dependencies: ["TimerMask"], exclude: ["Goldens", "widget.json"]),
        // Where the committed fixtures and goldens live, for the project's own tests.
        .target(name: "TestFixtures", path: "Tests/TestFixtures"),
        // Debian's chromium driven over its DevTools pipe: serve's page tests and ServeBenchmark.
        .target(name: "HeadlessChromium", path: "Tests/HeadlessChromium"),
    ]
)
