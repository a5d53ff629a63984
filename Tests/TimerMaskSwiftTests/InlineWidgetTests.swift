import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
@testable import TimerMaskSwift

/// The accessoryInline family: the view's first image and first text on one line.
struct InlineWidgetTests {
    @Test func theHIGsInlineSizesAreTheFamilysSizes() throws {
        #expect(WidgetSizes.screen(device: "iPhone 15 Pro Max")?.size(.accessoryInline).map { [$0.width, $0.height] } == [257, 26])
        #expect(WidgetSizes.screen(device: "iPhone 15")?.size(.accessoryInline).map { [$0.width, $0.height] } == [234, 26])
        #expect(WidgetSizes.screen(device: "iPhone SE (3rd generation)")?.size(.accessoryInline).map { [$0.width, $0.height] } == [225, 26])
    }

    @Test func onlyTheFirstImageAndTextAreShownInTheSystemFont() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
        struct Provider: TimelineProvider {}
        struct V: View {
            var body: some View {
                VStack { Image(systemName: "star"); Text("Next: Standup").font(.largeTitle).foregroundColor(.red); Text("not shown"); Color.blue }
            }
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "w", provider: Provider()) { _ in V() }.supportedFamilies([.accessoryInline])
            }
        }
        """.utf8).write(to: folder.appendingPathComponent("W.swift"))
        var options = ConstructTests.options
        options.family = .accessoryInline
        (options.width, options.height) = (257, 26)
        let bundle = try SceneBundle.load(swift: [folder.appendingPathComponent("W.swift")], options: options)
        let texts = bundle.scene.allTexts.map(\.text)
        #expect(texts.count == 2, "\(texts)")
        #expect(texts.last?.runs == [.literal("Next: Standup")] && texts.last?.size == 17 && texts.last?.lineLimit == 1 && texts.last?.color == .system("primary"))
        #expect(texts.first?.size == 17, "the symbol at the text's size")
        #expect(bundle.scene.root.modifiers.contains(.widgetRendering(.vibrant, AccentedColors())))
        #expect(bundle.warnings.contains { $0.contains("accessoryInline shows the view's first image and first text") })
        let image = try bundle.renderer().render(at: bundle.scene.reference).image
        #expect(image.width == 257 && image.height == 26)
    }
}
