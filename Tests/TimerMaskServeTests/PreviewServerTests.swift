import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestFixtures
import TimerMask
import TimerMaskServe

/// `timermask serve`'s server, driven over real HTTP on 127.0.0.1: the page, the renders it asks
/// for (the same pixels as `render --at`), its refusals, and a reload when a file changes.
struct PreviewServerTests {
    static let sceneJSON = """
        {"format": 2, "width": 60, "height": 30, "displayScale": 1, "reference": "2026-01-01T00:00:00Z",
         "root": {"type": "text", "font": "builtin:BlinkMask", "size": 20, "runs": [{"timer": {"date": "0"}}]}}
        """

    func withServer(_ json: String = Self.sceneJSON, _ body: (URL, URL, PreviewSource) async throws -> Void) async throws {
        try await ServedScene.with(json, body)
    }

    func get(_ url: URL) async throws -> (Int, Data, String) {
        let (data, response) = try await URLSession.shared.data(from: url)
        let http = response as! HTTPURLResponse
        return (http.statusCode, data, http.value(forHTTPHeaderField: "Content-Type") ?? "")
    }

    @Test func thePageAndAFrameThatIsTheRenderOfTheInstant() async throws {
        try await withServer { url, file, _ in
            #expect(url.host == "127.0.0.1")
            let (status, page, type) = try await get(url)
            #expect(status == 200 && type.hasPrefix("text/html"))
            #expect(String(decoding: page, as: UTF8.self).contains("/api/pixels?t="))
            let (frameStatus, png, pngType) = try await get(URL(string: "api/frame?t=61.5&scheme=light", relativeTo: url)!)
            #expect(frameStatus == 200 && pngType == "image/png")
            let served = try PNGCodec.decode([UInt8](png), source: "served")
            let bundle = try SceneBundle.load(sceneFile: file)
            let rendered = try bundle.renderer().render(at: bundle.scene.reference + Rational(123, 2)).image
            #expect(served == rendered)
            // The page's canvases take the same picture as straight RGBA rows, with its size; the
            // text's anti-aliased edges are partly transparent, so the straightening is exercised.
            let (pixels, answer) = try await URLSession.shared.data(from: URL(string: "api/pixels?t=61.5&scheme=light", relativeTo: url)!)
            let http = try #require(answer as? HTTPURLResponse)
            #expect(http.statusCode == 200 && http.value(forHTTPHeaderField: "TimerMask-Size") == "60x30")
            #expect(http.value(forHTTPHeaderField: "Server-Timing")?.hasPrefix("render;dur=") == true)
            #expect(!rendered.isOpaque && rendered.pixels.contains { $0 > 0 })
            #expect([UInt8](pixels) == rendered.straightPixels)
            #expect(RGBAImage(width: 60, height: 30, straightPixels: [UInt8](pixels)) == rendered)
            let (_, explain, _) = try await get(URL(string: "api/explain?t=61.5", relativeTo: url)!)
            #expect(String(decoding: explain, as: UTF8.self).contains("\"shown\" : \"1:01\""))
        }
    }

    /// After a load the server draws the animation loop once in the background and says so in
    /// /api/info; the pictures served are the same before and after.
    @Test func theLoopIsDrawnOnceInTheBackgroundAndSaidWarm() async throws {
        try await ServedScene.with(try SceneBundle.widgetnimation()) { url in
            let frame = URL(string: "api/frame?t=0.7", relativeTo: url)!
            let (_, before, _) = try await get(frame)
            var warm = false, waited = 0.0
            while !warm && waited < 60 {
                let (_, info, _) = try await get(URL(string: "api/info", relativeTo: url)!)
                warm = String(decoding: info, as: UTF8.self).contains("\"warm\":true")
                if !warm { try await Task.sleep(nanoseconds: 100_000_000); waited += 0.1 }
            }
            #expect(warm, "the loop was not drawn within 60 s")
            let (_, after, _) = try await get(frame)
            #expect(after == before)
        }
    }

    @Test func aRequestOutsideItsBoundsIsRefusedInOneSentence() async throws {
        try await withServer { url, _, _ in
            for (query, message) in [("t=nan", "t=nan: not a number of seconds"), ("t=1e300", "t=1e300: not a number of seconds"),
                                     ("t=1&scheme=sepia", "scheme=sepia: not light or dark"),
                                     ("t=1&family=systemLarge", "no picture of the family systemLarge is served")] {
                for route in ["api/frame", "api/pixels", "api/explain"] {
                    let (status, body, _) = try await get(URL(string: "\(route)?\(query)", relativeTo: url)!)
                    #expect(status == 422 && String(decoding: body, as: UTF8.self).hasPrefix(message), "\(route)?\(query)")
                }
            }
            let (missing, _, _) = try await get(URL(string: "etc/passwd", relativeTo: url)!)
            #expect(missing == 404)
        }
    }

    /// A saved change shows on the next look at the files; a broken file shows its error, and a
    /// mended one the widget again.
    @Test func aChangedFileReloadsAndABrokenOneShowsItsError() async throws {
        try await withServer { url, file, source in
            let first = source.generation
            try Data(Self.sceneJSON.replacingOccurrences(of: "\"size\": 20", with: "\"size\": 12").utf8).write(to: file)
            var waited = 0.0
            while source.generation == first && waited < 5 { try await Task.sleep(nanoseconds: 50_000_000); waited += 0.05 }
            #expect(source.generation > first, "no reload within 5 s")
            try Data("{ broken".utf8).write(to: file)
            let broken = source.generation
            waited = 0
            while source.generation == broken && waited < 5 { try await Task.sleep(nanoseconds: 50_000_000); waited += 0.05 }
            let (_, info, _) = try await get(URL(string: "api/info", relativeTo: url)!)
            #expect(String(decoding: info, as: UTF8.self).contains("widget.json"), "\(String(decoding: info, as: UTF8.self))")
            let (status, _, _) = try await get(URL(string: "api/frame?t=0", relativeTo: url)!)
            #expect(status == 422)
        }
    }

