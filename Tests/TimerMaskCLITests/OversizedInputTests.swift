import Foundation
import Testing
import TestFixtures

/// Every input file is sized before it is read and refused over its kind's limit in one sentence
/// (issue 44, point 6: a 3 GB sparse `.swift`, picture or `--entry` was read whole, 3.2 GB, and
/// the first two then aborted). The files here are sparse: they take no disk and no memory.
struct OversizedInputTests {
    static func sparse(_ name: String, bytes: Int64, in dir: URL) throws -> URL {
        let url = dir.appendingPathComponent(name)
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(bytes))
        try handle.close()
        return url
    }

    @Test func aHugeSwiftFileIsOneSentence() throws {
        let dir = try Fixtures.temporaryDirectory()
        let widget = dir.appendingPathComponent("Widget")
        try FileManager.default.createDirectory(at: widget, withIntermediateDirectories: true)
        _ = try Self.sparse("Huge.swift", bytes: 3 << 30, in: widget)
        let r = try CLI.run(["render", "--swift", "Widget", "-o", "w.png"], in: dir)
        #expect(r.status != 0)
        #expect(CLI.errorLine(r).contains("Huge.swift cannot be read (it holds 3221225472 bytes, over the 4 MB TimerMask reads of a Swift file)"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("w.png").path))
    }

    @Test(arguments: [("--entry", "entry.json"), ("--defaults", "defaults.json")])
    func aHugeEntryOrDefaultsFileIsOneSentence(flag: String, name: String) throws {
        let dir = try Fixtures.temporaryDirectory()
        _ = try Self.sparse(name, bytes: 100 << 20, in: dir)
        let widget = Fixtures.packageRoot.appendingPathComponent("Examples/LiveTimer").path
        let r = try CLI.run(["render", "--swift", widget, flag, name, "-o", "w.png"], in: dir)
        #expect(r.status != 0)
        #expect(CLI.errorLine(r).contains("\(flag): "), "\(r.stderr)")
        #expect(CLI.errorLine(r).contains("\(name) cannot be read (it holds 104857600 bytes, over the 16 MB TimerMask reads of a JSON file)"), "\(r.stderr)")
    }

    @Test func aHugePictureIsOneSentence() throws {
        let dir = try Fixtures.temporaryDirectory()
        _ = try Self.sparse("huge.png", bytes: 3 << 30, in: dir)
        let r = try CLI.run(["frames", "huge.png", "-o", "out"], in: dir)
        #expect(r.status != 0)
        #expect(CLI.errorLine(r).contains("huge.png cannot be read (it holds 3221225472 bytes, over the 256 MB TimerMask reads of a picture)"), "\(r.stderr)")
    }
}
