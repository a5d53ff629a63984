import Foundation
import Testing
import TestFixtures
import TimerMaskCodecs
import TimerMaskCompositor
import TimerMaskCore
import TimerMaskFonts
import TimerMaskLoader
import TimerMaskPreview
import TimerMaskRaster
import TimerMaskRender

/// Seeded mutations of every kind of file a user hands TimerMask, fed through the public API
/// in-process: each must give a correct result or a thrown one-sentence error, never a trap (a
/// trap ends this process, and the suite with it). The seeds are fixed, so a run is repeatable;
/// `TIMERMASK_MUTATIONS` raises the count per seed for longer runs. libFuzzer entry points for
/// open-ended runs are in Sources/TimerMaskFuzz (docs: HardToBreak.md).
struct MutationTests {
    static let perSeed = Int(ProcessInfo.processInfo.environment["TIMERMASK_MUTATIONS"] ?? "") ?? 4000

    /// A thrown error must read as one sentence: something, on one line.
    static func expectOneSentence(_ error: Error, _ what: String) {
        let text = "\(error)"
        #expect(!text.isEmpty && !text.contains("\n"), "\(what): \(text)")
    }

    static func corpus(_ folder: String, extensions: Set<String>) throws -> [(String, [UInt8])] {
        let dir = Fixtures.packageRoot.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
            .filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .map { ($0, [UInt8](try Data(contentsOf: dir.appendingPathComponent($0)))) }
    }

    @Test func mutatedScenesRenderOrThrowOneSentence() throws {
        let seeds = try Self.corpus("Tests/MutationCorpus/scenes", extensions: ["json"])
        #expect(seeds.count >= 4)
        let frames = (0..<4).map { RGBAImage(width: 6, height: 6, filledWith: RGBA(r: UInt8(60 * $0), g: 90, b: 200)) }
        for (s, seed) in seeds.enumerated() {
            var mutator = Mutator(seed: UInt64(s))
            for i in 0..<Self.perSeed {
                let bytes = mutator.mutateJSON(seed)
                let what = "\(seed.0) mutation \(i)"
                do {
                    let scene = try SceneFile.decode(Data(bytes), source: "m.json")
                    // Files are loaded as the CLI loads them; a picture too big to render fast is
                    // still built (sizes checked), just not drawn.
                    let renderer = try SceneRenderer(scene: scene, images: ImageLibrary(frames: frames))
                    if renderer.pixelWidth * renderer.pixelHeight <= 128 * 128 {
                        _ = try renderer.render(at: scene.reference + Rational(7, 10))
                    }
                } catch {
                    Self.expectOneSentence(error, what)
                }
            }
        }
    }

    @Test func mutatedFontsDrawOrThrowOneSentence() throws {
        let seeds = try Self.corpus("Tests/Fixtures/Fonts", extensions: ["ttf", "otf"])
        #expect(seeds.count >= 5)
        for (s, seed) in seeds.enumerated() {
            var mutator = Mutator(seed: 100 + UInt64(s))
            for i in 0..<Self.perSeed {
                let bytes = mutator.mutateBinary(seed.1)
                do {
                    let face = try FontFace(bytes: bytes, name: seed.0)
                    // As `glyphs` draws it, and as a widget's timer text is placed and drawn.
                    _ = try GlyphRun(text: "1:06", font: face, pixelSize: 24)
                    let line = TextLine(runs: [TextRun("1:06", font: face, pointSize: 24)])
                    _ = try TextRasterizer.render(line, placement: .timerMask(side: 8, displayScale: 2))
                } catch {
                    Self.expectOneSentence(error, "\(seed.0) mutation \(i)")
                }
            }
        }
    }

    /// The OT-SVG glyph documents of the fixture fonts (tools/make-fonts writes each beside its
    /// font), and one made here that is only a JPEG picture, as a frame font's glyphs are (drawn in
    /// process, not by the worker, while it stays one).
    static func svgSeeds() throws -> [(String, [UInt8])] {
        let fonts = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/Fonts")
        var seeds = try FileManager.default.contentsOfDirectory(atPath: fonts.path).sorted().filter { $0.hasPrefix("SVG") && !$0.contains(".") }
            .flatMap { folder in try corpus("Tests/Fixtures/Fonts/\(folder)", extensions: ["svg"]).map { ("\(folder)/\($0.0)", $0.1) } }
        var picture = RGBAImage(width: 24, height: 16)
        for y in 0..<16 { for x in 0..<24 { picture.setPixel(x: x, y: y, RGBA(r: UInt8(x * 10), g: UInt8(y * 15), b: UInt8((x * y) % 256))) } }
        let uri = "data:image/jpeg;base64," + Data(try JPEGCodec.encode(picture, quality: 80, chroma: .halved)).base64EncodedString()
        seeds.append(("made-picture.svg", Array(("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">"
            + "<image x=\"100\" y=\"-700\" width=\"600\" height=\"400\" xlink:href=\"\(uri)\"/></svg>").utf8)))
        return seeds
    }

