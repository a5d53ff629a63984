import Foundation
import TestFixtures
import Testing
import TimerMaskRaster
@testable import TimerMaskCodecs

struct FrameFilesWritingTests {
    @Test func namesSortInFrameOrder() {
        #expect(FrameFiles.pngName(0, count: 30) == "frame_00.png")
        #expect(FrameFiles.pngName(57, count: 58) == "frame_57.png")
        #expect(FrameFiles.pngName(7, count: 120) == "frame_007.png")
        #expect(FrameFiles.isPNGName("frame_07.png") && FrameFiles.isPNGName("frame_107.png"))
        #expect(!FrameFiles.isPNGName("frame_.png") && !FrameFiles.isPNGName("frame_0a.png") && !FrameFiles.isPNGName("notes.txt"))
    }

    @Test func writesEachFrameInOrderWithExtraFiles() throws {
        let parent = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let frames = (0..<4).map { RGBAImage(width: 3, height: 2, filledWith: RGBA(r: UInt8(60 * $0), g: 0, b: 9)) }
        let target = parent.appendingPathComponent("out")
        try FrameFiles.writePNGs(frames, order: [0, 1, 2, 3, 2, 1], extraFiles: ["transforms.json": Data("{}".utf8)], to: target)
        let names = try FileManager.default.contentsOfDirectory(atPath: target.path).sorted()
        #expect(names == (0..<6).map { FrameFiles.pngName($0, count: 6) } + ["transforms.json"])
        let read = try FrameFiles.load(target.path)
        #expect(read == [frames[0], frames[1], frames[2], frames[3], frames[2], frames[1]])
    }
}
