import Foundation
import Testing
import TestFixtures
import TimerMaskCodecs
import TimerMaskCompositor
import TimerMaskRaster

/// `--photo` on the scene commands: the photo composited in memory, then animated.
struct PhotoOptionTests {
    typealias P = PhotoFixtures

    func render(_ arguments: [String], in dir: URL, name: String) throws -> Data {
        let out = dir.appendingPathComponent(name)
        let r = try CLI.run(["render", "--size", "60", "--scale", "2", "--at", "1.3"] + arguments + ["-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        return try Data(contentsOf: out)
    }

    @Test func theDemoPhotoRendersTheBuiltInFrames() throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let demo = try P.writePNG(BuiltInDemo.photo(), "demo.png", in: dir)
        let other = try P.writePNG(P.markedCheckerboard(), "board.png", in: dir)
        let builtIn = try render([], in: dir, name: "a.png")
        #expect(try render(["--photo", demo.path], in: dir, name: "b.png") == builtIn)
        #expect(try render(["--photo", other.path], in: dir, name: "c.png") != builtIn)
    }

    /// Every command built on the shared scene options offers the photo flags.
    @Test(arguments: ["render", "preview", "sheet", "timeline"])
    func sceneCommandsOfferThePhotoFlags(_ command: String) throws {
        let r = try CLI.run([command, "--help"])
        #expect(r.status == 0, "\(r.stderr)")
        for flag in ["--photo <file>", "--overlays <dir|pattern>", "--transforms <file>"] {
            #expect(r.stdout.contains(flag), "\(command) --help lists \(flag)")
        }
    }

    @Test func overlaysAndTransformsComeFromFiles() throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let keyring = dir.appendingPathComponent("keyring")
        #expect(try CLI.run(["demo-overlays", "-o", keyring.path]).status == 0)
        let photo = try P.writePNG(P.markedCheckerboard(), "board.png", in: dir)
        let fromFiles = try render(["--photo", photo.path, "--overlays", keyring.path,
                                    "--transforms", keyring.appendingPathComponent("transforms.json").path], in: dir, name: "a.png")
        #expect(try render(["--photo", photo.path], in: dir, name: "b.png") == fromFiles)
    }

    @Test func countAppliesToTheCompositedFrames() throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let photo = try P.writePNG(P.markedCheckerboard(), "board.png", in: dir)
        let r = try CLI.run(["render", "--photo", photo.path, "--count", "12", "--size", "40", "--scale", "1", "--at", "0.5", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        #expect((object["layers"] as! [Any]).count == 12)
    }

    @Test func badPhotoInputIsNamed() throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let photo = try P.writePNG(P.markedCheckerboard(), "board.png", in: dir)
        let out = dir.appendingPathComponent("x.png").path
        let both = try CLI.run(["render", "--photo", photo.path, "--frames", dir.path, "-o", out])
        #expect(both.status != 0)
        #expect(CLI.errorLine(both) == "Error: --photo and --frames exclude each other: --photo composites into the built-in or --overlays frames")
        let alone = try CLI.run(["render", "--transforms", "t.json", "-o", out])
        #expect(CLI.errorLine(alone) == "Error: --transforms places a photo into the frames, so it needs --photo too")
        let empty = dir.appendingPathComponent("empty.jpg")
        try Data().write(to: empty)
        let r = try CLI.run(["render", "--photo", empty.path, "-o", out])
        #expect(r.status != 0)
        #expect(CLI.errorLine(r) == "Error: --photo: \(empty.path) is empty (0 bytes).")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// The bytes `command` writes with `arguments`, at a small size so every command is quick.
    func output(_ command: String, _ arguments: [String], in dir: URL, name: String) throws -> Data {
        let out = dir.appendingPathComponent(name)
        let r = try CLI.run([command, "--size", "24", "--scale", "1"] + Self.span[command, default: []] + arguments + ["-o", out.path])
        #expect(r.status == 0, "\(command): \(r.stderr)")
        return try Data(contentsOf: out)
    }

    static let span = ["preview": ["--duration", "1s"], "sheet": ["--cells", "12", "--thumb", "24"], "timeline": ["--width", "800"]]

    @Test(arguments: ["preview", "sheet", "timeline"])
    func photoFeedsEverySceneCommand(_ command: String) throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let ext = command == "preview" ? "gif" : "png"
        let demo = try P.writePNG(BuiltInDemo.photo(), "demo.png", in: dir)
        let other = try P.writePNG(P.markedCheckerboard(), "board.png", in: dir)
        let builtIn = try output(command, [], in: dir, name: "a.\(ext)")
        #expect(try output(command, ["--photo", demo.path], in: dir, name: "b.\(ext)") == builtIn)
        let withOther = try output(command, ["--photo", other.path], in: dir, name: "c.\(ext)")
        // A timeline draws when layers reach the picture, which an opaque photo cannot change.
        if command == "timeline" { #expect(withOther == builtIn) } else { #expect(withOther != builtIn) }

        let empty = dir.appendingPathComponent("empty.png")
        try Data().write(to: empty)
        let out = dir.appendingPathComponent("bad.\(ext)")
        let bad = try CLI.run([command, "--photo", empty.path, "-o", out.path])
        #expect(bad.status != 0)
        #expect(CLI.errorLine(bad) == "Error: --photo: \(empty.path) is empty (0 bytes).")
        #expect(!FileManager.default.fileExists(atPath: out.path), "no output on a bad photo")
    }

    /// A scene file's frame:K images are the composited frames, as they would be --frames files.
    @Test func photoFillsTheFramesOfASceneFile() throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("widget.json")
        let made = try CLI.run(["scene", "--size", "60", "--scale", "2", "-o", scene.path])
        #expect(made.status == 0, "\(made.stderr)")
        let demo = try P.writePNG(BuiltInDemo.photo(), "demo.png", in: dir)
        let other = try P.writePNG(P.markedCheckerboard(), "board.png", in: dir)
        let plain = try render(["--scene", scene.path], in: dir, name: "a.png")
        #expect(plain == (try render([], in: dir, name: "preset.png")), "the scene file is the preset")
        #expect(try render(["--scene", scene.path, "--photo", demo.path], in: dir, name: "b.png") == plain)
        #expect(try render(["--scene", scene.path, "--photo", other.path], in: dir, name: "c.png")
                == (try render(["--photo", other.path], in: dir, name: "d.png")))
    }
}
