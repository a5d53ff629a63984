import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRaster
import TimerMaskRender
import TimerMaskSwift

/// One layout engine: the same layout given as a scene file and as Swift source draws the same
/// pixels, so what a GeometryReader or a custom shape reads in Swift is what the renderer lays
/// out. Each case is SwiftUI's documented behaviour of a layout construct; the scene file says
/// with lengths (`geo.width`, a path's `width`) what the Swift source computes from the size.
struct OneLayoutTests {
    /// A 100 × 60 pt widget at @2x.
    static let options = SwiftWidgetOptions(width: 100, height: 60, displayScale: 2)

    func swiftPixels(_ body: String, declarations: String = "") throws -> RGBAImage {
        let source = try SwiftWidgetSource.parse("\(declarations)\nstruct V: View {\n    var body: some View {\n\(body)\n    }\n}\n")
        let scene = try source.scene(Self.options)
        return try SceneBundle.load(scene: scene).renderer().render(at: scene.reference).image
    }

    func scenePixels(_ root: String) throws -> RGBAImage {
        let json = #"{"format": 2, "width": 100, "height": 60, "displayScale": 2, "reference": "\#(SceneDefaults.referenceText)", "root": \#(root)}"#
        let scene = try SceneFile.decode(Data(json.utf8), source: "layout.json")
        return try SceneBundle.load(scene: scene).renderer().render(at: scene.reference).image
    }

    /// Both inputs' pictures, required equal and not blank.
    @discardableResult
    func expectSamePixels(_ swift: String, _ json: String, declarations: String = "",
                          sourceLocation: SourceLocation = #_sourceLocation) throws -> RGBAImage {
        let a = try swiftPixels(swift, declarations: declarations)
        let b = try scenePixels(json)
        // Compared apart from the expectation, which would print every pixel of both.
        let same = a == b, blank = a == RGBAImage(width: a.width, height: a.height)
        #expect(same, "the Swift source and the scene file draw different pixels", sourceLocation: sourceLocation)
        #expect(!blank, "nothing was drawn", sourceLocation: sourceLocation)
        return a
    }

    /// The pixel at (`x`, `y`) in points, at the picture's @2x.
    func pixel(_ image: RGBAImage, _ x: Double, _ y: Double) -> RGBA { image.pixel(x: Int(x * 2), y: Int(y * 2)) }

    static let black = RGBA(r: 0, g: 0, b: 0, a: 255)
    static let white = RGBA(r: 255, g: 255, b: 255, a: 255)

    // MARK: - frame

    @Test func aFixedFramePlacesItsChildByItsAlignment() throws {
        let image = try expectSamePixels("""
            Color.black.frame(width: 30, height: 20).frame(width: 80, height: 50, alignment: .bottomTrailing).background(Color.white)
            """, """
            {"type": "color", "color": "black", "modifiers": [{"frame": {"width": 30, "height": 20}},
              {"frame": {"width": 80, "height": 50, "alignment": "bottomTrailing"}}, {"background": "white"}]}
            """)
        // The 80 × 50 frame is centred (x 10…90, y 5…55); the child sits in its bottom-trailing corner.
        #expect(pixel(image, 85, 50) == Self.black)
        #expect(pixel(image, 55, 50) == Self.white)
        #expect(pixel(image, 85, 30) == Self.white)
    }

