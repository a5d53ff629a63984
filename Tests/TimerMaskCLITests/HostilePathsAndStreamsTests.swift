import Foundation
import Testing
import TestFixtures

/// Outputs, inputs and standard output that are not what a command expects, and the flags it
/// used to read wrongly or ignore (issue 21, causes 11, 13, 14, 18, 19 and 21).
struct HostilePathsAndStreamsTests {
    static let cat = Fixtures.packageRoot.appendingPathComponent("Examples/FontStack/CatWidget.swift").path
    static let gif = Fixtures.url("Images/pillow-disposal.gif").path

    // MARK: Standard output

    @Test(arguments: [
        ["timer", "--at", "1"],
        ["timer", "--help"],
        ["render", "--size", "16", "--scale", "1", "--at", "0.5", "--explain"],
        ["jitter", "--size", "16", "--scale", "1"],
        ["swift-check", HostilePathsAndStreamsTests.cat, "--view", "CatWidgetView"],
        ["glyphs", "--text", "1", "--json"],
        ["scene"],
    ])
    func aFailedWriteToStandardOutputFailsWithOneSentence(arguments: [String]) throws {
        let dir = try Fixtures.temporaryDirectory()
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let r = try CLI.run(arguments + (arguments[0] == "glyphs" ? ["-o", "g.png"] : []), in: dir, standardOutput: full)
        #expect(r.status == 1)
        #expect(r.stderr == "Error: standard output could not be written (no space left on device); what the command printed is incomplete\n")
    }

