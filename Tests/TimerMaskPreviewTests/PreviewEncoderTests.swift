import Foundation
import Testing
import TestFixtures
import TimerMaskCodecs
import TimerMaskCore
@testable import TimerMaskPreview
import TimerMaskRaster
import TimerMaskRender
import TimerMaskTesting

/// Previews of the demo (40 pt @1x) read back with the decoders, against the direct renders.
struct PreviewEncoderTests {
    /// The largest Euclidean distance, in straight RGB levels, between two opaque pictures' pixels.
    static func largestPixelDistance(_ a: RGBAImage, _ b: RGBAImage) -> Double {
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                let dr = Int(p.r) - Int(q.r), dg = Int(p.g) - Int(q.g), db = Int(p.b) - Int(q.b)
                worst = max(worst, dr * dr + dg * dg + db * db)
            }
        }
        return Double(worst).squareRoot()
    }

    @Test func losslessWebPFramesEqualTheDirectRender() throws {
        let renderer = try PreviewDemo.renderer()
        let settings = try PreviewDemo.settings(.webp, renderer: renderer)
        let (bytes, summary) = try PreviewEncoder(renderer: renderer, settings: settings).encode()
        let animation = try DecodedAnimation(bytes, source: "demo.webp")
        #expect(animation.frames.count == 30 && summary.frames == 30)
        #expect(animation.frames.map(\.duration) == Array([67, 67, 66].repeated(10)).map { Rational(Int128($0), 1000) })
        #expect(animation.duration == Rational(2))
        let expected = try PreviewDemo.expectedRenders(animation, settings: settings, renderer: renderer)
        let differing = zip(animation.frames, expected).enumerated().filter { $0.element.0.image != $0.element.1 }.map(\.offset)
        #expect(differing.isEmpty, "frames \(differing.prefix(5)) differ from their renders")
        #expect(animation.plays == 0)
    }

    /// 60 frames are encoded in runs of 16 on two cores and joined; transparent frames stay in one run.
    @Test(arguments: [true, false])
    func webPRunsJoinWithoutChangingAFrame(opaque: Bool) throws {
        let renderer = opaque ? try PreviewDemo.renderer() : try PreviewDemo.renderer(frameBackground: nil, canvas: .clear)
        let settings = try PreviewDemo.settings(.webp, renderer: renderer, duration: Rational(4))
        let (bytes, summary) = try PreviewEncoder(renderer: renderer, settings: settings).encode()
        let animation = try DecodedAnimation(bytes, source: "runs.webp")
        #expect(animation.frames.count == summary.frames)
        #expect(animation.duration == Rational(4))
        let expected = try PreviewDemo.expectedRenders(animation, settings: settings, renderer: renderer)
        let differing = zip(animation.frames, expected).enumerated().filter { $0.element.0.image != $0.element.1 }.map(\.offset)
        #expect(differing.isEmpty, "frames \(differing.prefix(5)) differ from their renders")
    }

    @Test func gifFramesStayWithinTheQuantisersStatedError() throws {
        let renderer = try PreviewDemo.renderer()
        let settings = try PreviewDemo.settings(.gif, renderer: renderer)
        let (bytes, summary) = try PreviewEncoder(renderer: renderer, settings: settings).encode()
        let animation = try DecodedAnimation(bytes, source: "demo.gif")
        #expect(animation.frames.map(\.duration) == Array([7, 7, 6].repeated(10)).map { Rational(Int128($0), 100) })
        #expect(animation.duration == Rational(2))
        let expected = try PreviewDemo.expectedRenders(animation, settings: settings, renderer: renderer)
        let errors = zip(animation.frames, expected).map { PSNR.meanSquaredError($0.0.image, $0.1) }
        // Every pixel of every decoded frame lies within the distance the palette states.
        let bound = try #require(summary.pixelErrorBound, "every frame was counted, so a bound is stated")
        #expect(bound > 0 && bound < 64, "a 255-colour palette of the demo promises a useful bound, not \(bound)")
        for (k, (frame, render)) in zip(animation.frames, expected).enumerated() {
            let worst = Self.largestPixelDistance(frame.image, render)
            #expect(worst <= bound + 1e-9, "frame \(k): a pixel lies \(worst) levels from its render, over the stated \(bound)")
        }
        // The mean error is stated too: over all frames it stays within it, and each frame's
        // report from the encoder equals what decoding shows (frames range 2.47…2.92 around 2.77).
        let stated = try #require(summary.paletteMeanSquaredError)
        let mean = errors.reduce(0, +) / Double(errors.count)
        #expect(mean <= stated + 1e-9, "mean MSE \(mean) over the palette's stated \(stated)")
        #expect(summary.frameMeanSquaredErrors.count == errors.count)
        for (k, (reported, decoded)) in zip(summary.frameMeanSquaredErrors, errors).enumerated() {
            #expect(abs(reported - decoded) < 1e-9, "frame \(k): the encoder reported \(reported), decoding shows \(decoded)")
        }
        let worst = errors.max() ?? 0
        #expect(PSNR.decibels(meanSquaredError: worst) >= 35, "worst frame \(PSNR.decibels(meanSquaredError: worst)) dB")
        #expect(abs((summary.meanPSNR ?? 0) - errors.map { PSNR.decibels(meanSquaredError: $0) }.reduce(0, +) / Double(errors.count)) < 1e-6,
                "the summary's PSNR is the decoded frames' PSNR")
    }

    @Test func sixtyFPSRendersOncePerTimerStateAndKeepsTheDuration() throws {
        let renderer = try PreviewDemo.renderer()
        for format in PreviewFormat.allCases {
            let settings = try PreviewDemo.settings(format, renderer: renderer, fps: Rational(60))
            let (bytes, summary) = try PreviewEncoder(renderer: renderer, settings: settings).encode()
            #expect(summary.samples == 120)
            #expect(summary.renders == 30, "\(format): the stack changes 15 times a second")
            let animation = try DecodedAnimation(bytes, source: "sixty.\(format)")
            #expect(animation.duration == Rational(2))
            #expect(animation.shownTotal == Rational(2), "\(format): no frame short enough for browsers to slow it")
        }
    }

    @Test func identicalInputGivesIdenticalBytes() throws {
        for format in PreviewFormat.allCases {
            let a = try PreviewDemo.renderer(), b = try PreviewDemo.renderer()
            let first = try PreviewEncoder(renderer: a, settings: PreviewDemo.settings(format, renderer: a, duration: Rational(1))).encode().bytes
            let second = try PreviewEncoder(renderer: b, settings: PreviewDemo.settings(format, renderer: b, duration: Rational(1))).encode().bytes
            #expect(first == second, "\(format)")
        }
    }

    @Test func writingToAFileGivesTheBytesEncodedInMemory() throws {
        let renderer = try PreviewDemo.renderer()
        let dir = try Fixtures.temporaryDirectory()
        for format in PreviewFormat.allCases {
            let settings = try PreviewDemo.settings(format, renderer: renderer, duration: Rational(4))
            let url = dir.appendingPathComponent("streamed.\(format)")
            let streamed = try PreviewEncoder(renderer: renderer, settings: settings).write(to: url)
            let inMemory = try PreviewEncoder(renderer: renderer, settings: settings).encode()
            #expect([UInt8](try Data(contentsOf: url)) == inMemory.bytes, "\(format): the header written last lands at the start")
            #expect(streamed == inMemory.summary)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["streamed.gif", "streamed.webp"], "no temporary file left")
    }

    /// A GIF preview held its whole encoded file until the end, about 30 MB more per minute of
    /// span (issue 13): each frame's bytes now reach the output as soon as they are made.
    @Test(arguments: [160 << 20, 0])
    func aGIFReachesItsOutputFrameByFrame(frameCacheBytes: Int) throws {
        final class LargestAppend: ByteSink {
            let buffer = ByteBuffer()
            var appends = 0, largest = 0
            var count: Int { buffer.count }
            func append(_ bytes: UnsafeRawBufferPointer) throws {
                appends += 1; largest = max(largest, bytes.count)
                try buffer.append(bytes)
            }
            func overwrite(_ bytes: [UInt8], at offset: Int) throws { try buffer.overwrite(bytes, at: offset) }
        }
        let renderer = try PreviewDemo.renderer()
        var settings = try PreviewDemo.settings(.gif, renderer: renderer)
        settings.frameCacheBytes = frameCacheBytes
        let sink = LargestAppend()
        let summary = try PreviewEncoder(renderer: renderer, settings: settings).encode(into: sink)
        #expect(sink.appends > summary.frames, "one append a frame at least")
        #expect(sink.largest * 4 < sink.count, "no append holds most of the file")
        #expect(summary.bytes == sink.count)
        #expect(sink.buffer.bytes == (try PreviewEncoder(renderer: renderer, settings: settings).encode().bytes))
    }

    @Test func aGIFTooBigToCacheRendersTwiceAndMatchesTheCachedOne() throws {
        let renderer = try PreviewDemo.renderer()
        var settings = try PreviewDemo.settings(.gif, renderer: renderer)
        let cached = try PreviewEncoder(renderer: renderer, settings: settings).encode()
        settings.frameCacheBytes = 0
        let streamed = try PreviewEncoder(renderer: renderer, settings: settings).encode()
        #expect(streamed.summary.renders == 30 + 30, "a palette pass (every frame: fewer than the sample size) and an encoding pass")
        #expect(streamed.bytes == cached.bytes, "the sample covered every frame, so the palette is the same")
    }

    @Test func gifProgressCoversTheEncodingOfCachedFrames() throws {
        let renderer = try PreviewDemo.renderer()
        let settings = try PreviewDemo.settings(.gif, renderer: renderer)
        var seen: [PreviewProgress] = []
        let summary = try PreviewEncoder(renderer: renderer, settings: settings).encode { seen.append($0) }.summary
        #expect(seen.first == PreviewProgress(.rendering, done: 1, total: 30))
        let encoding = seen.filter { $0.stage == .encoding }
        #expect(encoding.map(\.done) == Array(1...summary.frames), "one step per frame written after rendering ended")
        #expect(encoding.allSatisfy { $0.total == summary.frames })
        #expect(seen.last?.stage == .encoding)
    }

    @Test func transparentCanvasPreviewKeepsItsHoles() throws {
        let renderer = try PreviewDemo.renderer(frameBackground: nil, canvas: .clear)
        let settings = try PreviewDemo.settings(.gif, renderer: renderer, duration: Rational(1))
        let (bytes, _) = try PreviewEncoder(renderer: renderer, settings: settings).encode()
        let animation = try DecodedAnimation(bytes, source: "holes.gif")
        let expected = try PreviewDemo.expectedRenders(animation, settings: settings, renderer: renderer)
        for (k, (frame, render)) in zip(animation.frames, expected).enumerated() {
            var wrongAlpha = 0
            for i in stride(from: 3, to: render.pixels.count, by: 4) where (render.pixels[i] >= 128) != (frame.image.pixels[i] == 255) {
                wrongAlpha += 1
            }
            #expect(wrongAlpha == 0, "frame \(k): \(wrongAlpha) pixels with the wrong transparency")
        }
    }

    @Test func aDecodedFrameContactMatchesItsGolden() throws {
        let renderer = try PreviewDemo.renderer()
        let settings = try PreviewDemo.settings(.gif, renderer: renderer, start: Rational(1, 2), duration: Rational(1), fps: Rational(15))
        let (bytes, _) = try PreviewEncoder(renderer: renderer, settings: settings).encode()
        let animation = try DecodedAnimation(bytes, source: "contact.gif")
        try GoldenImage(Fixtures.golden("preview/demo-gif-frames-0.5s-to-1.5s.png"),
                        tolerance: GoldenTolerance(maxChannelDifference: 6, maxDifferingFraction: 0.01))
            .verify(Self.contact(animation.frames.map(\.image), columns: 5))
    }

    /// Frames side by side, `columns` a row, 2 px of grey between them.
    static func contact(_ images: [RGBAImage], columns: Int) -> RGBAImage {
        let w = images[0].width, h = images[0].height, gap = 2
        let rows = (images.count + columns - 1) / columns
        var sheet = RGBAImage(width: columns * (w + gap) + gap, height: rows * (h + gap) + gap,
                              filledWith: RGBA(r: 128, g: 128, b: 128))
        for (k, image) in images.enumerated() {
            let x0 = gap + (k % columns) * (w + gap), y0 = gap + (k / columns) * (h + gap)
            for y in 0..<h { for x in 0..<w { sheet.setPixel(x: x0 + x, y: y0 + y, image.pixel(x: x, y: y)) } }
        }
        return sheet
    }
}

