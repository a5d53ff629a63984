import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskSwift

/// Issue 24, point 4: `Image(systemName:)` drawn with a Material Icons glyph standing in for the
/// SF Symbol, sized by its font, always with a warning; `Label` as its icon and title.
struct SymbolTests {
    static let symbolFont = "/fonts/MaterialIcons-Regular.ttf"
    static var options: SwiftWidgetOptions {
        var fonts = SwiftFontResolver(systemFont: FontReference.builtInBlinkMask)
        fonts.symbolFont = symbolFont
        return SwiftWidgetOptions(width: 170, height: 170, displayScale: 1, fonts: fonts)
    }

    func texts(_ body: String) throws -> [TextContent] {
        var out: [TextContent] = []
        try SwiftWidgetSource.parse("struct V: View { var body: some View {\n\(body)\n} }").scene(Self.options).root.walk { node, _ in
            if case .text(let text) = node.content { out.append(text) }
        }
        return out
    }

    @Test func aSymbolIsItsStandInsGlyphSizedByItsFont() throws {
        let symbols = try texts("""
        VStack {
            Image(systemName: "checkmark.circle.fill")
            Image(systemName: "checkmark.circle.fill").font(.title)
            VStack { Image(systemName: "circle").imageScale(.large) }.font(.system(size: 20))
            Image(systemName: "no.such.symbol")
        }
        """)
        #expect(symbols.map { $0.runs } == [[.literal("\u{E86C}")], [.literal("\u{E86C}")], [.literal("\u{E836}")], [.literal("\u{E8FD}")]])
        #expect(symbols.allSatisfy { $0.font == Self.symbolFont })
        #expect(symbols.map(\.size) == [17, 28, 20 * 1.29, 17])
    }

    @Test func everySymbolPlaceSaysWhatStandsInForIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
        struct V: View { var body: some View { HStack { Image(systemName: "star.fill"); Image(systemName: "no.such.symbol") } } }
        """.utf8).write(to: folder.appendingPathComponent("V.swift"))
        var options = Self.options
        options.fonts = SwiftFontResolver(systemFont: FontReference.builtInBlinkMask)   // the loader finds Material Icons
        let bundle = try SceneBundle.load(swift: [folder], options: options)
        #expect(bundle.warnings.contains { $0.contains("\"star.fill\" is drawn as Material Icons' star, standing in for it") }, "\(bundle.warnings)")
        #expect(bundle.warnings.contains { $0.contains("\"no.such.symbol\" is not in TimerMask's map of stand-ins") }, "\(bundle.warnings)")
    }

    @Test func aLabelIsItsIconThenItsTitleInARow() throws {
        let root = try SwiftWidgetSource.parse("""
        struct V: View { var body: some View { Label("Open", systemImage: "star.fill") } }
        """).scene(Self.options).root
        guard case .hStack(.center, nil, let children) = root.content, children.count == 2,
              case .text(let icon) = children[0].content, case .text(let title) = children[1].content else {
            Issue.record("\(root)"); return
        }
        #expect(icon.runs == [.literal("\u{E838}")] && title.runs == [.literal("Open")])
    }

    /// SF Symbols come in San Francisco's nine weights; the stand-in has one, so a weight widens
    /// or narrows its strokes by that weight's stem over the regular one's (`FontReference.weighted`).
    @Test func aSymbolsWeightIsItsStandInsStrokesWidenedOrNarrowed() throws {
        let symbols = try texts("""
        VStack {
            Image(systemName: "star")
            Image(systemName: "star").fontWeight(.bold)
            Image(systemName: "star").font(.system(size: 20, weight: .black))
            Image(systemName: "star").bold()
            VStack { Image(systemName: "star") }.fontWeight(.ultraLight)
        }
        """)
        #expect(symbols.map(\.font) == [Self.symbolFont, Self.symbolFont + "#bold", Self.symbolFont + "#black", Self.symbolFont + "#bold", Self.symbolFont + "#ultraLight"])
        #expect(symbols.map(\.size) == [17, 17, 20, 17, 17])
    }

    /// The ink of one symbol grows with its weight, and a regular symbol is the font as it is.
    @Test func heavierWeightsDrawMoreInk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("weights-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func ink(_ modifier: String) throws -> Int {
            try Data("struct V: View { var body: some View { Image(systemName: \"star\").font(.system(size: 60))\(modifier) } }".utf8)
                .write(to: folder.appendingPathComponent("V.swift"))
            var options = Self.options
            options.fonts = SwiftFontResolver(systemFont: FontReference.builtInBlinkMask)   // the loader finds Material Icons
            let bundle = try SceneBundle.load(swift: [folder], options: options)
            let image = try bundle.renderer().render(at: bundle.scene.reference).image
            var sum = 0
            for y in 0..<image.height { for x in 0..<image.width { sum += Int(image.pixel(x: x, y: y).a) } }
            return sum
        }
        let weights = try ["ultraLight", "light", "regular", "semibold", "black"].map { try ink($0 == "regular" ? "" : ".fontWeight(.\($0))") }
        #expect(zip(weights, weights.dropFirst()).allSatisfy { $0 < $1 }, "\(weights)")
        #expect(try ink(".fontWeight(.regular)") == weights[2])
    }

    /// Monochrome is what the one-layered stand-in draws; the other modes say what it lacks.
    @Test func eachRenderingModeSaysWhatTheOneLayeredStandInDraws() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("modes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func warnings(_ mode: String) throws -> [String] {
            try Data("struct V: View { var body: some View { Image(systemName: \"cloud.fill\").symbolRenderingMode(\(mode)).foregroundStyle(.blue, .gray) } }".utf8)
                .write(to: folder.appendingPathComponent("V.swift"))
            var options = Self.options
            options.fonts = SwiftFontResolver(systemFont: FontReference.builtInBlinkMask)
            return try SceneBundle.load(swift: [folder], options: options).warnings.filter { $0.contains("symbolRenderingMode") }
        }
        #expect(try warnings(".monochrome").isEmpty)
        #expect(try warnings(".hierarchical").first?.contains("draws the stand-in's one layer as the primary layer, in the foreground style") == true)
        #expect(try warnings(".palette").first?.contains("in the first style given") == true)
        #expect(try warnings(".multicolor").first?.contains("it has no colours of its own") == true)
        #expect { try warnings(".rainbow") } throws: { "\($0)".contains(".symbolRenderingMode takes .monochrome, .hierarchical, .palette or .multicolor") }
    }
}