    /// A closed pipe is a write error too: one sentence, not a silent death by SIGPIPE.
    @Test func aClosedPipeAtStandardOutputFailsWithOneSentence() throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let r = try CLI.run(["timer", "--at", "1"], standardOutput: pipe.fileHandleForWriting)
        #expect(r.status == 1)
        #expect(r.stderr == "Error: standard output could not be written (broken pipe); what the command printed is incomplete\n")
    }

    // MARK: Outputs

    /// A FIFO, a device or a symbolic link at -o is refused by name before any work, and left as it was.
    @Test func anOutputThatIsNotARegularFileIsRefusedAndKept() throws {
        let dir = try Fixtures.temporaryDirectory()
        let fifo = dir.appendingPathComponent("pipe.png").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let real = dir.appendingPathComponent("real.png")
        try Data("precious".utf8).write(to: real)
        let link = dir.appendingPathComponent("link.png").path
        #expect(symlink("real.png", link) == 0)
        var cases = [(fifo, "it is a FIFO, not a regular file"),
                     (link, "it is a symbolic link, which would be replaced by a file; give the file it points to or a new name")]
        // A character device (the null device's numbers), where the system lets this user make one.
        let device = dir.appendingPathComponent("device.png").path
        if mknod(device, S_IFCHR | 0o644, (1 << 8) | 3) == 0 { cases.append((device, "it is a character device, not a regular file")) }
        for (path, reason) in cases {
            let r = try CLI.run(["glyphs", "--text", "1", "-o", path])
            #expect(r.status == 1)
            #expect(CLI.errorLine(r) == "Error: -o: \(path) cannot be written (\(reason)).")
        }
        var info = stat()
        #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link is still a link")
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO is still a FIFO")
        #expect(try Data(contentsOf: real) == Data("precious".utf8))
    }

    @Test func anOutputFolderThatIsALinkOrAFIFOIsRefusedAndKept() throws {
        let dir = try Fixtures.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("real"), withIntermediateDirectories: false)
        let link = dir.appendingPathComponent("link").path
        #expect(symlink("real", link) == 0)
        let fifo = dir.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let linked = try CLI.run(["frames", Self.gif, "-o", link])
        #expect(CLI.errorLine(linked) == "Error: -o: \(link) cannot be written (it is a symbolic link, which would be replaced by a folder; give the folder it points to or a new name).")
        let piped = try CLI.run(["frames", Self.gif, "-o", fifo])
        #expect(CLI.errorLine(piped) == "Error: -o: \(fifo) cannot be written (it is a FIFO, not a folder).")
        #expect(linked.status != 0 && piped.status != 0)
        var info = stat()
        #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link is still a link")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("real").path).isEmpty)
    }

    /// Any name the system allows can be written: the temporary beside it is named short enough.
    @Test(arguments: [236, 251])
    func anOutputWithANameNearTheSystemLimitIsWritten(length: Int) throws {
        let dir = try Fixtures.temporaryDirectory()
        let name = String(repeating: "é", count: (length - 4) / 2) + String(repeating: "a", count: (length - 4) % 2) + ".png"
        #expect(name.utf8.count == length)
        let r = try CLI.run(["glyphs", "--text", "1", "-o", dir.appendingPathComponent(name).path])
        #expect(r.status == 0, "\(r.stderr)")
        // A folder of that name too, whose temporary carries ".new" besides.
        let folder = String(name.dropLast(4)) + ".dir"
        let frames = try CLI.run(["frames", Self.gif, "-q", "-o", dir.appendingPathComponent(folder).path])
        #expect(frames.status == 0, "\(frames.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == [folder, name].sorted(), "the outputs and nothing else")
    }

    // MARK: Inputs

    /// A FIFO, /dev/zero, a folder and a symbolic-link loop are named as such, not "not UTF-8",
    /// "does not exist" or "cannot be read" without a reason.
    @Test func anInputThatIsNotARegularFileIsNamedForWhatItIs() throws {
        let dir = try Fixtures.temporaryDirectory()
        let fifo = dir.appendingPathComponent("Pipe.swift").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let loop = dir.appendingPathComponent("Loop.swift").path
        #expect(symlink("Loop.swift", loop) == 0)
        let folder = dir.appendingPathComponent("scene.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let cases: [([String], String)] = [
            (["--swift", fifo], "Error: --swift: \(fifo) cannot be read (it is a FIFO, not a regular file)"),
            (["--swift", "/dev/zero"], "Error: --swift: /dev/zero cannot be read (it is a character device, not a regular file)"),
            (["--swift", loop], "Error: --swift: \(loop) cannot be read (it is a symbolic link loop, or a chain of more than 40 links)"),
            (["--scene", loop], "Error: --scene: scene file \(loop) cannot be read (it is a symbolic link loop, or a chain of more than 40 links)"),
            (["--scene", folder.path], "Error: --scene: scene file \(folder.path) cannot be read (it is a folder)"),
            // Root may read anything: this was "You don't have permission".
            (["--photo", "/dev/zero"], "Error: --photo: photo /dev/zero cannot be read (it is a character device, not a regular file)"),
        ]
        for (flags, expected) in cases {
            let r = try CLI.run(["render"] + flags + ["-o", dir.appendingPathComponent("out.png").path])
            #expect(r.status != 0)
            #expect(CLI.errorLine(r) == expected)
        }
        // A FIFO among the frames: its header is not waited for.
        let frames = dir.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: false)
        let frame = frames.appendingPathComponent("frame_00.png").path
        #expect(mkfifo(frame, 0o644) == 0)
        let framed = try CLI.run(["render", "--frames", frames.path, "-o", dir.appendingPathComponent("out.png").path])
        #expect(CLI.errorLine(framed) == "Error: --frames: \(frame) cannot be read (it is a FIFO, not a regular file).")
        let fonts = try CLI.run(["glyphs", "--font", loop, "--text", "1", "-o", dir.appendingPathComponent("g.png").path])
        #expect(CLI.errorLine(fonts) == "Error: --font: font file \(loop) cannot be read (it is a symbolic link loop, or a chain of more than 40 links).")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
    }

    /// `swift-check /` is refused at once, naming the limit, instead of walking the whole disk.
    @Test func aFolderTooLargeToBeAWidgetsIsRefusedQuickly() throws {
        let started = Date()
        let r = try CLI.run(["swift-check", "/"])
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(r.status == 1)
        #expect(CLI.errorLine(r) == "Error: folder / holds more than 10000 files and folders, the most searched for a widget's .swift files; give the widget's own folder")
    }

    // MARK: Flags

    @Test(arguments: [
        (["--png-compression", "10"], "Error: The value '10' is invalid for '--png-compression <setting>': it is not fast, default, smallest or a zlib level 0-9"),
        (["--swift", HostilePathsAndStreamsTests.cat, "--widget-size", "-5x5"], "Error: --widget-size: '-5x5' is not WxH in points, each above 0 and at most 2048 (e.g. 170x170)"),
        (["--swift", HostilePathsAndStreamsTests.cat, "--widget-size=-5x5"], "Error: --widget-size: '-5x5' is not WxH in points, each above 0 and at most 2048 (e.g. 170x170)"),
        (["--preset", "framefonts", "--swift", HostilePathsAndStreamsTests.cat], "Error: --preset and --swift exclude each other: the Swift source is the widget (--ideal names a preset to check its schedule against)"),
        (["--preset", "framefonts", "--scene", HostilePathsAndStreamsTests.cat], "Error: --preset and --scene exclude each other: the scene file is the widget"),
        (["--view", "CatWidgetView"], "Error: --view applies to --swift only: it describes a widget read from its Swift source"),
        (["--let", "entry.x=1"], "Error: --let applies to --swift only: it describes a widget read from its Swift source"),
        (["--time-zone", "+18:59"], "Error: --time-zone: '+18:59' is not a time zone offset (write ±HH:MM, at most ±18:00)"),
    ])
    func aFlagItsCommandCannotUseIsOneSentenceAndAHint(flags: [String], expected: String) throws {
        let dir = try Fixtures.temporaryDirectory()
        let r = try CLI.run(["render", "--at", "0.5"] + flags + ["-o", "x.png"], in: dir)
        #expect(r.status == 64)
        #expect(r.stderr == expected + "\nSee 'timermask render --help'.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    /// swift-check takes its files as arguments; a --swift beside them would be ignored.
    @Test func swiftCheckRefusesSwiftFilesGivenAsAFlag() throws {
        let r = try CLI.run(["swift-check", Self.cat, "--swift", Self.cat])
        #expect(r.status == 64)
        #expect(CLI.errorLine(r) == "Error: --swift: swift-check takes its Swift files as arguments, without --swift")
    }

    // MARK: The README

    /// Every `timermask swift-check` the README and `swift-check --help` show, run from the
    /// package root, does what they say: it simulates (exit 0). Commands naming the reader's own
    /// files (MyWidget.swift, Widget/) are skipped; the examples in the repository are not.
    @Test func theSwiftCheckExamplesShownWork() throws {
        // The README and the documentation's articles, which show most of the examples.
        let articles = Fixtures.packageRoot.appendingPathComponent("Sources/TimerMask/TimerMask.docc")
        let shown = try (["README.md"] + FileManager.default.contentsOfDirectory(atPath: articles.path).filter { $0.hasSuffix(".md") }.sorted()
            .map { "Sources/TimerMask/TimerMask.docc/" + $0 })
            .map { try String(contentsOf: Fixtures.packageRoot.appendingPathComponent($0), encoding: .utf8) }
            .joined(separator: "\n")
        let help = try CLI.run(["swift-check", "--help"]).stdout
        let commands = (shown + "\n" + help).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("timermask swift-check ") }
            .map { $0.components(separatedBy: " #")[0].split(separator: " ").dropFirst().map(String.init) }
        var ran = 0
        for arguments in commands {
            let paths = arguments.dropFirst().prefix { !$0.hasPrefix("-") }
            guard paths.allSatisfy({ FileManager.default.fileExists(atPath: Fixtures.packageRoot.appendingPathComponent($0).path) }) else { continue }
            let r = try CLI.run(arguments, in: Fixtures.packageRoot)
            #expect(r.status == 0, "\(arguments.joined(separator: " ")): \(r.stderr)")
            // --list lists the widgets, previews and entries instead of checking.
            #expect(arguments.contains("--list") ? r.stdout.hasPrefix("widgets:") : r.stdout.contains("simulates: yes"), "\(arguments)")
            ran += 1
        }
        #expect(ran >= 2, "the README's and the help's Examples/ commands ran")
    }
}