    /// Apple: with only a minimum, a frame offered less than its child takes the offer, clamped
    /// to the minimum; so a 100 pt child in `.frame(minWidth: 10)` offered 50 pt gives a 50 pt
    /// frame, and the GeometryReader and the shape laid over it are 50 pt wide (not 100).
    @Test func aMinimumWidthFrameOfferedLessThanItsChildTakesTheOffer() throws {
        let image = try expectSamePixels("""
            Color.white.frame(width: 100, height: 20)
                .frame(minWidth: 10)
                .overlay(GeometryReader { geo in Color.black.frame(width: geo.size.width, height: 5) })
                .overlay(Stripe())
                .frame(width: 50, height: 20)
            """, """
            {"type": "color", "color": "white", "modifiers": [{"frame": {"width": 100, "height": 20}},
              {"frame": {"minWidth": 10}},
              {"overlay": {"type": "geometryReader", "children": [
                {"type": "color", "color": "black", "modifiers": [{"frame": {"width": "geo.width", "height": 5}}]}]}},
              {"overlay": {"type": "path", "fill": "black", "elements": [{"move": [0, "height - 2"]}, {"line": ["width", "height - 2"]},
                {"line": ["width", "height"]}, {"line": [0, "height"]}, {"close": true}]}},
              {"frame": {"width": 50, "height": 20}}]}
            """, declarations: """
            struct Stripe: Shape {
                func path(in rect: CGRect) -> Path {
                    var p = Path()
                    p.addRect(CGRect(x: 0, y: rect.height - 2, width: rect.width, height: 2))
                    return p
                }
            }
            """)
        // The frames are centred: x 25…75, y 20…40. The bar and the stripe span the 50 pt frame only.
        #expect(pixel(image, 26, 21) == Self.black)
        #expect(pixel(image, 74, 21) == Self.black)
        #expect(pixel(image, 80, 21) == Self.white)
        #expect(pixel(image, 74, 39) == Self.black)
        #expect(pixel(image, 80, 39) == Self.white)
    }

    @Test func aMaximumWidthOfInfinityFillsTheOfferAndAlignsItsChild() throws {
        try expectSamePixels("""
            Color.black.frame(width: 20, height: 20).frame(maxWidth: .infinity, alignment: .leading).background(Color.red)
            """, """
            {"type": "color", "color": "black", "modifiers": [{"frame": {"width": 20, "height": 20}},
              {"frame": {"maxWidth": "infinity", "alignment": "leading"}}, {"background": "red"}]}
            """)
    }

    @Test func minimumsAndMaximumsClampTheOffer() throws {
        try expectSamePixels("""
            VStack(spacing: 0) {
                Color.red.frame(minWidth: 30, maxWidth: 60, minHeight: 10, maxHeight: 20)
                Color.blue.frame(minWidth: 120, maxHeight: 5)
                Color.green.frame(width: 10, height: 10).frame(minWidth: 40, maxWidth: 70).background(Color.black)
            }
            """, """
            {"type": "vstack", "spacing": 0, "children": [
              {"type": "color", "color": "red", "modifiers": [{"frame": {"minWidth": 30, "maxWidth": 60, "minHeight": 10, "maxHeight": 20}}]},
              {"type": "color", "color": "blue", "modifiers": [{"frame": {"minWidth": 120, "maxHeight": 5}}]},
              {"type": "color", "color": "green", "modifiers": [{"frame": {"width": 10, "height": 10}},
                {"frame": {"minWidth": 40, "maxWidth": 70}}, {"background": "black"}]}]}
            """)
    }

    // MARK: - Stacks, padding, spacers

    @Test func stacksSpaceTheirChildrenEightPointsAndPaddingIsSixteen() throws {
        try expectSamePixels("""
            HStack(alignment: .top) {
                VStack(alignment: .leading) {
                    Color.red.frame(width: 20, height: 10)
                    Color.blue.frame(width: 10, height: 10)
                }
                Color.green.frame(width: 10, height: 5)
            }
            .padding()
            .background(Color.black)
            """, """
            {"type": "hstack", "alignment": "top", "children": [
              {"type": "vstack", "alignment": "leading", "children": [
                {"type": "color", "color": "red", "modifiers": [{"frame": {"width": 20, "height": 10}}]},
                {"type": "color", "color": "blue", "modifiers": [{"frame": {"width": 10, "height": 10}}]}]},
              {"type": "color", "color": "green", "modifiers": [{"frame": {"width": 10, "height": 5}}]}],
             "modifiers": [{"padding": true}, {"background": "black"}]}
            """)
    }