    /// Each document drawn as a font's glyph is, by librsvg in its worker: a crash, a hang (a
    /// second at most here) or a refusal is one sentence. `perSeed` mutations in all, not per seed,
    /// so the run stays a few seconds.
    @Test func mutatedSVGDocumentsDrawOrThrowOneSentence() throws {
        let seeds = try Self.svgSeeds()
        #expect(seeds.count >= 10)
        for (s, seed) in seeds.enumerated() {
            var mutator = Mutator(seed: 400 + UInt64(s))
            for i in 0..<max(1, Self.perSeed / seeds.count) {
                let bytes = mutator.mutateXML(seed.1)
                do {
                    let (face, glyph) = try SVGDocumentFont.make(document: bytes, name: "m.ttf", svgTimeLimit: 1)
                    _ = try face.raster(glyph: glyph, pixelsPerEm: 24, subpixelX: i % 256)
                } catch {
                    Self.expectOneSentence(error, "\(seed.0) mutation \(i)")
                }
            }
        }
    }

    /// PNG, GIF (the fixtures) and JPEG and WebP (made here), as frames and photos.
    static func imageSeeds() throws -> [(String, [UInt8])] {
        var seeds = try corpus("Tests/Fixtures/Images", extensions: ["png", "gif"]).filter { !$0.0.hasPrefix("bomb") }
        var picture = RGBAImage(width: 12, height: 9)
        for y in 0..<9 { for x in 0..<12 { picture.setPixel(x: x, y: y, RGBA(r: UInt8(x * 20), g: UInt8(y * 28), b: 128, a: UInt8(255 - x * 10))) } }
        seeds.append(("made.jpg", try JPEGCodec.encode(picture, quality: 80)))
        seeds.append(("made.webp", try WebPCodec.encode(picture, lossless: false, quality: 70)))
        seeds.append(("made-lossless.webp", try WebPCodec.encode(picture, lossless: true, quality: 100)))
        return seeds
    }

    @Test func mutatedImagesDecodeOrThrowOneSentence() throws {
        for (s, seed) in try Self.imageSeeds().enumerated() {
            var mutator = Mutator(seed: 200 + UInt64(s))
            for i in 0..<Self.perSeed {
                let bytes = mutator.mutateBinary(seed.1)
                do {
                    let size = try ImageFile.size(of: bytes, source: seed.0, maxPixels: 4_000_000)
                    let image = try ImageFile.decode(bytes, source: seed.0, maxPixels: 4_000_000)
                    // A photo goes through the compositor's first steps as `--photo` does.
                    #expect(image.width > 0 && image.height > 0, "\(seed.0) mutation \(i) decoded to \(image.width) × \(image.height)")
                    _ = size
                    _ = FrameCompositor.preparePhoto(image, width: 8, height: 6)
                } catch {
                    Self.expectOneSentence(error, "\(seed.0) mutation \(i)")
                }
            }
        }
    }

    @Test func mutatedAnimationsDecodeOrThrowOneSentence() throws {
        let frames = (0..<3).map { k in
            RGBAImage(width: 8, height: 6, filledWith: RGBA(r: UInt8(80 * k), g: 40, b: 200, a: k == 1 ? 128 : 255))
        }
        let gif = try GIFCodec.encode(frames.map { GIFFrame(image: $0, delayCentiseconds: 7) })
        let buffer = ByteBuffer()
        let webp = try WebPAnimationEncoder(width: 8, height: 6, output: buffer)
        for frame in frames { try webp.add(frame, durationMilliseconds: 70) }
        try webp.finish()
        var seeds = try Self.corpus("Tests/Fixtures/Images", extensions: ["gif"])
        seeds += [("made.gif", gif), ("made.webp", buffer.bytes)]
        for (s, seed) in seeds.enumerated() {
            var mutator = Mutator(seed: 300 + UInt64(s))
            for i in 0..<Self.perSeed {
                let bytes = mutator.mutateBinary(seed.1)
                do {
                    let animation = try DecodedAnimation(bytes, source: seed.0, maxPixels: 4_000_000)
                    #expect(!animation.frames.isEmpty)
                } catch {
                    Self.expectOneSentence(error, "\(seed.0) mutation \(i)")
                }
            }
        }
    }
}

