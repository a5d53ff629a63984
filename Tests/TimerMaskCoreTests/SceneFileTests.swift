import Foundation
import Testing
@testable import TimerMaskCore

struct SceneFileTests {
    @Test func presetRoundTripsThroughJSON() throws {
        var preset = WidgetnimationPreset()
        preset.frameBackground = nil
        preset.maskFont = "fonts/Lig.otf"
        let scene = preset.scene
        #expect(try SceneFile.decode(SceneFile.encode(scene), source: "s.json") == scene)
    }

    @Test func timerDatesStayExactInTheFile() throws {
        let json = String(decoding: try SceneFile.encode(WidgetnimationPreset().scene), as: UTF8.self)
        #expect(json.contains("\"date\" : \"7/15\""))
        #expect(json.contains("\"reference\" : \"2026-01-01T00:00:00Z\""))
    }

    @Test(arguments: [
        // The first format: modifiers as keys of the view.
        (#"{"width": 10, "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": {"type": "zstack", "children": [{"type": "color", "color": "white"}, {"type": "color", "color": "white", "mask": {"type": "zstack", "children": [{"type": "text", "runs": [{"timer": {"date": "1.2.3"}}], "size": 10}]}}]}}"#,
         "scene.json: root.children[1].mask.children[0].runs[0].timer.date: '1.2.3' is not an instant"),
        // The ordered chain.
        (#"{"format": 2, "width": 10, "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": {"type": "color", "color": "white", "modifiers": [{"clipped": true}, {"mask": {"type": "text", "runs": [{"timer": {"date": "1.2.3"}}], "size": 10}}]}}"#,
         "scene.json: root.modifiers[1].mask.runs[0].timer.date: '1.2.3' is not an instant"),
    ])
    func errorsNameTheJSONPath(json: String, prefix: String) throws {
        #expect { try SceneFile.decode(Data(json.utf8), source: "scene.json") } throws: { error in
            "\(error)".hasPrefix(prefix)
        }
    }

    /// Numbers JSON can write but a Double cannot hold, named in the program's words, not
    /// Foundation's ("Parsed JSON number <1e400> does not fit", "not representable in Swift").
    @Test func numbersTooLargeAreNamedInTheProgramsWords() {
        let huge = #"{"width": 1e400, "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": {"type": "color", "color": "white"}}"#
        #expect { try SceneFile.decode(Data(huge.utf8), source: "h.json") } throws: {
            "\($0)" == "h.json is not valid JSON: the number 1e400 is beyond ±1.8e308, the largest a number may be"
        }
        let timeline = #"{"entries": [{"date": 1e400}]}"#
        #expect { try SceneFile.decodeTimeline(Data(timeline.utf8), source: "t.json") } throws: {
            "\($0)" == "t.json is not valid JSON: the number 1e400 is beyond ±1.8e308, the largest a number may be"
        }
    }

    @Test func missingFieldsAndWrongTypesAreNamed() {
        let noSize = #"{"width": 10, "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": {"type": "text", "runs": []}}"#
        #expect { try SceneFile.decode(Data(noSize.utf8), source: "a.json") } throws: {
            "\($0)" == "a.json: root.size: this required field is missing"
        }
        let badWidth = #"{"width": "wide", "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": {"type": "color", "color": "white"}}"#
        #expect { try SceneFile.decode(Data(badWidth.utf8), source: "b.json") } throws: { "\($0)" == "b.json: width: expected a number, found a string" }
        let badType = #"{"width": 1, "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": {"type": "triangle"}}"#
        #expect { try SceneFile.decode(Data(badType.utf8), source: "c.json") } throws: {
            "\($0)" == "c.json: root.type: 'triangle' is not a view type (angularGradient, capsule, circle, color, ellipse, ellipticalGradient, gauge, geometryReader, grid, hstack, image, linearGradient, path, progressView, radialGradient, rectangle, roundedRectangle, spacer, text, viewThatFits, vstack, zstack)"
        }
        #expect { try SceneFile.decode(Data("{".utf8), source: "d.json") } throws: {
            "\($0)".hasPrefix("d.json is not valid JSON: ") && "\($0)".hasSuffix("(the text ends at line 1, column 2)")
        }
    }

    @Test func aSyntaxErrorNamesItsLineAndColumn() {
        // Line 3 misses the colon after "height": the parser stops at the 7th character, "1".
        let text = "{\n  \"width\": 10,\n  \"height\" 1\n}"
        #expect { try SceneFile.decode(Data(text.utf8), source: "e.json") } throws: { error in
            "\(error)".hasPrefix("e.json is not valid JSON: ") && "\(error)".hasSuffix(" at line 3, column 12")
        }
        #expect(JSONSyntax.location(ofByte: 6, in: Data("ab\nçd e".utf8)) == (2, 3), "columns count characters, not bytes")
    }

    static let header = #""width": 30, "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z""#

    @Test(arguments: [
        (#"{\#(header), "root": {"type": "zstack", "children": [{"type": "color", "color": "white"}, {"type": "color", "color": "black"}, {"type": "text", "runs": [{"text": "1"}], "size": 10, "color": "black"}]}}"#,
         "widget.json: root.children[2]: unknown key 'color' (a text view takes background, clipped, expect, font, frame, lineLimit, lineSpacing, mask, minimumScaleFactor, modifiers, monospacedDigit, offset, redacted, runs, size, textAlignment, textColor, tracking, type)"),
        (#"{\#(header), "root": {"type": "color", "color": "white", "frame": {"widht": 3}}}"#,
         "widget.json: root.frame: unknown key 'widht' (a frame takes height, width)"),
        (#"{\#(header), "scale": 2, "root": {"type": "color", "color": "white"}}"#,
         "widget.json: (top level): unknown key 'scale' (a scene takes animation, displayScale, expectation, format, height, reference, root, timeline, width)"),
        (#"{\#(header), "root": {"type": "text", "size": 10, "runs": [{"timer": {"date": "0", "grp": "masks"}}]}}"#,
         "widget.json: root.runs[0].timer: unknown key 'grp' (a timer takes date, group)"),
    ])
    func unknownKeysAreRefusedWithTheirPath(json: String, message: String) {
        #expect { try SceneFile.decode(Data(json.utf8), source: "widget.json") } throws: { "\($0)" == message }
    }

    /// A word from a fixed list is refused in the project's words, naming the path and the words
    /// allowed, never Swift's "Cannot initialize Cap from invalid String value" (issue 21, cause 16).
    @Test func anUnknownWordNamesItsPathAndTheWordsAllowed() throws {
        let root = SceneNode(.shape(.rectangle, .stroke(.fixed(.black), StrokeSettings(lineCap: .round))))
        let scene = WidgetScene(width: 30, height: 10, displayScale: 2, reference: SceneDefaults.reference, root: root)
        let json = String(decoding: try SceneFile.encode(scene), as: UTF8.self)
        #expect(json.contains("\"lineCap\" : \"round\""))
        let pointy = Data(json.replacingOccurrences(of: "\"lineCap\" : \"round\"", with: "\"lineCap\" : \"pointy\"").utf8)
        #expect { try SceneFile.decode(pointy, source: "widget.json") } throws: {
            "\($0)" == "widget.json: root.stroke.lineCap: 'pointy' is not one of butt, round, square"
        }
    }

    /// A number JSON cannot hold is named with its path, in the project's words, not the
    /// encoder's "Unable to encode Double.-inf directly in JSON" (issue 21, cause 16).
    @Test func anInfiniteNumberIsNamedWithItsPath() {
        let root = SceneNode(.color(.white), offset: Point(x: -.infinity, y: 0))
        let scene = WidgetScene(width: 30, height: 10, displayScale: 2, reference: SceneDefaults.reference, root: root)
        #expect { try SceneFile.encode(scene) } throws: {
            "\($0)" == "root.modifiers[0].x: -inf is not a number a scene can hold; every number must be finite"
        }
    }

    @Test func everyKeyTheEncoderWritesIsReadBack() throws {
        let timer = TimerSpec(date: .relative(Rational(-1)), group: "masks")
        let text = TextContent(runs: [.literal("in "), .timer(timer)], font: "fonts/Lig.otf", size: 12,
                               alignment: .center, color: .fixed(SceneColor(r: 200, g: 10, b: 30, a: 128)))
        let root = SceneNode(.zStack(alignment: .topLeading, children: [
            SceneNode(.color(.white), background: .black),
            SceneNode(.image(name: "photo.png", contentMode: .fit), frame: FrameSize(width: 20, height: nil), clipped: true,
                      mask: SceneNode(.text(text)), offset: Point(x: 1.5, y: -2)),
        ]))
        let scene = WidgetScene(width: 30, height: 10, displayScale: 2, reference: SceneDefaults.reference,
                          animation: .init(fps: Rational(15), loop: Rational(2)), root: root)
        #expect(try SceneFile.decode(SceneFile.encode(scene), source: "s.json") == scene)
    }

    @Test func defaultReferenceTextNamesTheDefaultInstant() throws {
        #expect(try TimeParser.instant(SceneDefaults.referenceText) == .absolute(SceneDefaults.reference))
    }

    @Test func idealScheduleMatchesTheDomainTable() {
        let s = IdealSchedule(WidgetnimationPreset())
        let r = s.reference
        #expect(s.topFrame(at: r) == 0)
        #expect(s.topFrame(at: r + Rational(1, 15)) == 1)
        #expect(s.topFrame(at: r + Rational(1, 15) - Rational(1, 1_000_000)) == 0)
        #expect(s.topFrame(at: r + Rational(29, 15)) == 29)
        #expect(s.topFrame(at: r + Rational(2)) == 0)
        #expect(s.layersOn(at: r + Rational(1, 2)) == Array(0...7))
        #expect(s.layersOn(at: r + Rational(3, 2)).filter { $0 >= 15 } == Array(15...22))
    }

    @Test func idealScheduleFollowsTheTimersRoundingRule() {
        let preset = WidgetnimationPreset()
        let r = preset.reference
        // Nearest flips half a second early: at R the stack is already at frame 7 (7.5 frames in).
        let nearest = IdealSchedule(preset, rounding: .nearest)
        #expect(nearest.topFrame(at: r) == 7)
        #expect(nearest.topFrame(at: r + Rational(3, 2)) == 0)
        #expect(nearest.frameBoundaries(from: r, to: r + Rational(1, 10)) == [r + Rational(1, 30)])
        // Floor reads 0:00 for the second before each frame's date, so every first-half mask is on.
        let floor = IdealSchedule(preset, rounding: .floor)
        #expect(floor.topFrame(at: r + Rational(1, 30)) == 14)
        #expect(IdealSchedule(preset, rounding: .ceil).topFrame(at: r + Rational(1, 30)) == 0)
    }
}