    @Test func spacersTakeWhatIsLeftButNeverLessThanTheirMinimum() throws {
        try expectSamePixels("""
            VStack(spacing: 0) {
                HStack {
                    Color.red.frame(width: 30)
                    Spacer()
                    Color.blue.frame(width: 30)
                }
                HStack(spacing: 0) {
                    Color.red
                    Spacer(minLength: 40)
                    Color.blue
                }
                HStack(spacing: 0) {
                    Color.green.frame(width: 90)
                    Spacer()
                    Color.blue.frame(width: 30)
                }
            }
            """, """
            {"type": "vstack", "spacing": 0, "children": [
              {"type": "hstack", "children": [
                {"type": "color", "color": "red", "modifiers": [{"frame": {"width": 30}}]},
                {"type": "spacer"},
                {"type": "color", "color": "blue", "modifiers": [{"frame": {"width": 30}}]}]},
              {"type": "hstack", "spacing": 0, "children": [
                {"type": "color", "color": "red"}, {"type": "spacer", "minLength": 40}, {"type": "color", "color": "blue"}]},
              {"type": "hstack", "spacing": 0, "children": [
                {"type": "color", "color": "green", "modifiers": [{"frame": {"width": 90}}]},
                {"type": "spacer"},
                {"type": "color", "color": "blue", "modifiers": [{"frame": {"width": 30}}]}]}]}
            """)
    }

    // MARK: - Overlay and background

    @Test func overlaysAndBackgroundsAreOfferedTheSizeOfTheViewTheyModify() throws {
        try expectSamePixels("""
            Color.red.frame(width: 40, height: 30)
                .overlay(Color.blue.frame(width: 10, height: 10), alignment: .topTrailing)
                .background(Color.green.frame(width: 80, height: 50))
                .overlay(Color.black.frame(maxWidth: 5), alignment: .leading)
            """, """
            {"type": "color", "color": "red", "modifiers": [{"frame": {"width": 40, "height": 30}},
              {"overlay": {"type": "color", "color": "blue", "modifiers": [{"frame": {"width": 10, "height": 10}}]}, "alignment": "topTrailing"},
              {"background": {"type": "color", "color": "green", "modifiers": [{"frame": {"width": 80, "height": 50}}]}},
              {"overlay": {"type": "color", "color": "black", "modifiers": [{"frame": {"maxWidth": 5}}]}, "alignment": "leading"}]}
            """)
    }

    // MARK: - GeometryReader

    @Test func aGeometryReadersSizeReachesTheShapesAndTextsInside() throws {
        let image = try expectSamePixels("""
            GeometryReader { geo in
                VStack(alignment: .leading, spacing: 0) {
                    Rectangle().fill(Color.black).frame(width: geo.size.width / 2, height: geo.size.height / 4)
                    Text("\\(Int(geo.size.width))×\\(Int(geo.size.height))").font(.custom("BlinkMask", size: 12))
                }
            }
            .padding(10)
            """, """
            {"type": "geometryReader", "modifiers": [{"padding": 10}], "children": [
              {"type": "vstack", "alignment": "leading", "spacing": 0, "children": [
                {"type": "rectangle", "fill": "black", "modifiers": [{"frame": {"width": "geo.width * 0.5", "height": "geo.height * 0.25"}}]},
                {"type": "text", "font": "builtin:BlinkMask", "size": 12, "runs": [{"text": "80×40"}]}]}]}
            """)
        // The reader is the widget less 10 pt a side: 80 × 40 from (10, 10); the rectangle its top-left 40 × 10.
        #expect(pixel(image, 11, 11) == Self.black)
        #expect(pixel(image, 49, 19) == Self.black)
        #expect(pixel(image, 51, 11) != Self.black)
    }

    /// A GeometryReader sized by a stack's layout, once refused by the importer.
    @Test func aGeometryReaderInAStackReadsTheShareTheStackGivesIt() throws {
        try expectSamePixels("""
            HStack(spacing: 0) {
                Color.black.frame(width: 30)
                GeometryReader { geo in
                    Color.red.frame(width: geo.size.width / 2, height: geo.size.height / 2)
                }
                Text("00").font(.custom("BlinkMask", size: 20))
            }
            """, """
            {"type": "hstack", "spacing": 0, "children": [
              {"type": "color", "color": "black", "modifiers": [{"frame": {"width": 30}}]},
              {"type": "geometryReader", "children": [
                {"type": "color", "color": "red", "modifiers": [{"frame": {"width": "geo.width * 0.5", "height": "geo.height * 0.5"}}]}]},
              {"type": "text", "font": "builtin:BlinkMask", "size": 20, "runs": [{"text": "00"}]}]}
            """)
    }

