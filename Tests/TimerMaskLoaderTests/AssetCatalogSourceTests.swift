import Foundation
import Testing
import TimerMaskCodecs
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRaster
import TimerMaskSwift

/// `Image("name")` and `Color("name")` in a widget's source read the asset catalogue beside it,
/// as the app's bundle serves them: the file for the display scale and the colour for the appearance.
struct AssetCatalogSourceTests {
    static func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-source-\(UUID().uuidString)")
        func write(_ path: String, _ bytes: [UInt8]) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        try write("Widget/W.swift", Array("""
        struct V: View {
            var body: some View {
                ZStack { Color("Ink"); Image("dot").resizable().frame(width: 10, height: 10) }
            }
        }
        """.utf8))
        let ink = #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "71", "green": "97", "blue": "244", "alpha": "1.000"}}, "idiom": "universal"}, {"appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "srgb", "components": {"red": "0x10", "green": "0x10", "blue": "0x10", "alpha": "1.000"}}, "idiom": "universal"}]}"#
        try write("Widget/Assets.xcassets/Ink.colorset/Contents.json", Array(ink.utf8))
        try write("Widget/Assets.xcassets/dot.imageset/Contents.json", Array(#"{"images": [{"filename": "red.png", "idiom": "universal", "scale": "1x"}, {"filename": "blue.png", "idiom": "universal", "scale": "3x"}]}"#.utf8))
        try write("Widget/Assets.xcassets/dot.imageset/red.png", PNGCodec.encode(RGBAImage(width: 2, height: 2, filledWith: RGBA(r: 255, g: 0, b: 0, a: 255))))
        try write("Widget/Assets.xcassets/dot.imageset/blue.png", PNGCodec.encode(RGBAImage(width: 6, height: 6, filledWith: RGBA(r: 0, g: 0, b: 255, a: 255))))
        return root
    }

    func render(_ root: URL, scale: Double, scheme: ColorSchemeSetting) throws -> RGBAImage {
        let options = SwiftWidgetOptions(width: 30, height: 30, displayScale: scale, colorScheme: scheme)
        let bundle = try SceneBundle.load(swift: [root], options: options)
        return try bundle.renderer().render(at: SceneDefaults.reference).image
    }

    @Test func imagesAndColoursComeFromTheCatalogueByScaleAndAppearance() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let light3 = try render(root, scale: 3, scheme: .light)
        #expect(light3.pixel(x: 45, y: 45) == RGBA(r: 0, g: 0, b: 255, a: 255))      // the 3x file
        #expect(light3.pixel(x: 2, y: 2) == RGBA(r: 71, g: 97, b: 244, a: 255))      // the colour set, 8-bit notation
        let light1 = try render(root, scale: 1, scheme: .light)
        #expect(light1.pixel(x: 15, y: 15) == RGBA(r: 255, g: 0, b: 0, a: 255))      // the 1x file
        let dark = try render(root, scale: 3, scheme: .dark)
        #expect(dark.pixel(x: 2, y: 2) == RGBA(r: 16, g: 16, b: 16, a: 255))         // the dark appearance, hex notation
    }

    @Test func aMissingColourSetNamesTheCataloguesAndItsPlace() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent("Widget/W.swift")
        try Data("struct V: View {\n    var body: some View { Color(\"Nope\") }\n}\n".utf8).write(to: source)
        #expect(throws: (any Error).self) { try SceneBundle.load(swift: [root]) }
        do { _ = try SceneBundle.load(swift: [root]) } catch {
            #expect("\(error)".hasSuffix("W.swift:2:27: Color(\"Nope\"): no colour set named 'Nope' in Assets.xcassets"), "\(error)")
        }
    }
}
