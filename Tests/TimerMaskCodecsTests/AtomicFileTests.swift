import Foundation
import TestFixtures
import Testing
@testable import TimerMaskCodecs

struct AtomicFileTests {
    struct WriterGaveUp: Error {}

    @Test func replacesTheFileAndLeavesNothingElse() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("out.png")

        try AtomicFile.write(Array("first".utf8), to: target)
        try AtomicFile.write(Array("second".utf8), to: target)

        #expect(try Data(contentsOf: target) == Data("second".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
    }

    @Test func failedWriteLeavesTheOldFileIntact() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("out.png")
        try AtomicFile.write(Array("old contents".utf8), to: target)

        #expect(throws: WriterGaveUp.self) {
            try AtomicFile.write(to: target) { file in
                try file.append(Array("half of the new".utf8))
                throw WriterGaveUp()
            }
        }

        #expect(try Data(contentsOf: target) == Data("old contents".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
    }

    @Test func missingFolderIsNamed() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("not-there/out.png")

        let error = try #require(throws: CodecError.self) { try AtomicFile.write([1, 2, 3], to: target) }
        #expect(error.description
            == "\(target.path) cannot be written (the folder \(folder.path)/not-there does not exist).")
    }

    @Test func folderInTheWayIsRefusedWithoutLeftovers() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("out.png")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)

        let error = try #require(throws: CodecError.self) { try AtomicFile.write([1, 2, 3], to: target) }
        #expect(error.description == "\(target.path) cannot be written (it is a folder).")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
    }

    @Test func replacingKeepsThePermissions() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("private.png")
        try AtomicFile.write([1], to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target.path)

        try AtomicFile.write([2], to: target)

        let permissions = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }
}
