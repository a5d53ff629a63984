import Foundation
import TestFixtures
import Testing
import TimerMaskRaster
@testable import TimerMaskCodecs

struct AtomicDirectoryTests {
    struct WriterGaveUp: Error {}

    func write(_ files: [String: String], to url: URL) throws {
        try AtomicDirectory.write(to: url) { folder in
            for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        }
    }

    func contents(_ url: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
            files[name] = String(decoding: try Data(contentsOf: url.appendingPathComponent(name)), as: UTF8.self)
        }
        return files
    }

    @Test func createsTheDirectoryAndLeavesNothingElse() throws {
        let parent = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let target = parent.appendingPathComponent("frames")
        try write(["a.png": "1", "b.png": "2"], to: target)
        #expect(try contents(target) == ["a.png": "1", "b.png": "2"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["frames"])
    }

    @Test func replacesAnExistingDirectoryWhole() throws {
        let parent = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let target = parent.appendingPathComponent("frames")
        try write(["a.png": "old", "stale.png": "old"], to: target)
        try write(["a.png": "new"], to: target)
        #expect(try contents(target) == ["a.png": "new"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["frames"])
    }

    @Test func failedFillLeavesTheOldDirectoryIntact() throws {
        let parent = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let target = parent.appendingPathComponent("frames")
        try write(["a.png": "old"], to: target)
        #expect(throws: WriterGaveUp.self) {
            try AtomicDirectory.write(to: target) { folder in
                try Data("half".utf8).write(to: folder.appendingPathComponent("a.png"))
                throw WriterGaveUp()
            }
        }
        #expect(try contents(target) == ["a.png": "old"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["frames"])
    }

    @Test func refusesAFileOrAMissingParent() throws {
        let parent = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let file = parent.appendingPathComponent("frames")
        try Data("x".utf8).write(to: file)
        #expect(throws: CodecError(source: file.path, reason: .unwritable(detail: "it is a file, not a folder"))) {
            try write([:], to: file)
        }
        let orphan = parent.appendingPathComponent("nope/frames")
        #expect(throws: CodecError(source: orphan.path,
                                   reason: .unwritable(detail: "the folder \(parent.path)/nope does not exist"))) {
            try write([:], to: orphan)
        }
    }
}
