import Foundation
import Testing
@testable import TimerMaskFonts

/// Documents that crash librsvg or cost it gigabytes, drawn in its worker process: each ends in
/// one sentence naming the font and the glyph, and this process goes on (issue 21, causes 2, 10, 16).
struct SVGWorkerTests {
    static func svg(_ body: String) -> [UInt8] {
        Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 -1000 1000 1000\">\(body)</svg>".utf8)
    }

    /// The sentence `document`'s glyph is refused with (checked to be one, naming font and glyph), or nil when it draws.
    static func refusal(_ document: [UInt8], name: String, timeLimit: Double = FontFace.defaultSVGTimeLimit,
                        memoryLimit: Int = FontFace.defaultSVGMemoryLimit) throws -> String? {
        let (face, glyph) = try SVGDocumentFont.make(document: document, name: name, svgTimeLimit: timeLimit,
                                                     svgMemoryLimit: memoryLimit)
        do {
            _ = try face.raster(glyph: glyph, pixelsPerEm: 64)
            return nil
        } catch {
            let sentence = "\(error)"
            #expect(sentence.hasPrefix("\(name): the SVG document of glyph \(glyph) ") && sentence.hasSuffix(".")
                    && !sentence.contains("\n"), "\(sentence)")
            return sentence
        }
    }

    @Test func aConvolveMatrixThatPanicsLibrsvgIsOneSentence() throws {
        let kernel = [String](repeating: "1", count: 32 * 32).joined(separator: " ")
        let document = Self.svg("<filter id=\"f\"><feConvolveMatrix order=\"32\" kernelMatrix=\"\(kernel)\"/></filter>"
                                + "<rect y=\"-800\" width=\"500\" height=\"500\" filter=\"url(#f)\"/>")
        let sentence = try Self.refusal(document, name: "Convolve.ttf")
        #expect(sentence?.contains("crashed librsvg (signal 6") == true, "\(sentence ?? "drawn")")
        // The next document gets a new worker.
        let (face, glyph) = try SVGDocumentFont.make(document: Self.svg("<rect y=\"-800\" width=\"500\" height=\"500\"/>"),
                                                     name: "Square.ttf")
        #expect(try face.raster(glyph: glyph, pixelsPerEm: 64).coverage.width == 32)
    }

    @Test func aHugeFontSizeThatFailsLibrsvgsAssertionIsOneSentence() throws {
        let sentence = try Self.refusal(Self.svg("<text y=\"-100\" font-size=\"1e7\">A</text>"), name: "BigText.ttf")
        #expect(sentence?.contains("crashed librsvg (signal 6: panicked at") == true, "\(sentence ?? "drawn")")
        #expect(sentence?.contains("assertion failed") == true, "\(sentence ?? "drawn")")
    }

    /// Under 8 MiB, over a gigabyte in librsvg: the worker's memory limit stops each (a 64 MiB
    /// limit here, so the test is quick; the default is 1 GiB).
    @Test(arguments: [
        ("2M characters of <text>", "<text y=\"-100\">" + String(repeating: "A", count: 2_000_000) + "</text>"),
        ("200k <tspan>", "<text y=\"-100\">" + String(repeating: "<tspan>A</tspan>", count: 200_000) + "</text>"),
        ("1M elements", String(repeating: "<g/>", count: 999_000)),
    ])
    func documentsThatNeedGigabytesAreStoppedByTheWorkersMemoryLimit(what: String, body: String) throws {
        let sentence = try Self.refusal(Self.svg(body), name: "Heavy.ttf", memoryLimit: 64 << 20)
        #expect(sentence?.contains("needs more than the 64 MiB of memory one glyph document may use to draw") == true,
                "\(what): \(sentence ?? "drawn")")
    }

    @Test func pangosWarningsBecomeOneFontWarningInsteadOfRawStderr() throws {
        let (face, glyph) = try SVGDocumentFont.make(document: Self.svg(
            // A clip keeps the picture small; Pango warns about the font size all the same.
            "<clipPath id=\"c\"><rect y=\"-500\" width=\"100\" height=\"100\"/></clipPath>"
            + "<text y=\"-100\" font-size=\"1e6\" clip-path=\"url(#c)\">A</text>"),
                                                     name: "Warned.ttf")
        _ = try? face.raster(glyph: glyph, pixelsPerEm: 64)
        #expect(face.warnings.count == 1)
        #expect(face.warnings.first?.hasPrefix("Warned.ttf: the SVG document of glyph \(glyph) was drawn with a warning from librsvg's libraries (Pango: ") == true,
                "\(face.warnings)")
    }

    /// Workers are shared by every thread; one started by a thread that has since ended was
    /// killed with it (Linux's parent-death signal follows the starting thread), and the next
    /// glyph drawn on it "crashed librsvg (signal 9)".
    @Test func aWorkerOutlivesTheThreadThatStartedIt() throws {
        let (face, glyph) = try SVGDocumentFont.make(document: Self.svg("<rect y=\"-800\" width=\"500\" height=\"500\"/>"),
                                                     name: "Square.ttf")
        for size in 0..<3 {
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                _ = try? face.raster(glyph: glyph, pixelsPerEm: Double(40 + size))
                done.signal()
            }
            thread.start()
            done.wait()
        }
        Thread.sleep(forTimeInterval: 0.3)   // the starting threads have ended
        for size in 0..<6 {
            #expect(try face.raster(glyph: glyph, pixelsPerEm: Double(50 + size)).coverage.width > 0)
        }
    }
}
