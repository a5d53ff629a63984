import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskSwift

/// `.position(x:y:)` (issue 24's list), added as one modifier kind file by CONTRIBUTING.md's walk-through.
struct PositionTests {
    static let options = SwiftWidgetOptions(width: 100, height: 60, displayScale: 1)

    /// A 10 × 10 red square positioned at (30, 20) of a 100 × 60 widget: its pixels span 25…34 × 15…24,
    /// the same through Swift and through the scene file.
    @Test func aPositionedViewIsCentredAtItsPointInTheSpaceItTakes() throws {
        let swift = try SwiftWidgetSource.parse("""
        struct V: View {
            var body: some View { Color.red.frame(width: 10, height: 10).position(x: 30, y: 20) }
        }
        """).scene(Self.options)
        let json = ##"{"width": 100, "height": 60, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": {"type": "color", "color": "red", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"position": {"x": 30, "y": 20}}]}}"##
        let file = try SceneFile.decode(Data(json.utf8), source: "p.json")
        let fromSwift = try SceneBundle(scene: swift, images: ImageLibrary()).renderer().render(at: SceneDefaults.reference).image
        let fromFile = try SceneBundle(scene: file, images: ImageLibrary()).renderer().render(at: SceneDefaults.reference).image
        let same = fromSwift.straightPixels == fromFile.straightPixels
        #expect(same, "the Swift source and the scene file draw different pixels")
        for (x, y, inside) in [(25, 15, true), (34, 24, true), (24, 15, false), (35, 20, false), (30, 14, false), (30, 25, false)] {
            #expect((fromFile.pixel(x: x, y: y).a == 255) == inside, "(\(x), \(y))")
        }
    }

    @Test func aPositionRoundTripsThroughTheSceneFile() throws {
        let scene = WidgetScene(width: 100, height: 60, displayScale: 1, reference: SceneDefaults.reference,
                                root: SceneNode(.color(.fixed(.white)), [.position(x: SceneLength(30), y: SceneLength(-5))]))
        #expect(try SceneFile.decode(SceneFile.encode(scene), source: "p.json") == scene)
        let bad = ##"{"width": 100, "height": 60, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": {"type": "color", "color": "#FF0000", "modifiers": [{"position": {"x": "far"}}]}}"##
        #expect(throws: SceneFileError.self) { try SceneFile.decode(Data(bad.utf8), source: "p.json") }
    }
}