    /// What the page exports: the instant's PNG (render --at's pixels), the span from it as GIF,
    /// WebP, contact sheet and timing diagram, each a download; a span past a minute is refused.
    @Test func theExportsAreFilesOfWhatIsShown() async throws {
        try await withServer { url, file, _ in
            func export(_ name: String, _ query: String = "t=61.5&span=2") async throws -> (Int, Data, String) {
                try await get(URL(string: "api/export/\(name)?\(query)", relativeTo: url)!)
            }
            let (_, png, pngType) = try await export("widget.png")
            #expect(pngType == "image/png")
            let bundle = try SceneBundle.load(sceneFile: file)
            let exported = try PNGCodec.decode([UInt8](png), source: "export")
            let rendered = try bundle.renderer().render(at: bundle.scene.reference + Rational(123, 2)).image
            #expect(exported == rendered)
            let (_, gif, gifType) = try await export("preview.gif")
            #expect(gifType == "image/gif" && gif.prefix(6) == Data("GIF89a".utf8))
            let (_, webp, _) = try await export("preview.webp")
            #expect(webp.prefix(4) == Data("RIFF".utf8) && webp.dropFirst(8).prefix(4) == Data("WEBP".utf8))
            for name in ["sheet.png", "timeline.png"] {
                let (status, bytes, _) = try await export(name)
                let picture = try PNGCodec.decode([UInt8](bytes), source: name)
                #expect(status == 200 && picture.width > 100, "\(name)")
            }
            let (long, longBody, _) = try await export("preview.gif", "t=0&span=600")
            #expect(long == 422 && String(decoding: longBody, as: UTF8.self).hasPrefix("span=600: not a number of seconds from 0.000001 to 60"))
            let (unknown, _, _) = try await export("secrets.txt")
            #expect(unknown == 422)
        }
    }

    /// A span that rounds to no microsecond is refused in a sentence, and the server goes on
    /// serving (issue 44, point 6: `span=1e-7` trapped it, and a GIF of it answered 500 with an
    /// empty body).
    @Test func tinySpansAreRefusedInASentenceAndTheServerGoesOn() async throws {
        try await withServer { url, _, _ in
            for query in ["api/glitches?t=0&span=1e-7", "api/export/timeline.png?t=0&span=1e-7", "api/export/preview.gif?t=0&span=0.0000004",
                          "api/glitches?t=0&span=-0", "api/glitches?t=0&span=nan", "api/glitches?t=0&span=inf"] {
                let (status, body, _) = try await get(URL(string: query, relativeTo: url)!)
                #expect(status == 422, "\(query)")
                #expect(String(decoding: body, as: UTF8.self).contains(": not a number of seconds from 0.000001 to 60"), "\(query): \(String(decoding: body, as: UTF8.self))")
            }
            // The shortest span there is, ten microseconds, is an animation of one frame.
            for name in ["preview.gif", "preview.webp"] {
                let (status, _, type) = try await get(URL(string: "api/export/\(name)?t=0&span=0.00001", relativeTo: url)!)
                #expect(status == 200 && type.hasPrefix("image/"), "\(name)")
            }
            let (status, _, _) = try await get(URL(string: "api/glitches?t=0&span=1", relativeTo: url)!)
            #expect(status == 200)
        }
    }

    /// A request whose drawing throws is answered 422 with its path and the sentence, never an
    /// empty 500, and the server goes on: a font whose digit's sbix picture is a JPEG loads, and
    /// drawing that digit is refused by its format.
    @Test func aRequestWhoseDrawingFailsIsASentence() async throws {
        var bytes = try [UInt8](Data(contentsOf: Fixtures.font("Digits-sbix.ttf")))
        // Every "png " picture type in the font becomes "jpg ".
        let png = Array("png ".utf8)
        for i in 0..<(bytes.count - 4) where Array(bytes[i..<i + 4]) == png { bytes.replaceSubrange(i..<i + 4, with: Array("jpg ".utf8)) }
        let font = try Fixtures.temporaryDirectory().appendingPathComponent("jpeg-sbix.ttf")
        try Data(bytes).write(to: font)
        let json = """
            {"format": 2, "width": 60, "height": 30, "displayScale": 1, "reference": "2026-01-01T00:00:00Z",
             "root": {"type": "text", "font": "\(font.path)", "size": 20, "runs": [{"text": "1"}]}}
            """
        try await withServer(json) { url, _, _ in
            let (status, body, _) = try await get(URL(string: "api/frame?t=0", relativeTo: url)!)
            #expect(status == 422)
            #expect(String(decoding: body, as: UTF8.self).hasPrefix("/api/frame: "), "\(String(decoding: body, as: UTF8.self))")
            #expect(String(decoding: body, as: UTF8.self).contains("a format TimerMask does not draw (PNG only)"), "\(String(decoding: body, as: UTF8.self))")
            let (info, _, _) = try await get(URL(string: "api/info", relativeTo: url)!)
            #expect(info == 200)
        }
    }
}
