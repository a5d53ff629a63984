import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskSwift

/// San Francisco's weights, designs and text styles drawn in their stand-ins (Inter below 20 pt,
/// Inter Display from 20 pt, DejaVu Sans Mono and Serif), as `SystemFontStyle` documents.
struct FontStyleTests {
    /// The font file of the first text `body` shows, and the warnings.
    func font(_ body: String) throws -> (file: String, warnings: [String]) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("W.swift")
        try Data("struct V: View {\n    var body: some View {\n        \(body)\n    }\n}\n".utf8).write(to: file)
        let bundle = try SceneBundle.load(swift: [file], options: ConstructTests.options)
        return (URL(fileURLWithPath: bundle.scene.allTexts[0].text.font).lastPathComponent, bundle.warnings)
    }

    @Test func weightsAndTextStylesPickTheirFaceAndCut() throws {
        #expect(try font(#"Text("a").font(.system(size: 12, weight: .semibold))"#).file == "Inter-SemiBold.otf")
        #expect(try font(#"Text("a").font(.system(size: 24, weight: .semibold))"#).file == "InterDisplay-SemiBold.otf")
        // Apple's text styles at the Large size: headline is semibold 17 pt, title regular 28 pt.
        #expect(try font(#"Text("a").font(.headline)"#).file == "Inter-SemiBold.otf")
        #expect(try font(#"Text("a").font(.title)"#).file == "InterDisplay-Regular.otf")
        #expect(try font(#"Text("a").font(.caption.weight(.heavy))"#).file == "Inter-ExtraBold.otf")
        // On the text, or on a view around it (the environment), the same.
        #expect(try font(#"Text("a").bold()"#).file == "Inter-Bold.otf")
        #expect(try font(#"VStack { Text("a") }.fontWeight(.light).italic()"#).file == "Inter-LightItalic.otf")
        #expect(try font(#"Text("a").font(.system(size: 30)).fontWeight(.black)"#).file == "InterDisplay-Black.otf")
    }

    @Test func designsAreDrawnInTheirStandInsAndRoundedIsWarned() throws {
        #expect(try font(#"Text("a").font(.system(size: 12, design: .monospaced))"#).file == "DejaVuSansMono.ttf")
        #expect(try font(#"Text("a").font(.system(.body, design: .serif))"#).file == "DejaVuSerif.ttf")
        let rounded = try font(#"Text("a").font(.system(size: 12, design: .rounded))"#)
        #expect(rounded.file == "Inter-Regular.otf" && rounded.warnings.contains { $0.contains(".rounded design is drawn in Inter") })
        // A weight on a custom font is drawn as the file named, with a warning.
        let custom = try font(#"Text("12").font(.custom("BlinkMask", size: 10)).bold()"#)
        #expect(custom.warnings.contains { $0.contains("a weight or slant on a custom font is not drawn") })
    }
}

extension FontStyleTests {
    @Test func theDynamicTypeSizeScalesTheTextStylesByApplesTable() throws {
        func size(_ body: String, _ dynamicType: DynamicTypeSize) throws -> Double {
            var options = ConstructTests.options
            options.dynamicTypeSize = dynamicType
            options.fonts = SwiftFontResolver(systemFont: FontReference.builtInBlinkMask)
            let root = try SwiftWidgetSource.parse("struct V: View {\n    var body: some View {\n        \(body)\n    }\n}").scene(options).root
            guard case .text(let text) = root.content else { Issue.record("\(root)"); return 0 }
            return text.size
        }
        #expect(try size(#"Text("a").font(.body)"#, .large) == 17)
        #expect(try size(#"Text("a").font(.body)"#, .xSmall) == 14)
        #expect(try size(#"Text("a").font(.caption2)"#, .accessibility5) == 40)
        #expect(try size(#"Text("a").font(.largeTitle)"#, .xxxLarge) == 40)
        // A text with no font is body; a fixed size does not scale.
        #expect(try size(#"Text("a")"#, .xLarge) == 19)
        #expect(try size(#"Text("a").font(.system(size: 12))"#, .accessibility3) == 12)
        #expect(DynamicTypeSize.allCases.allSatisfy { $0.sizes.count == SystemFontStyle.textStyleNames.count })
    }
}
