import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskSwift

/// The constructs real widgets use beyond the first set: each alone, against the scene a scene
/// file would hold for it.
struct MoreConstructTests {
    static let options = ConstructTests.options

    func scene(_ source: String, _ options: SwiftWidgetOptions = MoreConstructTests.options) throws -> SceneNode {
        try SwiftWidgetSource.parse(source).scene(options).root
    }

    func error(_ source: String, _ options: SwiftWidgetOptions = MoreConstructTests.options) -> SwiftImportError? {
        do { _ = try SwiftWidgetSource.parse(source).scene(options); return nil } catch let e as SwiftImportError { return e } catch { return nil }
    }

    static func text(_ s: String) -> SceneNode {
        SceneNode(.text(TextContent(runs: [.literal(s)], font: "builtin:BlinkMask", size: 10, color: .system("primary"))))
    }

    @Test func forEachOverEnumeratedIndicesAndKeyPathIDs() throws {
        let expected = SceneNode(.vStack(alignment: .center, spacing: nil, children: [Self.text("0a"), Self.text("1b")]))
        for loop in ["ForEach(Array(names.enumerated()), id: \\.offset) { i, name in Text(\"\\(i)\\(name)\") }",
                     "ForEach(Array(names.enumerated()), id: \\.element) { pair in Text(\"\\(pair.offset)\\(pair.element)\") }",
                     "ForEach(names.indices, id: \\.self) { i in Text(\"\\(i)\\(names[i])\") }",
                     "ForEach(items, id: \\.name) { item in Text(\"\\(item.rank)\\(item.name)\") }"] {
            let root = try scene("""
            struct Item { let rank: Int; let name: String }
            struct V: View {
                let names = ["a", "b"]
                let items = [Item(rank: 0, name: "a"), Item(rank: 1, name: "b")]
                var body: some View {
                    VStack { \(loop) }.font(.custom("BlinkMask", size: 10))
                }
            }
            """)
            #expect(root == expected, "\(loop)")
        }
    }

    @Test func tupleDestructuringInLetAndFor() throws {
        let root = try scene("""
        struct V: View {
            var body: some View {
                let (w, h) = (30.0, 20.0)
                var total = 0
                for (i, k) in [5, 7].enumerated() { total += i * k }
                return Color.red.frame(width: w + Double(total), height: h)
            }
        }
        """)
        #expect(root == SceneNode(.color(.system("red")), [.frame(width: SceneLength(37), height: SceneLength(20), alignment: .center)]))
        let e = try #require(error("struct V: View { var body: some View { let (a, b) = (1, 2, 3); return Color.red } }"))
        #expect(e.kind == .runtime)
        #expect(e.description.contains("has 2 names for 3 values"), "\(e)")
    }

    @Test func localFunctionsCaptureTheirScopeAndSelf() throws {
        let root = try scene("""
        struct V: View {
            let side: Double = 10
            var body: some View {
                let extra = 4.0
                func square(_ k: Double, inset: Double = 1) -> some View {
                    Color.blue.frame(width: side * k + extra - inset, height: side * k + extra - inset)
                }
                return square(2)
            }
        }
        """)
        #expect(root == SceneNode(.color(.system("blue")), [.frame(width: SceneLength(23), height: SceneLength(23), alignment: .center)]))
    }

    @Test func environmentReadsTheWidgetFamilyAndALightAppearance() throws {
        let source = """
        struct V: View {
            @Environment(\\.widgetFamily) var family
            @Environment(\\.colorScheme) private var scheme
            var body: some View {
                switch family {
                case .systemSmall: scheme == .dark ? Color.black : Color.red
                default: Color.green
                }
            }
        }
        """
        #expect(try scene(source) == SceneNode(.color(.system("red"))))
        var medium = Self.options
        medium.family = .systemMedium
        #expect(try scene(source, medium) == SceneNode(.color(.system("green"))))
        var dark = Self.options
        dark.colorScheme = .dark
        let darkRoot = try scene(source, dark)
        #expect(darkRoot == SceneNode(.color(.fixed(SceneColor(r: 0, g: 0, b: 0, a: 255)))), "\(darkRoot)")
        let e = try #require(error("struct V: View { @Environment(\\.openURL) var openURL\n var body: some View { Color.red } }"))
        #expect(e.kind == .unsupported)
        #expect(e.description.contains("the environment value \\.openURL"), "\(e)")
    }

