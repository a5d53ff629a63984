import Foundation
import Testing
import TestFixtures

/// What a run leaves beside its output when it is stopped, and how outputs that cannot or must
/// not be written are refused (issue 13, findings 5 and 6).
struct InterruptAndOutputTests {
    /// A preview long enough to be stopped while its temporary file is being written.
    static let longPreview = ["preview", "--size", "170", "--scale", "3", "--duration", "120s", "-q"]

    /// Starts `arguments` and waits (up to 60 s) for a temporary beside `output`.
    func startAndWaitForTemporary(_ arguments: [String], beside output: URL) throws -> Process {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while temporaries(beside: output).isEmpty && process.isRunning && Date() < deadline { usleep(20_000) }
        #expect(!temporaries(beside: output).isEmpty, "the run had started its temporary file")
        return process
    }

    func temporaries(beside output: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path)) ?? []
        return names.filter { $0.hasPrefix(".\(output.lastPathComponent).") && $0.hasSuffix(".tmp") }
    }

    /// Every signal whose default ends the run cleans up as SIGINT does; SIGQUIT too, which the
    /// Swift runtime's backtracer would take (issue 21, cause 15).
    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGHUP, Int32(129)), (SIGQUIT, Int32(131)),
                      (SIGUSR1, Int32(138)), (SIGUSR2, Int32(140)), (SIGALRM, Int32(142))])
    func anInterruptRemovesTheTemporaryInProgress(signal: Int32, status: Int32) throws {
        let dir = try Fixtures.temporaryDirectory()
        let out = dir.appendingPathComponent("long.gif")
        let process = try startAndWaitForTemporary(Self.longPreview + ["-o", out.path], beside: out)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == status)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "no temporary and no output left")
    }

    @Test func aKilledRunsTemporaryIsRemovedByTheNextWriteOfTheSameOutput() throws {
        let dir = try Fixtures.temporaryDirectory()
        let out = dir.appendingPathComponent("long.gif")
        let process = try startAndWaitForTemporary(Self.longPreview + ["-o", out.path], beside: out)
        let pid = process.processIdentifier
        kill(pid, SIGKILL)
        process.waitUntilExit()
        let left = temporaries(beside: out)
        #expect(left.count == 1 && left[0].hasPrefix(".long.gif.\(pid)."), "SIGKILL cannot be caught; the name says whose it is: \(left)")
        // A temporary of a process that still runs (this one) is not touched.
        let alive = ".long.gif.\(getpid()).ABCDEF12.tmp"
        try Data().write(to: dir.appendingPathComponent(alive))
        let r = try CLI.run(["preview", "--size", "20", "--scale", "1", "--duration", "0.2s", "-q", "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(temporaries(beside: out) == [alive])
    }

    @Test func aKilledRunsTemporaryFolderIsRemovedByTheNextWriteOfTheSameFolder() throws {
        let dir = try Fixtures.temporaryDirectory()
        let stale = dir.appendingPathComponent(".f.new.4194999.ABCDEF12.tmp")   // above any pid_max: gone
        try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: false)
        try Data("half".utf8).write(to: stale.appendingPathComponent("frame_00.png"))
        let r = try CLI.run(["frames", Fixtures.url("Images/pillow-disposal.gif").path, "-q", "-o", dir.appendingPathComponent("f").path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["f"])
    }

    @Test func aReadOnlyOutputIsRefusedNotReplaced() throws {
        let dir = try Fixtures.temporaryDirectory()
        let out = dir.appendingPathComponent("keep.png")
        try Data("precious".utf8).write(to: out)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: out.path)
        let r = try CLI.run(["glyphs", "--text", "1", "-o", out.path])
        #expect(r.status != 0)
        #expect(CLI.errorLine(r) == "Error: -o: \(out.path) cannot be written (it is read-only, mode 444).")
        #expect(try Data(contentsOf: out) == Data("precious".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["keep.png"])
    }
}

/// Errors that name the right thing, in one sentence and at most a one-line hint (issue 13, finding 6).
struct ErrorWordingTests {
    @Test(arguments: [
        (["sheet", "--start=", "-o", "x.png"], "Error: --start: the value is empty (--start=); give a value after the ="),
        (["sheet", "--cells", "abc", "-o", "x.png"], "Error: The value 'abc' is invalid for '--cells <n>'"),
        (["sheet", "--start", "0"], "Error: Missing expected argument '--output <out.png>'"),
    ])
    func aFlagErrorIsOneSentenceAndAHint(arguments: [String], expected: String) throws {
        let dir = try Fixtures.temporaryDirectory()
        let r = try CLI.run(arguments, in: dir)
        #expect(r.status == 64)
        #expect(r.stderr == expected + "\nSee 'timermask sheet --help'.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func helpStillPrintsInFull() throws {
        let r = try CLI.run(["sheet", "--help"])
        #expect(r.status == 0 && r.stdout.contains("USAGE: timermask sheet") && r.stderr.isEmpty)
    }

    @Test func anOutputInsideAFileSaysTheParentIsAFile() throws {
        let dir = try Fixtures.temporaryDirectory()
        let file = dir.appendingPathComponent("notes.txt")
        try Data("x".utf8).write(to: file)
        let png = try CLI.run(["glyphs", "--text", "1", "-o", file.appendingPathComponent("x.png").path])
        #expect(CLI.errorLine(png) == "Error: -o: \(file.path) is a file, not a folder, so '\(file.path)/x.png' cannot be written")
        let folder = try CLI.run(["frames", Fixtures.url("Images/pillow-disposal.gif").path, "-o", file.appendingPathComponent("f").path])
        #expect(CLI.errorLine(folder) == "Error: -o: \(file.path) is a file, not a folder, so '\(file.path)/f' cannot be made inside it")
        #expect(png.status != 0 && folder.status != 0)
    }

    @Test func aPictureOfNoPixelsNamesTheOutputAndWhy() throws {
        let dir = try Fixtures.temporaryDirectory()
        let sceneFile = dir.appendingPathComponent("thin.json")
        #expect(try CLI.run(["scene", "-o", sceneFile.path]).status == 0)
        var scene = try JSONSerialization.jsonObject(with: Data(contentsOf: sceneFile)) as! [String: Any]
        scene["width"] = 1e-10
        try JSONSerialization.data(withJSONObject: scene).write(to: sceneFile)
        for command in ["preview", "sheet"] {
            let out = dir.appendingPathComponent(command == "preview" ? "thin.gif" : "thin.png")
            let r = try CLI.run([command, "--scene", sceneFile.path, "-o", out.path])
            #expect(r.status == 1)
            #expect(CLI.errorLine(r) == "Error: -o: '\(out.path)' would be a 0 × 510 px picture: the scene's width of 1e-10 pt at display scale 3 is under one pixel")
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }
}