/// Deterministic mutations: flips, interesting values, insertions, deletions, truncations and
/// duplicated chunks for binaries; for JSON also numbers swapped for extremes and keys repeated.
struct Mutator {
    var rng: SplitMix64
    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(rng.next() % UInt64(n)) }

    static let interesting: [UInt8] = [0x00, 0x01, 0x7F, 0x80, 0xFE, 0xFF, 0x20, 0x40]

    mutating func mutateBinary(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0...below(3) {
            guard !bytes.isEmpty else { return bytes }
            let at = below(bytes.count)
            switch below(7) {
            case 0: bytes[at] ^= UInt8(1 << below(8))
            case 1: bytes[at] = Self.interesting[below(Self.interesting.count)]
            case 2: bytes.insert(UInt8(truncatingIfNeeded: rng.next()), at: at)
            case 3: bytes.removeSubrange(at..<min(bytes.count, at + 1 + below(16)))
            case 4: bytes.removeSubrange(min(bytes.count, max(1, at))..<bytes.count)
            case 5:
                let end = min(bytes.count, at + 1 + below(64))
                bytes.insert(contentsOf: bytes[at..<end], at: below(bytes.count))
            default:
                // A 16- or 32-bit field set to a large value: sizes, counts and offsets.
                for k in 0..<(below(2) == 0 ? 2 : 4) where at + k < bytes.count { bytes[at + k] = 0xFF }
            }
        }
        return bytes
    }

    static let svgNumbers = ["1e7", "-1e300", "1e300", "32", "0", "-1", "100000", "1e-300", "NaN", "inf", "65536"]

    /// For SVG documents: a number swapped for an extreme (sizes, orders, font sizes, radii), or a binary mutation.
    mutating func mutateXML(_ input: [UInt8]) -> [UInt8] {
        guard below(2) == 0 else { return mutateBinary(input) }
        let starts = input.indices.filter { i in
            i > 0 && (0x30...0x39).contains(input[i]) && [UInt8(ascii: "\""), UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: "-")].contains(input[i - 1])
        }
        guard !starts.isEmpty else { return mutateBinary(input) }
        let start = starts[below(starts.count)]
        var end = start
        while end < input.count, (0x30...0x39).contains(input[end]) || input[end] == UInt8(ascii: ".") || input[end] == UInt8(ascii: "e") { end += 1 }
        var bytes = input
        bytes.replaceSubrange(start..<end, with: Array(Self.svgNumbers[below(Self.svgNumbers.count)].utf8))
        return bytes
    }

    static let numbers = ["1e300", "-1", "0", "1e20", "-1e20", "\"NaN\"", "65535", "100000", "0.0001", "-0", "2147483648", "\"\""]

    mutating func mutateJSON(_ seed: (String, [UInt8])) -> [UInt8] {
        var text = String(decoding: seed.1, as: UTF8.self)
        switch below(4) {
        case 0, 1:
            // Swap one number for an extreme.
            let digits = text.indices.filter { text[$0].isNumber && (text[text.index(before: $0)] == " " || text[text.index(before: $0)] == ":" || text[text.index(before: $0)] == "[") }
            guard !digits.isEmpty else { return mutateBinary(seed.1) }
            let start = digits[below(digits.count)]
            var end = start
            while end < text.endIndex, text[end].isNumber || text[end] == "." || text[end] == "e" || text[end] == "-" { end = text.index(after: end) }
            text.replaceSubrange(start..<end, with: Self.numbers[below(Self.numbers.count)])
        case 2:
            // Repeat or drop a "key": value pair's key, or empty a string.
            let quotes = text.indices.filter { text[$0] == "\"" }
            guard quotes.count >= 2 else { return mutateBinary(seed.1) }
            let i = below(quotes.count - 1)
            text.replaceSubrange(quotes[i]...quotes[i + 1], with: below(2) == 0 ? "\"\"" : "\"type\"")
        default:
            return mutateBinary(seed.1)
        }
        return Array(text.utf8)
    }
}
