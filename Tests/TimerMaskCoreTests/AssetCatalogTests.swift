import Foundation
import Testing
@testable import TimerMaskCore

/// Asset catalogues as Xcode writes them: colour sets in each notation and space, image sets
/// per scale and appearance, namespaces, and one sentence for what is missing or malformed.
struct AssetCatalogTests {
    /// A folder holding `files` (path → text), removed by the caller.
    static func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)").path
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        return root
    }

    static func colorSet(_ entries: String) -> String { #"{"colors": ["# + entries + #"], "info": {"author": "xcode", "version": 1}}"# }
    static func color(_ space: String, _ r: String, _ g: String, _ b: String, alpha: String = "\"1.000\"", dark: Bool = false) -> String {
        let appearance = dark ? #""appearances": [{"appearance": "luminosity", "value": "dark"}], "# : ""
        return #"{"# + appearance + #""color": {"color-space": ""# + space + #"", "components": {"red": "# + r + #", "green": "# + g + #", "blue": "# + b + #", "alpha": "# + alpha + #"}}, "idiom": "universal"}"#
    }

    @Test(arguments: [
        // Xcode's three notations of one colour, #4761F4: floats, 8-bit integers, hexadecimal.
        (color("srgb", "\"0.278\"", "\"0.380\"", "\"0.957\""), "#4761F4"),
        (color("srgb", "\"71\"", "\"97\"", "\"244\""), "#4761F4"),
        (color("srgb", "\"0x47\"", "\"0x61\"", "\"0xF4\""), "#4761F4"),
        // JSON numbers are fractions; a translucent alpha is kept.
        (color("srgb", "1", "0", "0.5", alpha: "0.5"), "#FF008080"),
        // Display P3's red lies outside sRGB and is clipped to sRGB's red; P3's greys are sRGB's.
        (color("display-p3", "\"1.000\"", "\"0.000\"", "\"0.000\""), "#FF0000"),
        (color("display-p3", "\"0.600\"", "\"0.600\"", "\"0.600\""), "#999999"),
        // A gamma-2.2 grey is the sRGB grey of the same light: 0.7 -> 0.456 linear -> 180.
        (#"{"color": {"color-space": "gray-gamma-22", "components": {"white": "0.700", "alpha": "1.000"}}, "idiom": "universal"}"#, "#B4B4B4"),
        (color("extended-linear-srgb", "\"0.200\"", "\"0.200\"", "\"0.200\""), "#7C7C7C"),
    ])
    func colourSetsInEveryNotationAndSpace(entry: String, expected: String) throws {
        let root = try Self.folder(["Assets.xcassets/Brand.colorset/Contents.json": Self.colorSet(entry)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalogs = try AssetCatalogs.find(under: root)
        #expect(try catalogs.color(named: "Brand", scheme: .light)?.description == expected)
    }

    @Test func aDisplayP3ColourInsideSRGBIsConvertedNotCopied() throws {
        // P3 (0.5, 0.8, 0.3): its sRGB values differ from its P3 numbers (red lower, green higher).
        let root = try Self.folder(["A.xcassets/C.colorset/Contents.json": Self.colorSet(Self.color("display-p3", "\"0.500\"", "\"0.800\"", "\"0.300\""))])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let c = try #require(try AssetCatalogs.find(under: root).color(named: "C", scheme: .light))
        // Linear P3 (0.2140, 0.6038, 0.0732) -> linear sRGB (0.1264, 0.6202, 0.0288) -> sRGB 8-bit (99.6, 206.4, 47.3).
        #expect(c.description == "#64CE2F")
    }

    @Test func darkAppearanceIsChosenUnderDarkAndAnyOtherwise() throws {
        let entries = Self.color("srgb", "\"255\"", "\"255\"", "\"255\"") + ", " + Self.color("srgb", "\"0\"", "\"0\"", "\"0\"", dark: true)
        let root = try Self.folder(["Assets.xcassets/Ink.colorset/Contents.json": Self.colorSet(entries)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalogs = try AssetCatalogs.find(under: root)
        #expect(try catalogs.color(named: "Ink", scheme: .light) == .white)
        #expect(try catalogs.color(named: "Ink", scheme: .dark) == .black)
    }

    @Test func aSystemColourReferenceFollowsTheScheme() throws {
        let entry = #"{"color": {"platform": "ios", "reference": "systemBlueColor"}, "idiom": "universal"}"#
        let root = try Self.folder(["Assets.xcassets/Tint.colorset/Contents.json": Self.colorSet(entry)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalogs = try AssetCatalogs.find(under: root)
        #expect(try catalogs.color(named: "Tint", scheme: .light)?.description == "#007AFF")
        #expect(try catalogs.color(named: "Tint", scheme: .dark)?.description == "#0A84FF")
    }

    static let scales = #"{"images": [{"filename": "a1.png", "idiom": "universal", "scale": "1x"}, {"filename": "a2.png", "idiom": "universal", "scale": "2x"}, {"idiom": "universal", "scale": "3x"}, {"filename": "d2.png", "idiom": "universal", "scale": "2x", "appearances": [{"appearance": "luminosity", "value": "dark"}]}, {"filename": "pad.png", "idiom": "ipad", "scale": "3x"}], "properties": {"template-rendering-intent": "template"}}"#

    @Test func imageSetsPickTheScaleAndAppearanceAsIOSDoes() throws {
        let root = try Self.folder(["App/Assets.xcassets/Logo.imageset/Contents.json": Self.scales])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalogs = try AssetCatalogs.find(under: root)
        func pick(_ scale: Int, _ scheme: ColorSchemeSetting) throws -> String {
            let image = try #require(try catalogs.image(named: "Logo", scale: scale, scheme: scheme))
            return "\((image.path as NSString).lastPathComponent)@\(image.scale)"
        }
        #expect(try pick(1, .light) == "a1.png@1")
        #expect(try pick(2, .light) == "a2.png@2")
        // No 3x file: the largest smaller one (the iPad's 3x is never an iPhone's).
        #expect(try pick(3, .light) == "a2.png@2")
        // Dark has only a 2x, which serves every scale under dark.
        #expect(try pick(1, .dark) == "d2.png@2")
        #expect(try catalogs.image(named: "Logo", scale: 2, scheme: .light)?.isTemplate == true)
    }

    @Test func namespacesPrefixNamesAndPlainGroupsDoNot() throws {
        let one = #"{"images": [{"filename": "s.png", "idiom": "universal"}]}"#
        let root = try Self.folder([
            "W/Assets.xcassets/Icons/Contents.json": #"{"properties": {"provides-namespace": true}}"#,
            "W/Assets.xcassets/Icons/star.imageset/Contents.json": one,
            "W/Assets.xcassets/Group/moon.imageset/Contents.json": one,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalogs = try AssetCatalogs.find(under: root)
        #expect(catalogs.names(.image) == ["Icons/star", "moon"])
        #expect(try catalogs.image(named: "star", scale: 3, scheme: .light) == nil)
        #expect(try catalogs.image(named: "Icons/star", scale: 3, scheme: .light)?.scale == 1)
    }

    @Test func buildProductsAndHiddenFoldersAreNotSearched() throws {
        let one = #"{"images": [{"filename": "s.png", "idiom": "universal"}]}"#
        let root = try Self.folder([
            ".build/x/Assets.xcassets/a.imageset/Contents.json": one,
            "DerivedData/Assets.xcassets/b.imageset/Contents.json": one,
            "Widget/Media.xcassets/c.imageset/Contents.json": one,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalogs = try AssetCatalogs.find(under: root)
        #expect(catalogs.catalogues == [root + "/Widget/Media.xcassets"])
        #expect(catalogs.names(.image) == ["c"])
    }

    @Test func missingAndMalformedAssetsAreOneSentenceNamingTheFile() throws {
        let root = try Self.folder([
            "A.xcassets/Bad.colorset/Contents.json": #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "300", "green": "0", "blue": "0"}}}]}"#,
            "A.xcassets/Odd.colorset/Contents.json": #"{"colors": [{"color": {"color-space": "cmyk", "components": {"red": "1", "green": "0", "blue": "0"}}}]}"#,
            "A.xcassets/Broken.colorset/Contents.json": #"{"colors": [}"#,
            "A.xcassets/Pdf.imageset/Contents.json": #"{"images": [{"filename": "p.pdf", "idiom": "universal"}]}"#,
            "A.xcassets/Escape.imageset/Contents.json": #"{"images": [{"filename": "../../secret.png", "idiom": "universal"}]}"#,
            "B.xcassets/Contents.json": #"{"info": {"version": 1}}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalogs = try AssetCatalogs.find(under: root)
        func message(_ body: () throws -> Any?) -> String {
            do { _ = try body(); return "no error" } catch { return "\(error)" }
        }
        #expect(catalogs.missing(.color, named: "Nope") == "no colour set named 'Nope' in A.xcassets, B.xcassets")
        #expect(message { try catalogs.color(named: "Bad", scheme: .light) } == "\(root)/A.xcassets/Bad.colorset/Contents.json: '300' is not a colour component (write 0.000…1.000, 0…255 or 0x00…0xFF)")
        #expect(message { try catalogs.color(named: "Odd", scheme: .light) }.hasSuffix("the colour space 'cmyk' is not one TimerMask knows (srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22, extended-gray)"))
        #expect(message { try catalogs.color(named: "Broken", scheme: .light) }.hasPrefix("\(root)/A.xcassets/Broken.colorset/Contents.json is not valid JSON"))
        #expect(message { try catalogs.image(named: "Pdf", scale: 3, scheme: .light) } == "\(root)/A.xcassets/Pdf.imageset/p.pdf: TimerMask cannot draw .pdf images (it draws PNG, JPEG, GIF and WebP)")
        #expect(message { try catalogs.image(named: "Escape", scale: 3, scheme: .light) }.hasSuffix("the file name '../../secret.png' leaves the image set"))
        #expect(try AssetCatalogs(catalogues: []).missing(.image, named: "x") == "no image named 'x': there is no asset catalogue (*.xcassets) in the folder")
    }

    @Test func deepFoldersAreRefusedAndLinksAreNotFollowed() throws {
        let deep = (0...AssetCatalogs.maximumDepth).map { "g\($0)" }.joined(separator: "/")
        let root = try Self.folder(["A.xcassets/\(deep)/x.imageset/Contents.json": #"{"images": []}"#,
                                    "B/L.xcassets/y.imageset/Contents.json": #"{"images": []}"#])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: AssetCatalogError("\(root)/A.xcassets: folders nest deeper than 24 levels; asset catalogues are not read that deep")) {
            try AssetCatalogs.find(under: root)
        }
        // A link back up would make the walk endless; links are not entered at all.
        try FileManager.default.removeItem(atPath: root + "/A.xcassets")
        try FileManager.default.createSymbolicLink(atPath: root + "/B/L.xcassets/loop", withDestinationPath: root + "/B")
        try FileManager.default.createSymbolicLink(atPath: root + "/B/up", withDestinationPath: root)
        let catalogs = try AssetCatalogs.find(under: root)
        #expect(catalogs.catalogues == [root + "/B/L.xcassets"])
        #expect(catalogs.names(.image) == ["y"])
    }

    /// The widget corpus's catalogues (written apart from this reader, in Xcode's own format):
    /// every colour and image set resolves in both appearances at every scale, to a file that is there.
    @Test func everyAssetOfTheWidgetCorpusResolves() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/WidgetCorpus").path
        let catalogs = try AssetCatalogs.find(under: corpus)
        #expect(catalogs.catalogues.count >= 10)
        var colours = 0, images = 0
        for scheme in ColorSchemeSetting.allCases {
            for name in catalogs.names(.color) {
                do { _ = try catalogs.color(named: name, scheme: scheme); colours += 1 } catch let error as AssetCatalogError {
                    #expect(error.description.hasSuffix("the colour set has no colour in it (Xcode makes AccentColor so until one is chosen)"), "\(error)")
                }
            }
            for name in catalogs.names(.image) {
                for scale in 1...3 {
                    let image = try #require(try catalogs.image(named: name, scale: scale, scheme: scheme))
                    #expect(FileManager.default.fileExists(atPath: image.path), "\(image.path)")
                    images += 1
                }
            }
        }
        #expect(colours > 20 && images > 20)
    }
}
