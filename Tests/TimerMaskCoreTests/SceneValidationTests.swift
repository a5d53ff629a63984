import Foundation
import Testing
@testable import TimerMaskCore

/// Bad scene files are refused with one sentence that names the file and the JSON path, never
/// a trap: every case here must throw, quickly, with the message given.
struct SceneValidationTests {
    static let header = #""format": 2, "width": 30, "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z""#

    /// A scene whose root is `root` (a JSON object's text).
    static func scene(root: String) -> String { #"{\#(header), "root": \#(root)}"# }

    /// A colour view with one modifier.
    static func modified(_ modifier: String) -> String { scene(root: #"{"type": "color", "color": "white", "modifiers": [\#(modifier)]}"#) }

    func message(_ json: String) -> String? {
        do {
            _ = try SceneFile.decode(Data(json.utf8), source: "w.json")
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [
        (scene(root: #"{"type": "zstack", "children": [{"type": "color", "color": "white"}, {"type": "triangle"}]}"#),
         "w.json: root.children[1].type: 'triangle' is not a view type (angularGradient, capsule, circle, color, ellipse, ellipticalGradient, gauge, geometryReader, grid, hstack, image, linearGradient, path, progressView, radialGradient, rectangle, roundedRectangle, spacer, text, viewThatFits, vstack, zstack)"),
        (modified(#"{"rotation3DEffect": 30}"#),
         "w.json: root.modifiers[0]: 'rotation3DEffect' is not a modifier (modifiers: frame, padding, offset, position, fixedSize, aspectRatio, layoutPriority, alignmentGuide, rotationEffect, scaleEffect, opacity, brightness, contrast, saturation, grayscale, hueRotation, colorMultiply, colorInvert, luminanceToAlpha, blur, shadow, compositingGroup, blendMode, clipped, clipShape, background, overlay, mask, clockHandRotationEffect, widgetRenderingMode, widgetAccentable, widgetAccentedRenderingMode)"),
        (modified(#"{"rotationEffect": "30deg", "rotation3DEffect": 30}"#),
         "w.json: root.modifiers[0]: unknown key 'rotation3DEffect' (a rotationEffect modifier takes anchor, rotationEffect)"),
        (modified(#"{"rotationEffect": "30deg", "blur": 3}"#),
         "w.json: root.modifiers[0]: a modifier object holds one modifier; write rotationEffect and blur as separate entries, in order"),
        (modified(#"{"rotationEffect": "30 degrees"}"#),
         #"w.json: root.modifiers[0].rotationEffect: '30 degrees' is not an angle (write degrees as a number or "30deg", or radians as "0.5rad")"#),
        (modified(#"{"rotationEffect": "NaNdeg"}"#),
         "w.json: root.modifiers[0].rotationEffect: an angle must be finite and within ±1000000 degrees"),
        (modified(#"{"clockHandRotationEffect": "fast"}"#),
         "w.json: root.modifiers[0].clockHandRotationEffect: 'fast' is not a duration (such as 1/15s, 66.667ms, 2s or 500us)"),
        (modified(#"{"clockHandRotationEffect": 0}"#),
         "w.json: root.modifiers[0].clockHandRotationEffect: a clock-hand period must be 1 ms to 10000000 s either way, in steps of 1 ns (0 s is not)"),
        (modified(#"{"clockHandRotationEffect": "0s"}"#),
         "w.json: root.modifiers[0].clockHandRotationEffect: a clock-hand period must be 1 ms to 10000000 s either way, in steps of 1 ns (0 s is not)"),
        (modified(#"{"clockHandRotationEffect": 1e300}"#),
         "w.json: root.modifiers[0].clockHandRotationEffect: expected a whole number or an exact time as a string"),
        (modified(#"{"frame": {"width": 1e300}}"#),
         "w.json: root.modifiers[0].frame.width: 1e+300 is outside 0…1000000 points"),
        (modified(#"{"frame": {"width": "NaN"}}"#),
         "w.json: root.modifiers[0].frame.width: 'NaN' is not a name a length can read"),
        (modified(#"{"frame": {"width": "1e999"}}"#),
         "w.json: root.modifiers[0].frame.width: '1e999' is not a finite number"),
        (modified(#"{"frame": {"width": "1e200 * 1e200"}}"#),
         "w.json: root.modifiers[0].frame.width: inf is outside 0…1000000 points"),
        (modified(#"{"opacity": "NaN"}"#),
         "w.json: root.modifiers[0].opacity: expected a number"),
        (modified(#"{"scaleEffect": "NaN"}"#),
         #"w.json: root.modifiers[0].scaleEffect: 'NaN' is not a scale (write a number such as 2, or {"x": 2, "y": 1})"#),
        (scene(root: #"{"type": "color", "color": "white", "frame": {"width": "NaN"}}"#),
         "w.json: root.frame.width: expected a number"),
        (#"{"format": 2, "width": "NaN", "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": {"type": "color", "color": "white"}}"#,
         "w.json: width: expected a number"),
        (scene(root: #"{"type": "roundedRectangle", "cornerRadius": -3}"#),
         "w.json: root.cornerRadius: -3 is outside 0…1000000 points"),
        (scene(root: #"{"type": "path", "elements": [{"arc": {"center": [0, 0], "radius": -1, "startAngle": 0, "endAngle": 90}}]}"#),
         "w.json: root.elements[0].arc.radius: -1 is outside 0…1000000 points"),
        (scene(root: #"{"type": "rectangle", "stroke": {"lineWidth": -2}}"#),
         "w.json: root.stroke.lineWidth: -2 is outside 0…1000000 points"),
        (scene(root: #"{"type": "color", "color": "white", "width": 3, "width": 4}"#),
         "w.json holds the key 'width' twice in one object at line 1, column 154; keep one"),
    ])
    func badInputIsOneSentenceAtItsPath(json: String, expected: String) {
        let got = message(json)
        #expect(got?.hasPrefix(expected) == true, "got \(got ?? "no error")")
    }

    @Test func aDuplicateKeyIsNamedWhereverItIs() {
        let json = Self.scene(root: #"{"type": "color", "color": "white", "modifiers": [{"frame": {"width": 3, "width": 4}}]}"#)
        let got = message(json)
        #expect(got?.hasPrefix("w.json holds the key 'width' twice in one object at line 1, column ") == true,
                "got \(got ?? "no error")")
        // The same key in sibling objects is not a duplicate.
        let siblings = Self.scene(root: #"{"type": "zstack", "children": [{"type": "color", "color": "white"}, {"type": "color", "color": "black"}]}"#)
        #expect(message(siblings) == nil)
    }

    @Test func nestingAHundredThousandDeepIsRefusedQuickly() {
        let depth = 100_000
        let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let start = ContinuousClock.now
        #expect(message(json) == "w.json nests deeper than 300 levels at line 1, column 301, more than TimerMask reads")
        // Views nested the same way (each a zstack's only child) stop at the same depth.
        var views = #"{"type": "color", "color": "white"}"#
        for _ in 0..<2_000 { views = #"{"type": "zstack", "children": [\#(views)]}"# }
        #expect(message(Self.scene(root: views))?.hasPrefix("w.json nests deeper than 300 levels at line 1, column ") == true)
        #expect(ContinuousClock.now - start < .seconds(2))
    }

    @Test func twentyThousandAndOneViewsAreOverTheLimit() throws {
        func scene(views: Int) -> String {
            let child = #"{"type": "color", "color": "white"}"#
            // The zstack itself is one view.
            return Self.scene(root: #"{"type": "zstack", "children": [\#(Array(repeating: child, count: views - 1).joined(separator: ","))]}"#)
        }
        #expect(message(scene(views: 20_001)) == "w.json: root: the scene has 20001 views, over the limit of 20000")
        #expect(message(scene(views: 20_000)) == nil)
    }

    /// The renderer lays a view out one modifier at a time: 3,000 paddings on one view (a JSON
    /// depth of 4) overflowed its stack before the nesting limit.
    @Test func modifiersAndViewsNestAtMost256Deep() throws {
        let many = Array(repeating: #"{"padding": 1}"#, count: 3000).joined(separator: ",")
        #expect(message(Self.modified(many)) == "w.json: root: views and modifiers nest 3001 deep at root, over the limit of 256")
        let most = Array(repeating: #"{"padding": 1}"#, count: 255).joined(separator: ",")
        #expect(message(Self.modified(most)) == nil)
        // A mask counts on the path of the view it masks: the stack, the red view and its mask
        // modifier, then the mask view and its 255 paddings.
        let masked = #"{"type": "color", "color": "white", "modifiers": [\#(most)]}"#
        let json = Self.scene(root: #"{"type": "zstack", "children": [{"type": "color", "color": "red", "modifiers": [{"mask": \#(masked)}]}]}"#)
        #expect(message(json) == "w.json: root: views and modifiers nest 259 deep at root.children[0].modifiers[0].mask, over the limit of 256")
        // A scene built in code that deep is refused by the encoder with a sentence, not an error holding the tree.
        var node = SceneNode(.color(.system("red")))
        for _ in 0..<2000 { node = SceneNode(.zStack(alignment: .center, children: [node])) }
        let scene = WidgetScene(width: 10, height: 10, displayScale: 1, reference: SceneDefaults.reference, root: node)
        #expect(throws: SceneFileError.self) { try SceneFile.encode(scene) }
        do { _ = try SceneFile.encode(scene) } catch {
            #expect("\(error)".hasPrefix("root.children[0].children[0].children[0]"), "\(error)")
            #expect("\(error)".contains("nest 2001 deep"), "\(error)")
        }
    }

    /// A path's outline, and the file's decoding, grow with its elements: a million-point path
    /// cost 3.4 GB before it reached the renderer.
    @Test func pathsHoldAtMostAHundredThousandElementsInAll() {
        func path(_ count: Int) -> String {
            let elements = [#"{"move": [0, 0]}"#] + Array(repeating: #"{"line": [1, 2]}"#, count: count - 1)
            return #"{"type": "path", "fill": "red", "elements": [\#(elements.joined(separator: ","))]}"#
        }
        // Two paths of 50,000 elements, and a clip shape of one more.
        let clip = #"{"clipShape": {"type": "path", "elements": [{"move": [0, 0]}]}}"#
        let over = Self.scene(root: #"{"type": "zstack", "modifiers": [\#(clip)], "children": [\#(path(50_000)), \#(path(50_000))]}"#)
        #expect(message(over) == "w.json: root: the scene's paths hold 100001 elements, over the limit of 100000")
        let most = Self.scene(root: #"{"type": "zstack", "children": [\#(path(50_000)), \#(path(50_000))]}"#)
        #expect(message(most) == nil)
    }

    /// Decoding costs about 130 bytes of memory a byte of small arrays: a 28 MB file of a
    /// million path points peaked at 3.5 GB before any limit was read.
    @Test func aSceneOrTimelineFileOverFourMebibytesIsRefusedBeforeItIsParsed() throws {
        let padding = String(repeating: " ", count: 4 << 20)
        let big = Self.scene(root: #"{"type": "color", "color": "white"}"#) + padding
        #expect(message(big) == "w.json is \(big.utf8.count) bytes, over the limit of 4194304 bytes (4 MiB) for a scene or timeline file")
        #expect(throws: SceneFileError.self) { try SceneFile.decodeTimeline(Data((#"{"entries": []}"# + padding).utf8), source: "t.json") }
        // A scene written from a Swift source is bounded by its own limits, not the file's.
        let scene = try SceneFile.decode(Data(big.utf8), source: "w.json", sizeLimited: false)
        #expect(scene.width > 0)
    }

    @Test func masksAndBackgroundsCountTowardTheViewLimit() {
        // A stack of 10,000 views, each with a background view: 20,001 in all.
        let child = #"{"type": "color", "color": "white", "modifiers": [{"background": {"type": "color", "color": "black"}}]}"#
        let json = Self.scene(root: #"{"type": "zstack", "children": [\#(Array(repeating: child, count: 10_000).joined(separator: ","))]}"#)
        #expect(message(json) == "w.json: root: the scene has 20001 views, over the limit of 20000")
    }
}

/// A key written with an escape is the key JSON reads (issue 44, point 6).
struct EscapedKeyTests {
    @Test func aKeyRepeatedThroughAnEscapeIsARepeat() {
        let data = Data(#"{"a": {"speed": 1, "spe\u0065d": 2}, "b": [{"k": 1}, {"k": 2}]}"#.utf8)
        #expect(JSONSyntax.structureProblem(in: data, maximumDepth: 300) == "holds the key 'speed' twice in one object at line 1, column 20; keep one")
        #expect(JSONSyntax.structureProblem(in: Data(#"{"q": "a \"quoted\" {", "r": "a", "k": {"k": "k"}}"#.utf8), maximumDepth: 300) == nil)
    }
}
