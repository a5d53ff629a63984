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

    @Test func errorsNameTheJSONPath() throws {
        var object = try JSONSerialization.jsonObject(with: SceneFile.encode(WidgetnimationPreset().scene)) as! [String: Any]
        var root = object["root"] as! [String: Any]
        var children = root["children"] as! [[String: Any]]
        children[2]["mask"] = ["type": "zstack", "children": [["type": "text", "runs": [["timer": ["date": "1.2.3"]]], "size": 10]]]
        root["children"] = children
        object["root"] = root
        let data = try JSONSerialization.data(withJSONObject: object)
        #expect { try SceneFile.decode(data, source: "scene.json") } throws: { error in
            "\(error)".hasPrefix("scene.json: root.children[2].mask.children[0].runs[0].timer.date: '1.2.3' is not an instant")
        }
    }

    @Test func missingFieldsAndWrongTypesAreNamed() {
        let noSize = #"{"width": 10, "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": {"type": "text", "runs": []}}"#
        #expect { try SceneFile.decode(Data(noSize.utf8), source: "a.json") } throws: {
            "\($0)" == "a.json: root.size: this required field is missing"
        }
        let badWidth = #"{"width": "wide", "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": {"type": "color", "color": "white"}}"#
        #expect { try SceneFile.decode(Data(badWidth.utf8), source: "b.json") } throws: { "\($0)" == "b.json: width: expected a number" }
        let badType = #"{"width": 1, "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": {"type": "circle"}}"#
        #expect { try SceneFile.decode(Data(badType.utf8), source: "c.json") } throws: {
            "\($0)" == "c.json: root.type: 'circle' is not a view type (zstack, color, image or text)"
        }
        #expect { try SceneFile.decode(Data("{".utf8), source: "d.json") } throws: { "\($0)" == "d.json: it is not valid JSON" }
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