    @Test func nestedGeometryReadersEachReadTheirOwnSize() throws {
        try expectSamePixels("""
            GeometryReader { outer in
                VStack(spacing: 0) {
                    Color.blue.frame(height: outer.size.height / 3)
                    GeometryReader { inner in
                        Text("\\(Int(inner.size.width)) \\(Int(inner.size.height))").font(.custom("BlinkMask", size: 10))
                    }
                }
            }
            """, """
            {"type": "geometryReader", "children": [
              {"type": "vstack", "spacing": 0, "children": [
                {"type": "color", "color": "blue", "modifiers": [{"frame": {"height": "geo.height / 3"}}]},
                {"type": "geometryReader", "children": [
                  {"type": "text", "font": "builtin:BlinkMask", "size": 10, "runs": [{"text": "100 40"}]}]}]}]}
            """)
    }

    // MARK: - Custom shapes

    static let diamond = """
        struct Diamond: Shape {
            func path(in rect: CGRect) -> Path {
                var p = Path()
                p.move(to: CGPoint(x: rect.midX, y: 0))
                p.addLine(to: CGPoint(x: rect.width, y: rect.midY))
                p.addLine(to: CGPoint(x: rect.midX, y: rect.height))
                p.addLine(to: CGPoint(x: 0, y: rect.midY))
                p.closeSubpath()
                return p
            }
        }
        """
    static let diamondElements = #"[{"move": ["midX", 0]}, {"line": ["width", "midY"]}, {"line": ["midX", "height"]}, {"line": [0, "midY"]}, {"close": true}]"#

    /// A custom shape and a custom clip shape on views sized by a stack's layout, once refused
    /// by the importer ("give it a .frame").
    @Test func customShapesInAStackAreBuiltForTheSizeTheStackGivesThem() throws {
        try expectSamePixels("""
            HStack {
                Diamond().fill(Color.red)
                Color.blue.clipShape(Diamond())
                Color.green.frame(width: 20)
            }
            """, """
            {"type": "hstack", "children": [
              {"type": "path", "fill": "red", "elements": \(Self.diamondElements)},
              {"type": "color", "color": "blue", "modifiers": [{"clipShape": {"type": "path", "elements": \(Self.diamondElements)}}]},
              {"type": "color", "color": "green", "modifiers": [{"frame": {"width": 20}}]}]}
            """, declarations: Self.diamond)
    }

    // MARK: - What a hole holds

    /// A GeometryReader's content and a shape's path run after layout, and their errors still
    /// name the file, line and column they are written at, in whichever file that is.
    @Test func anErrorInsideAReaderOrAPathNamesItsFileLineAndColumn() throws {
        let shape = "struct Bad: Shape {\n    func path(in rect: CGRect) -> Path {\n        let sides = [1]\n        return Path(CGRect(x: 0, y: 0, width: rect.width * Double(sides[3]), height: 1))\n    }\n}\n"
        let view = "struct V: View {\n    var body: some View {\n        HStack { Color.red; Bad() }\n    }\n}\n"
        let inShape = try #require(throwing(try SwiftWidgetSource.parse([("Widget.swift", view), ("Shapes.swift", shape)]).scene(Self.options)))
        #expect(inShape.kind == .runtime)
        #expect(inShape.description.hasPrefix("Shapes.swift:4:"), "\(inShape)")
        let reader = "struct V: View {\n    var body: some View {\n        HStack {\n            GeometryReader { geo in\n                Color.red.frame(width: [geo.size.width][2])\n            }\n        }\n    }\n}\n"
        let inReader = try #require(throwing(try SwiftWidgetSource.parse(reader).scene(Self.options)))
        #expect(inReader.kind == .runtime)
        #expect(inReader.description.hasPrefix("Widget.swift:5:"), "\(inReader)")
    }