    @Test func strokeBorderStrokesTheShapeInsetByHalfTheLineWidth() throws {
        let root = try scene("struct V: View { var body: some View { RoundedRectangle(cornerRadius: 8).strokeBorder(Color.red, lineWidth: 4) } }")
        #expect(root == SceneNode(.shape(.roundedRectangle(cornerRadius: SceneLength(6)), .stroke(.system("red"), StrokeSettings(lineWidth: SceneLength(4)))),
                                  [.padding(edges: .all, length: SceneLength(2))]))
        let circle = try scene("struct V: View { var body: some View { Circle().strokeBorder(.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round)) } }")
        #expect(circle == SceneNode(.shape(.circle, .stroke(.system("blue"), StrokeSettings(lineWidth: SceneLength(6), lineCap: .round))),
                                    [.padding(edges: .all, length: SceneLength(3))]))
        let e = try #require(error("""
        struct Tri: Shape { func path(in rect: CGRect) -> Path { Path() } }
        struct V: View { var body: some View { Tri().strokeBorder(Color.red, lineWidth: 2) } }
        """))
        #expect(e.kind == .unsupported)
        #expect(e.description.contains("strokeBorder on the custom Shape Tri"), "\(e)")
    }

    @Test func clipShapeWithACustomShapeClipsToItsPathInTheClippedFrame() throws {
        let root = try scene("""
        struct Half: Shape {
            func path(in rect: CGRect) -> Path {
                var p = Path()
                p.addRect(CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height))
                return p
            }
        }
        struct V: View { var body: some View { Color.red.frame(width: 40, height: 30).clipShape(Half()) } }
        """)
        guard case .clipShape(.path(let elements)) = root.modifiers.last else {
            Issue.record("no path clip: \(root.modifiers)")
            return
        }
        // The path was built for the 40 × 30 frame the clip applies to.
        #expect(elements.contains(.line(to: ScenePoint(20, 0))) || elements.contains(.line(to: ScenePoint(20, 30))), "\(elements)")
        #expect(root.modifiers.first == .frame(width: SceneLength(40), height: SceneLength(30), alignment: .center))
    }

    /// Without the font SF Symbols are drawn in, a symbol is refused at its place, naming the package.
    @Test func aSymbolWithoutItsStandInFontIsRefusedWithItsPlace() throws {
        let e = try #require(error("struct V: View {\n    var body: some View { Image(systemName: \"star\") }\n}"))
        #expect(e.kind == .unknownFont)
        #expect(e.description.hasPrefix("Widget.swift:2:27: Image(systemName: \"star\")"), "\(e)")
        #expect(e.description.contains("install fonts-material-design-icons-iconfont"))
    }

    @Test func aNegativeLaunchSkewIsRefused() throws {
        var options = Self.options
        options.launchSkew = Rational(-1, 1000)
        let e = try #require(error("struct V: View { var body: some View { Color.red } }", options))
        #expect(e.kind == .badOption)
        #expect(e.description.contains("negative"))
    }
}

/// The widget-size table against Apple's published rows (docs: SwiftSources.md).
struct WidgetSizesTests {
    @Test func publishedRowsAndTheirDevices() throws {
        let max = try #require(WidgetSizes.screen(device: "iPhone 16 Pro Max"))
        #expect(max.size(.systemSmall)! == (170, 170) && max.size(.systemMedium)! == (364, 170) && max.size(.systemLarge)! == (364, 382))
        #expect(max.size(.accessoryCircular)! == (76, 76) && max.size(.accessoryRectangular)! == (172, 76))
        let plus8 = try #require(WidgetSizes.screen(device: "iphone 8 plus"))
        #expect(plus8.size(.systemSmall)! == (159, 159) && plus8.size(.systemMedium)! == (348, 157) && plus8.size(.systemLarge)! == (348, 357))
        #expect(plus8.size(.accessoryRectangular)! == (170, 76))
        let se = try #require(WidgetSizes.screen(device: "iPhone SE (3rd generation)"))
        #expect(se.size(.systemSmall)! == (148, 148) && se.size(.accessoryCircular)! == (68, 68) && se.size(.accessoryRectangular)! == (153, 68))
        #expect(WidgetSizes.screen(device: WidgetSizes.defaultDevice)!.size(.systemSmall)! == (170, 170))
        #expect(WidgetSizes.screen(device: "Pixel 9") == nil)
        // Each device is named once.
        #expect(Set(WidgetSizes.deviceNames.map { $0.lowercased() }).count == WidgetSizes.deviceNames.count)
    }
}