struct OrderedRenderingTests {
    @Test func picturesArriveInOrderWhateverOrderTheyFinish() throws {
        var seen: [Int] = []
        try OrderedRendering.forEach(40, window: 6, render: { k in
            if k % 3 == 0 { usleep(2000) }   // some finish late
            return RGBAImage(width: 1, height: 1, filledWith: RGBA(r: UInt8(k), g: 0, b: 0))
        }) { k, image in
            #expect(Int(image.pixel(x: 0, y: 0).r) == k)
            seen.append(k)
        }
        #expect(seen == Array(0..<40))
    }

    @Test func anErrorStopsTheRun() {
        struct Failure: Error {}
        var consumed = 0
        #expect(throws: Failure.self) {
            try OrderedRendering.forEach(100, window: 4, render: { k in
                if k == 10 { throw Failure() }
                return RGBAImage(width: 1, height: 1)
            }) { _, _ in consumed += 1 }
        }
        #expect(consumed == 10)
    }
}

struct DecodedAnimationTests {
    /// A GIF of three frames lasting 1, 5 and 2 cs.
    func threeFrames() throws -> DecodedAnimation {
        let colours: [RGBA] = [.white, .black, RGBA(r: 255, g: 0, b: 0)]
        let frames = zip(colours, [1, 5, 2]).map { GIFFrame(image: RGBAImage(width: 2, height: 2, filledWith: $0.0), delayCentiseconds: $0.1) }
        return try DecodedAnimation(GIFCodec.encode(frames), source: "three.gif")
    }

    @Test func samplingFollowsStoredOrBrowserDelays() throws {
        let animation = try threeFrames()
        #expect(animation.duration == Rational(8, 100))
        #expect(animation.shownTotal == Rational(17, 100), "browsers show 1 cs as 10 cs")
        #expect(animation.frameIndices(sampledAt: Rational(100), asBrowsersPlay: false) == [0, 1, 1, 1, 1, 1, 2, 2])
        let browser = animation.frameIndices(sampledAt: Rational(100))
        #expect(browser.count == 17 && browser.prefix(10).allSatisfy { $0 == 0 } && browser[10] == 1 && browser[15] == 2)
    }

    @Test func otherFilesAreNamed() {
        #expect { try DecodedAnimation(Array("not an animation".utf8), source: "x.gif") } throws: {
            "\($0)" == "x.gif is not a GIF or WebP animation"
        }
    }
}