    func throwing(_ body: @autoclosure () throws -> WidgetScene) -> SwiftImportError? {
        do { _ = try body(); return nil } catch { return error as? SwiftImportError }
    }

    /// `swift-check` reaches into a reader laid out by a stack and lists what it holds.
    @Test func swiftCheckListsAProblemInsideAReaderInAStack() throws {
        let source = try SwiftWidgetSource.parse("struct V: View {\n    var body: some View {\n        HStack {\n            GeometryReader { geo in\n                Map()\n            }\n        }\n    }\n}\n")
        let report = source.check(Self.options)
        #expect(report.stopped == nil, "\(String(describing: report.stopped))")
        #expect(report.problems.map(\.description).contains { $0.hasPrefix("Widget.swift:5:") && $0.contains("Map(") }, "\(report.problems)")
    }

    /// The scene written for a source is whole: every reader holds its content and every
    /// custom path its elements, however deep readers nest.
    @Test func theSceneOfASourceHasNoHolesLeft() throws {
        let source = try SwiftWidgetSource.parse(Self.diamond + "\n" + """
            struct V: View {
                var body: some View {
                    HStack {
                        GeometryReader { a in
                            VStack {
                                GeometryReader { b in
                                    Diamond().frame(width: b.size.width / 2).clipShape(Diamond())
                                }
                                Color.red.frame(height: a.size.height / 4)
                            }
                        }
                        Color.blue.clipShape(Diamond())
                    }
                }
            }
            """)
        let scene = try source.scene(Self.options)
        var readers = 0, paths = 0
        scene.root.walk { node, path in
            if case .geometryReader(let children) = node.content {
                readers += 1
                #expect(!children.isEmpty, "\(path) is an empty reader")
            }
            if case .shape(.path(let elements), _) = node.content {
                paths += 1
                #expect(!elements.isEmpty, "\(path) has an empty path")
            }
            for case .clipShape(.path(let elements)) in node.modifiers {
                paths += 1
                #expect(!elements.isEmpty, "\(path) clips to an empty path")
            }
        }
        #expect(readers == 2)
        #expect(paths == 3)
    }

