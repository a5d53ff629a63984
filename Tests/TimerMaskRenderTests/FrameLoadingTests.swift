import Foundation
import Testing
import TestFixtures
import TimerMaskCodecs
import TimerMaskCore
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
            #expect(frames[k] == library.original(WidgetnimationPreset.frameName(k)), "frame \(k)")
        }
    }

    @Test func mixedSizesAreNamedByTheFilesSizesNotTheResampledOnes() throws {
        let (dir, _) = try writeFrames(sizes: [(64, 48), (64, 48), (48, 64)])
        #expect { try FrameFiles.load(dir.path, prepare: ImageLibrary.fillResampler(width: 20, height: 20)) } throws: {
            "\($0)" == "frame f_02.png is 48×64 but f_00.png is 64×48; all frames must share one size"
        }
    }
}
