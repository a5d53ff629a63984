import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRender
import TimerMaskSwift

/// `.redacted(reason: .placeholder)`: texts drawn as SwiftUI's placeholder bars, as WidgetKit
/// shows a widget's placeholder before its first timeline.
struct RedactionTests {
    static let options = SwiftWidgetOptions(width: 170, height: 170, displayScale: 1, fonts: SwiftFontResolver(systemFont: FontReference.builtInBlinkMask))

    func texts(_ body: String) throws -> [TextContent] {
        try SwiftWidgetSource.parse("struct V: View {\n    var body: some View {\n        \(body)\n    }\n}").scene(Self.options).allTexts.map(\.text)
    }

    @Test func aPlaceholderReasonDrawsTextsAsBarsAndUnredactedKeepsThem() throws {
        #expect(try texts(#"VStack { Text("a"); Text("b").unredacted() }.redacted(reason: .placeholder)"#).map(\.redacted) == [true, false])
        #expect(try texts(#"Text("a").redacted(reason: [])"#).map(\.redacted) == [false])
        // Drawn: a bar of the text's colour at 20% opacity where the line is, nothing outside it.
        let text = TextContent(runs: [.literal("1234")], font: FontReference.builtInBlinkMask, size: 40, color: .fixed(.black), redacted: true)
        let scene = WidgetScene(width: 200, height: 100, displayScale: 1, reference: SceneDefaults.reference, root: SceneNode(.text(text)))
        let image = try SceneRenderer(scene: scene, images: ImageLibrary()).render(at: scene.reference).image
        #expect(image.pixel(x: 100, y: 50).a == 51)
        #expect(image.pixel(x: 1, y: 1).a == 0)
        #expect(try SceneFile.decode(SceneFile.encode(scene), source: "r.json") == scene)
    }
}
