import Testing
import Foundation
@testable import TimerMaskCompositor

struct FrameTransformsTests {
    func json(frames: String, canvas: String = "420") -> Data {
        Data(#"{ "canvasSize": \#(canvas), "photoWidth": 158, "photoHeight": 170, "yOffset": 0, "frames": [\#(frames)] }"#.utf8)
    }

    func message(_ body: () throws -> Void) -> String? {
        do { try body(); return nil } catch { return "\(error)" }
    }

    @Test func decodesTheDocumentedShape() throws {
        let table = try FrameTransforms.decode(from: json(frames: #"{"x": 0, "y": 0, "rotation": -12.5}, {"x": 1.5, "y": -2, "rotation": 3}"#))
        #expect(table.canvasSize == 420 && table.photoWidth == 158 && table.photoHeight == 170 && table.yOffset == 0)
        #expect(table.frames == [.init(x: 0, y: 0, rotation: -12.5), .init(x: 1.5, y: -2, rotation: 3)])
        try table.validate(overlayCount: 2)
        #expect(try FrameTransforms.decode(from: table.encodedJSON()) == table)
    }

    @Test func decodingErrorsNameTheJSONPath() {
        let frame = #"{"x": 0, "y": 0, "rotation": 0}"#
        let badRotation = [frame, frame, frame, #"{"x": 0, "y": 0, "rotation": "left"}"#].joined(separator: ",")
        #expect(message { _ = try FrameTransforms.decode(from: json(frames: badRotation)) }
                == "transforms.json: frames[3].rotation: expected a number, found a string")
        #expect(message { _ = try FrameTransforms.decode(from: json(frames: frame + #", {"x": 0, "rotation": 0}"#)) }
                == "transforms.json: frames[1].y: this required field is missing")
        #expect(message { _ = try FrameTransforms.decode(from: json(frames: #"{"x": null, "y": 0, "rotation": 0}"#)) }
                == "transforms.json: frames[0].x: expected a number, found null")
        #expect(message { _ = try FrameTransforms.decode(from: json(frames: frame, canvas: "420.5")) }
                == "transforms.json: canvasSize: expected a whole number, found 420.5")
        #expect(message { _ = try FrameTransforms.decode(from: Data(#"{"canvasSize": 420, "photoWidth": 1, "photoHeight": 1, "frames": {}}"#.utf8), fileName: "t.json") }
                == "t.json: frames: expected a list, found an object")
        #expect(message { _ = try FrameTransforms.decode(from: Data("{ nope".utf8)) }?.hasPrefix("transforms.json is not valid JSON") == true)
        // Numbers JSON can write but a Double cannot hold, and text that is not JSON, in the program's words.
        #expect(message { _ = try FrameTransforms.decode(from: json(frames: frame, canvas: "1e400")) }
                == "transforms.json is not valid JSON: the number 1e400 is beyond ±1.8e308, the largest a number may be")
        #expect(message { _ = try FrameTransforms.decode(from: json(frames: #"{"x": 0, "y": -1e999, "rotation": 0}"#)) }
                == "transforms.json is not valid JSON: the number -1e999 is beyond ±1.8e308, the largest a number may be")
        for bad in ["{ nope", "", "[1, 2"] {
            let text = message { _ = try FrameTransforms.decode(from: Data(bad.utf8)) } ?? ""
            #expect(text.hasPrefix("transforms.json is not valid JSON"))
            #expect(!text.contains("The given data") && !text.contains("Parsed JSON"), "\(text)")
        }
    }

    @Test func validationNamesTheFrameAndField() {
        var table = FrameTransforms(canvasSize: 420, photoWidth: 158, photoHeight: 170,
                                    frames: Array(repeating: .init(x: 0, y: 0, rotation: 0), count: 29))
        #expect(message { try table.validate(overlayCount: 29) } == nil)
        #expect(message { try table.validate(overlayCount: 30) } == "the transforms list 29 frames but there are 30 overlays")

        var broken = table
        broken.frames[4].rotation = .nan
        #expect(message { try broken.validate() } == "frames[4].rotation must be a finite number, but it is nan")
        broken = table
        broken.frames[12].x = .infinity
        #expect(message { try broken.validate() } == "frames[12].x must be a finite number, but it is inf")

        table.canvasSize = 9000
        #expect(message { try table.validate() } == "canvasSize 9000 is over the limit of 8192 pixels")
        table.canvasSize = 420
        table.photoWidth = 0
        #expect(message { try table.validate() } == "photoWidth must be positive, but it is 0")
        table.photoWidth = 158
        table.yOffset = -.infinity
        #expect(message { try table.validate() } == "yOffset must be a finite number, but it is -inf")
    }

    @Test func scalingToAnotherCanvasMatchesTheKeyringDrawnThere() {
        let scaled = BuiltInDemo.transforms(count: 6, canvasSize: 420).scaled(toCanvas: 210)
        let drawn = BuiltInDemo.transforms(count: 6, canvasSize: 210)
        #expect(scaled.canvasSize == 210)
        #expect(scaled.photoWidth == drawn.photoWidth && scaled.photoHeight == drawn.photoHeight)
        for (a, b) in zip(scaled.frames, drawn.frames) {
            #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 && a.rotation == b.rotation)
        }
        var offset = drawn
        offset.yOffset = 12
        #expect(offset.scaled(toCanvas: 630).yOffset == 36, "210 → 630 px is 3×")
    }
}
