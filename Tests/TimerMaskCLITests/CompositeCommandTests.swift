import Foundation
import Testing
import TestFixtures
import TimerMaskCodecs
import TimerMaskCompositor
import TimerMaskRaster

/// `timermask composite` end to end: files in, frame PNGs out.
struct CompositeCommandTests {
    typealias P = PhotoFixtures

    @Test func builtInDemoPhotoGivesTheBuiltInFrames() throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let photo = try P.writePNG(BuiltInDemo.photo(), "demo.png", in: dir)
        let out = dir.appendingPathComponent("frames")
        let r = try CLI.run(["composite", "--photo", photo.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names == (0..<30).map { String(format: "frame_%02d.png", $0) })
        // The 158 × 170 photo needs no crop or resize, so the frames are the built-in ones exactly.
        let frames = try P.readFrames(out)
        let expected = BuiltInDemo.frames()
        for k in [0, 7, 22, 29] { #expect(frames[k] == expected[k], "frame \(k)") }
    }

    @Test func pingPongWritesTheFramesBackwards() throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let photo = try P.writePNG(P.markedCheckerboard(), "c.png", in: dir)
        let overlays = try P.blueSquareOverlays(count: 5, in: dir)
        let table = FrameTransforms(canvasSize: 100, photoWidth: 40, photoHeight: 40,
                                    frames: (0..<5).map { .init(x: Double($0 * 4), y: 0, rotation: Double($0 * 10)) })
        let out = dir.appendingPathComponent("frames")
        let r = try CLI.run(["composite", "--photo", photo.path, "--overlays", overlays.path,
                             "--transforms", try P.writeTransforms(table, in: dir).path, "--pingpong", "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let files = try P.snapshot(out)
        #expect(files.count == 8)
        // 0 1 2 3 4 3 2 1
        #expect(files["frame_05.png"] == files["frame_03.png"])
        #expect(files["frame_07.png"] == files["frame_01.png"])
        #expect(files["frame_04.png"] != files["frame_03.png"])
    }

    /// The checkerboard's red corner lands where the table says, turned clockwise, under the overlay.
    @Test func markedCornerLandsWhereTheTransformSays() throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let board = P.markedCheckerboard()
        let photo = try P.writePNG(board, "board.png", in: dir)
        let overlays = try P.blueSquareOverlays(count: 2, in: dir)
        // Centre to (50 + 10, 50 - 5 + 3) = (60, 48) in both frames.
        let table = FrameTransforms(canvasSize: 100, photoWidth: 40, photoHeight: 40, yOffset: 3,
                                    frames: [.init(x: 10, y: -5, rotation: 90), .init(x: 10, y: -5, rotation: 30)])
        let out = dir.appendingPathComponent("frames")
        let r = try CLI.run(["composite", "--photo", photo.path, "--overlays", overlays.path,
                             "--transforms", try P.writeTransforms(table, in: dir).path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try P.readFrames(out)

        // A quarter turn clockwise takes photo pixel (i, j) to canvas pixel (79 - j, 28 + i).
        let quarter = frames[0]
        var misplaced = 0
        for j in 0..<40 {
            for i in 0..<40 {
                let x = 79 - j, y = 28 + i
                let overlaid = (70..<80).contains(x) && (40..<50).contains(y)
                if quarter.pixel(x: x, y: y) != (overlaid ? P.blue : board.pixel(x: i, y: j)) { misplaced += 1 }
            }
        }
        #expect(misplaced == 0, "\(misplaced) of 1600 photo pixels are not where a quarter turn puts them")
        #expect(quarter.pixel(x: 79, y: 28) == P.red, "the top-left corner goes to the top right")
        #expect(quarter.pixel(x: 75, y: 45) == P.blue, "the overlay stays on top of the photo")

        // 30° clockwise: the corner square's centre, 17.5 px up and left of the photo's centre,
        // goes to (60 - 17.5 cos 30° + 17.5 sin 30°, 48 - 17.5 sin 30° - 17.5 cos 30°) ≈ (53.6, 24.1).
        let turned = frames[1]
        let c = cos(Double.pi / 6), s = sin(Double.pi / 6)
        let clockwise = (x: 60 - 17.5 * c + 17.5 * s, y: 48 - 17.5 * s - 17.5 * c)
        let anticlockwise = (x: 60 - 17.5 * c - 17.5 * s, y: 48 + 17.5 * s - 17.5 * c)
        #expect(turned.pixel(x: Int(clockwise.x), y: Int(clockwise.y)) == P.red)
        #expect(turned.pixel(x: Int(anticlockwise.x), y: Int(anticlockwise.y)) != P.red)
        #expect(turned.pixel(x: 75, y: 45) == P.blue)
        #expect(turned.pixel(x: 5, y: 5) == .clear, "outside the photo and the overlay the canvas stays transparent")
    }

    /// A camera photo stored turned, with the EXIF tag saying how to stand it up, composites the
    /// same as one stored upright.
    @Test func everyExifOrientationGivesTheSameUprightFrames() throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 64 × 48: whole JPEG blocks however it is turned, and nothing in it is symmetric.
        let upright = BuiltInDemo.photo(width: 64, height: 48)
        let overlays = try P.blueSquareOverlays(count: 2, in: dir)
        let table = try P.writeTransforms(FrameTransforms(canvasSize: 100, photoWidth: 44, photoHeight: 40,
                                                          frames: [.init(x: -8, y: 4, rotation: 0),
                                                                   .init(x: 6, y: -3, rotation: -21)]), in: dir)
        func composite(_ photo: URL, _ name: String) throws -> [RGBAImage] {
            let out = dir.appendingPathComponent(name)
            let r = try CLI.run(["composite", "--photo", photo.path, "--overlays", overlays.path,
                                 "--transforms", table.path, "-o", out.path])
            #expect(r.status == 0, "\(r.stderr)")
            return try P.readFrames(out)
        }
        let reference = try composite(try P.writePNG(upright, "upright.png", in: dir), "from-png")
        for orientation in ExifOrientation.allCases {
            let stored = orientation.stored(upright)
            #expect(stored.width == (orientation.swapsWidthAndHeight ? 48 : 64))
            let jpeg = try P.writeJPEG(stored, "o\(orientation.rawValue).jpg", in: dir, quality: 100, orientation: orientation)
            let frames = try composite(jpeg, "from-o\(orientation.rawValue)")
            for k in 0..<2 {
                let difference = P.maxChannelDifference(frames[k], reference[k])
                #expect(difference <= 6, "orientation \(orientation.rawValue), frame \(k): off by up to \(difference) levels")
            }
        }
    }

    /// White on white stays white: no dark fringe where the resized, turned photo's edge is anti-aliased.
    @Test(arguments: ["png", "jpg"])
    func whitePhotoLeavesNoHaloOnWhite(format: String) throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let white = RGBAImage(width: 300, height: 200, filledWith: .white)
        let photo = format == "png" ? try P.writePNG(white, "white.png", in: dir) : try P.writeJPEG(white, "white.jpg", in: dir)
        let overlay = RGBAImage(width: 120, height: 120)
        let folder = dir.appendingPathComponent("clear")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try P.writePNG(overlay, "o.png", in: folder)
        let table = try P.writeTransforms(FrameTransforms(canvasSize: 120, photoWidth: 47, photoHeight: 53,
                                                          frames: [.init(x: 3.3, y: -2.7, rotation: 23)]), in: dir)
        let out = dir.appendingPathComponent("frames")
        let r = try CLI.run(["composite", "--photo", photo.path, "--overlays", folder.path, "--transforms", table.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frame = try P.readFrames(out)[0]
        let edge = stride(from: 3, to: frame.pixels.count, by: 4).filter { frame.pixels[$0] > 0 && frame.pixels[$0] < 255 }
        #expect(edge.count > 50, "the turned photo has an anti-aliased edge")
        var onWhite = RGBAImage(width: 120, height: 120, filledWith: .white)
        onWhite.draw(frame)
        let darkest = onWhite.pixels.min() ?? 0
        #expect(darkest >= 254, "over white the photo's edge darkens to \(darkest)")
    }

    /// A large JPEG decodes already shrunk in its DCT; the frames barely differ from a full decode.
    @Test func shrinkOnDecodeMatchesAFullDecodeClosely() throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = BuiltInDemo.photo(width: 1600, height: 1200, grain: 0.2)
        let jpeg = try P.writeJPEG(big, "big.jpg", in: dir, quality: 92)
        let out = dir.appendingPathComponent("frames")
        let r = try CLI.run(["composite", "--photo", jpeg.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try P.readFrames(out)

        let full = try ImageFile.read(url: jpeg)
        #expect(full.width == 1600, "the reference decodes every pixel")
        let transforms = BuiltInDemo.transforms(count: 30)
        let prepared = FrameCompositor.preparePhoto(full, width: transforms.photoWidth, height: transforms.photoHeight)
        let overlays = BuiltInDemo.overlays(count: 30)
        for k in [0, 7] {
            let reference = FrameCompositor.composeFrame(k, preparedPhoto: prepared, overlay: overlays[k], transforms: transforms)
            var total = 0
            for (a, b) in zip(frames[k].pixels, reference.pixels) { total += abs(Int(a) - Int(b)) }
            let mean = Double(total) / Double(reference.pixels.count)
            #expect(P.maxChannelDifference(frames[k], reference) <= 24, "frame \(k)")
            #expect(mean < 0.5, "frame \(k): mean difference \(mean) levels")
        }
    }

    @Test func demoOverlaysAndTransformsRoundTrip() throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let keyring = dir.appendingPathComponent("keyring")
        #expect(try CLI.run(["demo-overlays", "--count", "6", "-o", keyring.path]).status == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: keyring.path).sorted()
        #expect(written == (0..<6).map { String(format: "frame_%02d.png", $0) } + ["transforms.json"])
        let photo = dir.appendingPathComponent("me.jpg")
        let made = try CLI.run(["demo-photo", "--size", "300x400", "--exif-orientation", "6", "-o", photo.path])
        #expect(made.status == 0, "\(made.stderr)")
        let uprightPhoto = try ImageFile.read(url: photo)
        #expect(uprightPhoto.width == 300 && uprightPhoto.height == 400, "stored on its side, read upright")

        let fromFiles = dir.appendingPathComponent("a"), builtIn = dir.appendingPathComponent("b")
        let r1 = try CLI.run(["composite", "--photo", photo.path, "--overlays", keyring.path,
                              "--transforms", keyring.appendingPathComponent("transforms.json").path, "-o", fromFiles.path])
        #expect(r1.status == 0, "\(r1.stderr)")
        let r2 = try CLI.run(["composite", "--photo", photo.path, "--transforms",
                              keyring.appendingPathComponent("transforms.json").path, "-o", builtIn.path])
        #expect(r2.status == 0, "\(r2.stderr)")
        #expect(try P.snapshot(fromFiles) == P.snapshot(builtIn))
    }

    /// --grain is a number as every other flag reads one (0.25 and 1/4 alike; a negative one is a
    /// value, not a flag), quoted as typed when it is out of range or not a number, and nothing
    /// is written then.
    @Test func demoPhotoGrainIsReadAsANumberAndQuotedAsTyped() throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let decimal = dir.appendingPathComponent("decimal.png"), fraction = dir.appendingPathComponent("fraction.png")
        #expect(try CLI.run(["demo-photo", "--size", "40x30", "--grain", "0.25", "-o", decimal.path]).status == 0)
        #expect(try CLI.run(["demo-photo", "--size", "40x30", "--grain", "1/4", "-o", fraction.path]).status == 0)
        #expect(try Data(contentsOf: decimal) == Data(contentsOf: fraction))
        for (grain, sentence) in [("2", "Error: --grain: 2 must be from 0 to 1"), ("-1", "Error: --grain: -1 must be from 0 to 1"),
                                  ("lots", "Error: --grain: 'lots' is not a number (such as 15, 29.97 or 30000/1001)")] {
            let out = dir.appendingPathComponent("bad-\(grain).png")
            let r = try CLI.run(["demo-photo", "--grain", grain, "-o", out.path])
            #expect(r.status != 0)
            #expect(CLI.errorLine(r) == sentence)
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }

    @Test func photoSizeAndCanvasOverrideTheTable() throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let photo = try P.writePNG(RGBAImage(width: 50, height: 50, filledWith: P.red), "red.png", in: dir)
        let out = dir.appendingPathComponent("frames")
        let r = try CLI.run(["composite", "--photo", photo.path, "--photo-size", "20x20", "--canvas", "210", "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try P.readFrames(out)
        #expect(frames.count == 30 && frames.allSatisfy { $0.width == 210 && $0.height == 210 })
        let redPixels = stride(from: 0, to: frames[0].pixels.count, by: 4)
            .filter { frames[0].pixels[$0] == 255 && frames[0].pixels[$0 + 1] == 0 && frames[0].pixels[$0 + 3] == 255 }.count
        #expect((200...400).contains(redPixels), "about 20 × 20 opaque red pixels show, found \(redPixels)")
    }

    @Test func canvasScalesAFileTableLikeTheBuiltInOne() throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let keyring = dir.appendingPathComponent("keyring")
        #expect(try CLI.run(["demo-overlays", "--count", "6", "-o", keyring.path]).status == 0)
        let photo = try P.writePNG(RGBAImage(width: 60, height: 60, filledWith: P.red), "red.png", in: dir)
        let fromFiles = dir.appendingPathComponent("a"), builtIn = dir.appendingPathComponent("b")
        let r1 = try CLI.run(["composite", "--photo", photo.path, "--overlays", keyring.path, "--transforms",
                              keyring.appendingPathComponent("transforms.json").path, "--canvas", "210", "-o", fromFiles.path])
        #expect(r1.status == 0, "\(r1.stderr)")
        // The reference: the keyring drawn at 210 px with its own table for that size.
        let small = dir.appendingPathComponent("keyring210")
        #expect(try CLI.run(["demo-overlays", "--count", "6", "--canvas", "210", "-o", small.path]).status == 0)
        let r2 = try CLI.run(["composite", "--photo", photo.path, "--overlays", small.path, "--transforms",
                              small.appendingPathComponent("transforms.json").path, "-o", builtIn.path])
        #expect(r2.status == 0, "\(r2.stderr)")
        // The built-in keyring is drawn at 210 px; the files' overlays are resized from 420, so only edges may differ.
        for (scaled, drawn) in zip(try P.readFrames(fromFiles), try P.readFrames(builtIn)) {
            #expect(scaled.width == 210 && drawn.width == 210)
            let mean = Double(zip(scaled.pixels, drawn.pixels).map { abs(Int($0) - Int($1)) }.reduce(0, +)) / Double(scaled.pixels.count)
            #expect(mean < 2, "mean difference \(mean) levels")
            let red = { (image: RGBAImage) in stride(from: 0, to: image.pixels.count, by: 4).filter { image.pixels[$0] > 200 && image.pixels[$0 + 1] < 60 }.count }
            #expect(abs(red(scaled) - red(drawn)) <= red(drawn) / 20, "the photo shows as much in both: \(red(scaled)) vs \(red(drawn)) red pixels")
        }
    }

    @Test func transparentPhotoStaysPremultipliedWhenShrunkAndTurned() throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A white disc on a transparent 500 × 500 photo, shrunk about 5× into a 100 × 100 box and turned.
        var disc = RGBAImage(width: 500, height: 500)
        for y in 0..<500 { for x in 0..<500 where hypot(Double(x) - 249.5, Double(y) - 249.5) < 200 {
            disc.setPixel(x: x, y: y, RGBA(r: 255, g: 255, b: 255))
        } }
        let photo = try P.writePNG(disc, "disc.png", in: dir)
        let overlays = try P.blueSquareOverlays(count: 1, in: dir)
        let table = FrameTransforms(canvasSize: 100, photoWidth: 100, photoHeight: 100, frames: [.init(x: 0, y: 0, rotation: 17)])
        let out = dir.appendingPathComponent("frames")
        let r = try CLI.run(["composite", "--photo", photo.path, "--overlays", overlays.path,
                             "--transforms", try P.writeTransforms(table, in: dir).path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frame = try #require(try P.readFrames(out).first)
        var partial = 0
        for p in stride(from: 0, to: frame.pixels.count, by: 4) {
            let px = frame.pixels[p..<p + 4].map(Int.init), a = px[3]
            guard a > 0 && a < 255, px[2] == px[0] else { continue }   // the disc's edge, not the blue overlay
            partial += 1
            #expect(px[0] <= a && px[1] <= a, "premultiplied colour stays within alpha: \(px)")
            // Over white: c + (255 − a) must stay white, so the edge has no dark fringe.
            #expect(px[0] + 255 - a >= 254, "a dark fringe over white: \(px)")
        }
        #expect(partial > 20, "the disc has a soft edge to check (\(partial) pixels)")
    }

    @Test func aFolderOfFramesIsReplacedWhole() throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let photo = try P.writePNG(P.markedCheckerboard(), "c.png", in: dir)
        let overlays = try P.blueSquareOverlays(count: 3, in: dir)
        let table = FrameTransforms(canvasSize: 100, photoWidth: 40, photoHeight: 40,
                                    frames: Array(repeating: .init(x: 0, y: 0, rotation: 0), count: 3))
        let out = dir.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        for k in 0..<5 { try Data("old".utf8).write(to: out.appendingPathComponent(String(format: "frame_%02d.png", k))) }
        let r = try CLI.run(["composite", "--photo", photo.path, "--overlays", overlays.path,
                             "--transforms", try P.writeTransforms(table, in: dir).path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try P.snapshot(out).keys.sorted() == ["frame_00.png", "frame_01.png", "frame_02.png"], "no stale frame_03, frame_04")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["c.png", "frames", "overlays", "t.json"],
                "no temporary folder is left beside the output")
    }
}

/// Bad input: one sentence naming the flag and the file or value, a non-zero exit, and the
/// output folder exactly as it was.
struct CompositeBadInputTests {
    typealias P = PhotoFixtures

    enum Case: String, CaseIterable, CustomTestStringConvertible {
        case emptyJPEG, truncatedJPEG, emptyPNG, truncatedPNG, notAnImage, decompressionBomb, overStatedLimit,
             missingPhoto, fewerTransformsThanOverlays, moreTransformsThanOverlays, transformNotANumber,
             transformNumberTooLarge
        var testDescription: String { rawValue }
    }

    @Test(arguments: Case.allCases)
    func badInputLeavesTheOutputUntouched(_ bad: Case) throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let overlays = try P.blueSquareOverlays(count: 3, in: dir)
        let good = FrameTransforms(canvasSize: 100, photoWidth: 40, photoHeight: 40,
                                   frames: Array(repeating: .init(x: 0, y: 0, rotation: 0), count: 3))
        let jpegBytes = try JPEGCodec.encode(BuiltInDemo.photo(width: 64, height: 48), quality: 90)
        let pngBytes = try PNGCodec.encode(BuiltInDemo.photo(width: 64, height: 48))
        func file(_ name: String, _ bytes: [UInt8]) throws -> String {
            let url = dir.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            return url.path
        }
        var transforms = try P.writeTransforms(good, in: dir).path
        var extra: [String] = []
        let photo: String, expected: String
        switch bad {
        case .emptyJPEG:
            photo = try file("empty.jpg", [])
            expected = "Error: --photo: \(photo) is empty (0 bytes)."
        case .truncatedJPEG:
            photo = try file("cut.jpg", Array(jpegBytes.prefix(jpegBytes.count * 2 / 3)))
            expected = "Error: --photo: \(photo) is not a valid JPEG file (it is truncated)."
        case .emptyPNG:
            photo = try file("empty.png", [])
            expected = "Error: --photo: \(photo) is empty (0 bytes)."
        case .truncatedPNG:
            photo = try file("cut.png", Array(pngBytes.prefix(pngBytes.count / 2)))
            expected = "Error: --photo: \(photo) is not a valid PNG file (it is truncated)."
        case .notAnImage:
            photo = try file("notes.jpg", Array("shopping: milk, eggs\n".utf8))
            expected = "Error: --photo: \(photo) is not a PNG, JPEG, WebP or GIF image."
        case .decompressionBomb:
            photo = Fixtures.url("Images/bomb-100000x100000.png").path
            expected = "Error: --photo: \(photo) is 100000 × 100000 = 10,000,000,000 pixels, over the limit of 50,000,000."
        case .overStatedLimit:
            photo = try file("ok.jpg", jpegBytes)
            extra = ["--max-photo-pixels", "3000"]
            expected = "Error: --photo: \(photo) is 64 × 48 = 3,072 pixels, over the limit of 3,000."
        case .missingPhoto:
            photo = dir.appendingPathComponent("nope.jpg").path
            expected = "Error: --photo: photo \(photo) does not exist"
        case .fewerTransformsThanOverlays:
            photo = try file("ok.jpg", jpegBytes)
            var short = good
            short.frames.removeLast()
            transforms = try P.writeTransforms(short, "short.json", in: dir).path
            expected = "Error: --transforms: short.json: the transforms list 2 frames but there are 3 overlays"
        case .moreTransformsThanOverlays:
            photo = try file("ok.jpg", jpegBytes)
            var long = good
            long.frames.append(.init(x: 0, y: 0, rotation: 0))
            transforms = try P.writeTransforms(long, "long.json", in: dir).path
            expected = "Error: --transforms: long.json: the transforms list 4 frames but there are 3 overlays"
        case .transformNotANumber:
            photo = try file("ok.jpg", jpegBytes)
            transforms = try file("typo.json", Array(#"{"canvasSize": 100, "photoWidth": 40, "photoHeight": 40, "frames": [{"x": 0, "y": 0, "rotation": 0}, {"x": 0, "y": 0, "rotation": "10deg"}, {"x": 0, "y": 0, "rotation": 0}]}"#.utf8))
            expected = "Error: --transforms: typo.json: frames[1].rotation: expected a number, found a string"
        case .transformNumberTooLarge:
            // Foundation's own words ("Number 1e400 is not representable in Swift") are said in the program's.
            photo = try file("ok.jpg", jpegBytes)
            transforms = try file("huge.json", Array(#"{"canvasSize": 100, "photoWidth": 40, "photoHeight": 40, "frames": [{"x": 0, "y": 0, "rotation": 0}, {"x": 1e400, "y": 0, "rotation": 0}, {"x": 0, "y": 0, "rotation": 0}]}"#.utf8))
            expected = "Error: --transforms: huge.json is not valid JSON: the number 1e400 is beyond ±1.8e308, the largest a number may be"
        }

        let out = dir.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("the previous run's frame".utf8).write(to: out.appendingPathComponent("frame_00.png"))
        let before = try P.snapshot(out)
        let entriesBefore = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()

        let r = try CLI.run(["composite", "--photo", photo, "--overlays", overlays.path, "--transforms", transforms]
                            + extra + ["-o", out.path])
        #expect(r.status != 0)
        #expect(CLI.errorLine(r) == expected)
        #expect(try P.snapshot(out) == before, "the output folder is untouched")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == entriesBefore,
                "nothing is left beside it")
    }

    @Test func aFolderHoldingOtherFilesIsNotReplaced() throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let photo = try P.writePNG(P.markedCheckerboard(), "c.png", in: dir)
        let out = dir.appendingPathComponent("holiday")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: out.appendingPathComponent("notes.txt"))
        let r = try CLI.run(["composite", "--photo", photo.path, "-o", out.path])
        #expect(r.status != 0)
        #expect(CLI.errorLine(r) == "Error: -o: the folder '\(out.path)' holds notes.txt, which this command did not write; give a new or empty folder")
        #expect(try P.snapshot(out) == ["notes.txt": Data("keep me".utf8)])
    }

    @Test func photoIsRequiredAndSizesAreChecked() throws {
        let r = try CLI.run(["composite", "-o", "/tmp/x"])
        #expect(r.status != 0)
        #expect(CLI.errorLine(r) == "Error: --photo is required: name the photo to put into the frames")
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let photo = try P.writePNG(P.markedCheckerboard(), "c.png", in: dir)
        let size = try CLI.run(["composite", "--photo", photo.path, "--photo-size", "0x20", "-o", dir.appendingPathComponent("f").path])
        #expect(CLI.errorLine(size) == "Error: --photo-size: 0x20 must have both sides in 1…8192 px")
        let canvas = try CLI.run(["composite", "--photo", photo.path, "--canvas", "9000", "-o", dir.appendingPathComponent("f").path])
        #expect(CLI.errorLine(canvas) == "Error: --canvas: 9000 px is outside 1…8192")
    }
}