    /// With a timeline, the sizes are those of the entry on screen at the entry's date: a text
    /// reading an entry value takes its width beside the reader, as in the picture.
    @Test func withATimelineTheReaderIsLaidOutAsTheEntryShows() throws {
        let timeline = #"{"entries": [{"date": "\#(SceneDefaults.referenceText)", "values": {"prefix": "0000"}}]}"#
        var options = Self.options
        options.lets = ["entry.prefix": .entryValue("prefix")]
        options.timeline = try SceneFile.decodeTimeline(Data(timeline.utf8), source: "timeline.json")
        let source = try SwiftWidgetSource.parse("""
            struct V: View {
                var entry: E
                var body: some View {
                    HStack(spacing: 0) {
                        Text(entry.prefix).font(.custom("BlinkMask", size: 20))
                        GeometryReader { geo in Color.red.frame(width: geo.size.width / 2) }
                    }
                }
            }
            """)
        let swiftScene = try source.scene(options)
        let swift = try SceneBundle.load(scene: swiftScene).renderer().render(at: swiftScene.reference).image
        let json = #"""
            {"format": 2, "width": 100, "height": 60, "displayScale": 2, "reference": "\#(SceneDefaults.referenceText)", "timeline": \#(timeline),
             "root": {"type": "hstack", "spacing": 0, "children": [
               {"type": "text", "font": "builtin:BlinkMask", "size": 20, "runs": [{"value": "prefix"}]},
               {"type": "geometryReader", "children": [
                 {"type": "color", "color": "red", "modifiers": [{"frame": {"width": "geo.width * 0.5"}}]}]}]}}
            """#
        let scene = try SceneFile.decode(Data(json.utf8), source: "layout.json")
        let file = try SceneBundle.load(scene: scene).renderer().render(at: scene.reference).image
        let same = swift == file
        #expect(same, "the Swift source and the scene file draw different pixels")
    }

    // MARK: - alignment guides

    /// Apple, `alignmentGuide(_:computeValue:)`: a stack aligns its children's guides on one line.
    /// A leading guide at the view's trailing edge puts that view wholly before the line, so the
    /// 40 pt columns sit side by side and the VStack is 80 pt wide, centred in the 100 pt widget.
    @Test func aVStacksLeadingGuidesFallOnOneLineAndWidenTheStack() throws {
        let red = RGBA(r: 255, g: 59, b: 48, a: 255)
        let image = try expectSamePixels("""
            VStack(alignment: .leading) {
                Color.black.frame(width: 40, height: 10)
                Color.red.frame(width: 40, height: 10)
                    .alignmentGuide(.leading) { d in d[.trailing] }
            }
            """, """
            {"type": "vstack", "alignment": "leading", "children": [
              {"type": "color", "color": "black", "modifiers": [{"frame": {"width": 40, "height": 10}}]},
              {"type": "color", "color": "red", "modifiers": [{"frame": {"width": 40, "height": 10}}, {"alignmentGuide": "leading", "width": 1}]}]}
            """)
        // Stack 80 × 28 at x 10…90, y 16…44: black at x 50…90 on top, red at x 10…50 below.
        #expect(pixel(image, 70, 20) == Self.black)
        #expect(pixel(image, 30, 20).a == 0)
        #expect(pixel(image, 30, 40) == red)
        #expect(pixel(image, 70, 40).a == 0)
    }

    /// An HStack's top guide of `-10` puts that child 10 pt below the others' tops; a ZStack
    /// centred on `HorizontalAlignment.center` with a guide of `d.width / 2 + 15` puts that child
    /// 15 pt left of the other's centre and widens the stack to cover both.
    @Test func hStackAndZStackGuidesMoveAChildAcrossAndGrowTheStack() throws {
        try expectSamePixels("""
            HStack(alignment: .top, spacing: 0) {
                Color.black.frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 20).alignmentGuide(.top) { _ in -10 }
            }
            .background(Color.green)
            """, """
            {"type": "hstack", "alignment": "top", "spacing": 0, "children": [
              {"type": "color", "color": "black", "modifiers": [{"frame": {"width": 20, "height": 20}}]},
              {"type": "color", "color": "blue", "modifiers": [{"frame": {"width": 20, "height": 20}}, {"alignmentGuide": "top", "constant": -10}]}],
             "modifiers": [{"background": "green"}]}
            """)
        let image = try expectSamePixels("""
            ZStack {
                Color.black.frame(width: 40, height: 20)
                Color.blue.frame(width: 10, height: 10).alignmentGuide(HorizontalAlignment.center) { d in d.width / 2 + 15 }
            }
            .background(Color.green)
            """, """
            {"type": "zstack", "children": [
              {"type": "color", "color": "black", "modifiers": [{"frame": {"width": 40, "height": 20}}]},
              {"type": "color", "color": "blue", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"alignmentGuide": "horizontalCenter", "width": 0.5, "constant": 15}]}],
             "modifiers": [{"background": "green"}]}
            """)
        // The blue square's guide is 15 pt right of its centre, so its centre is 15 pt left of the
        // black bar's (50); both fit in 40 pt, so the ZStack stays 40 × 20 at x 30…70: blue at
        // x 30…40 (centre 35), y 25…35.
        #expect(pixel(image, 35, 30) == RGBA(r: 0, g: 122, b: 255, a: 255))
        #expect(pixel(image, 45, 30) == Self.black)
    }

    @Test func aGuideThatIsNotLinearInTheSizeOrACustomAlignmentIsRefusedAtItsPlace() throws {
        #expect { try swiftPixels("        Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { d in max(d.width, 20) }") } throws: { error in
            "\(error)".hasSuffix("4:73: an alignment guide that is not a sum of the view's width and height times numbers and a constant (TimerMask reads guides such as d[.trailing] - 10 or d.width / 2), which TimerMask cannot simulate")
        }
        #expect { try swiftPixels("        Color.red.alignmentGuide(.center) { d in 0 }") } throws: { error in
            "\(error)".hasSuffix("4:34: '.center' is HorizontalAlignment.center or VerticalAlignment.center; write which")
        }
    }
}
