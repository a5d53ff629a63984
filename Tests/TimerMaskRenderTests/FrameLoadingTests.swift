import Foundation
import Synchronization
import Testing
import TestFixtures
import TimerMaskCodecs
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRaster
@testable import TimerMaskRender

/// Frames resampled to the view's pixel size as they are decoded, so a stack of large files
/// never holds every original at once.
struct FrameLoadingTests {
    /// Four 64 × 48 frames with detail a resampler cannot get right by accident.
    func writeFrames(sizes: [(Int, Int)] = Array(repeating: (64, 48), count: 4)) throws -> (URL, [RGBAImage]) {
        let dir = try Fixtures.temporaryDirectory()
        var originals: [RGBAImage] = []
        for (k, size) in sizes.enumerated() {
            var image = RGBAImage(width: size.0, height: size.1, filledWith: RGBA(r: UInt8(k * 60), g: 30, b: 200))
            for y in 0..<size.1 { for x in 0..<size.0 where (x * 7 + y * 3 + k) % 5 == 0 { image.setPixel(x: x, y: y, .white) } }
            originals.append(image)
            try Data(PNGCodec.encode(image)).write(to: dir.appendingPathComponent(String(format: "f_%02d.png", k)))
        }
        return (dir, originals)
    }

    @Test func theLoaderHandsBackFramesAlreadyResampledToFillTheView() throws {
        let (dir, originals) = try writeFrames()
        let frames = try FrameFiles.load(dir.path, prepare: ImageLibrary.fillResampler(width: 20, height: 20))
        // 64 × 48 filling 20 × 20: scaled by 20/48, so 27 × 20.
        #expect(frames.allSatisfy { $0.width == 27 && $0.height == 20 })
        // Pixel for pixel what resampling the whole set after loading gives.
        let library = ImageLibrary(frames: originals)
        library.prepareForFill(width: 20, height: 20)
        for k in originals.indices {
            #expect(try frames[k] == library.original(WidgetnimationPreset.frameName(k)), "frame \(k)")
        }
    }

    @Test func mixedSizesAreNamedByTheFilesSizesNotTheResampledOnes() throws {
        let (dir, _) = try writeFrames(sizes: [(64, 48), (64, 48), (48, 64)])
        #expect { try FrameFiles.load(dir.path, prepare: ImageLibrary.fillResampler(width: 20, height: 20)) } throws: {
            "\($0)" == "frame f_02.png is 48×64 but f_00.png is 64×48; all frames must share one size"
        }
    }

    /// Frames of one flat colour each, as many as wanted.
    func writePlainFrames(sizes: [(Int, Int)]) throws -> (URL, [RGBAImage]) {
        let dir = try Fixtures.temporaryDirectory()
        let frames = sizes.enumerated().map { k, size in
            RGBAImage(width: size.0, height: size.1, filledWith: RGBA(r: UInt8(k % 256), g: 30, b: 200))
        }
        for (k, frame) in frames.enumerated() {
            try Data(PNGCodec.encode(frame)).write(to: dir.appendingPathComponent(String(format: "f_%02d.png", k)))
        }
        return (dir, frames)
    }

    /// One 1 × 4000 frame among thirty once cost 25 s and 4.2 GB of resampling before the size
    /// check refused it (issue 13): headers are read first, so no frame is decoded or resampled.
    @Test func aFrameOfTheWrongSizeIsRefusedBeforeAnyFrameIsResampled() throws {
        let (dir, _) = try writePlainFrames(sizes: Array(repeating: (8, 8), count: 29) + [(1, 4000)])
        let prepared = Mutex(0)
        #expect {
            try FrameFiles.load(dir.path, prepare: { frame in prepared.withLock { $0 += 1 }; return frame })
        } throws: {
            "\($0)" == "frame f_29.png is 1×4000 but f_00.png is 8×8; all frames must share one size"
        }
        #expect(prepared.withLock { $0 } == 0, "no frame is prepared before every header is read")
    }

    /// A 376-byte PNG of 1 × 40000 filling a 510 px view asked for 510 × 20,400,000 px (41.6 GB)
    /// and aborted (issue 13); only the part the clipped view shows is resampled now.
    @Test func aVeryLongFrameIsResampledOnlyWhereTheViewShowsIt() throws {
        let (dir, _) = try writePlainFrames(sizes: [(1, 40_000), (1, 40_000)])
        let frames = try FrameFiles.load(dir.path, prepare: ImageLibrary.fillResampler(width: 510, height: 510))
        #expect(frames.map(\.width) == [510, 510] && frames.map(\.height) == [510, 510])
        // Placed as the renderer places a fill, the window covers the view exactly.
        let library = ImageLibrary(frames: frames)
        library.prepareForFill(width: 510, height: 510)
        #expect(try library.original(WidgetnimationPreset.frameName(1)) == frames[1], "a second fill changes nothing")
    }

    @Test func theVisibleWindowKeepsTheFillsParitySoItLandsOnTheSamePixels() {
        #expect(ImagePlacement.visibleWindow(fillWidth: 510, fillHeight: 20_400_000, boxWidth: 510, boxHeight: 510)
                == PixelRect(x: 0, y: 10_199_745, width: 510, height: 510))
        #expect(ImagePlacement.visibleWindow(fillWidth: 3001, fillHeight: 20, boxWidth: 20, boxHeight: 20)
                == PixelRect(x: 1490, y: 0, width: 21, height: 20))
    }
}
