import Foundation
import Testing
import TimerMaskCore
import TimerMaskRaster
@testable import TimerMaskRender

/// `LinearGradient`, the view kind added by CONTRIBUTING.md's walk-through (issue 24's first shape
/// style): colours along the line from its start to its end point, measured in points.
struct GradientTests {
    static let redToBlue = [LinearGradientModel.Stop(color: .fixed(SceneColor(r: 255, g: 0, b: 0)), location: 0),
                            LinearGradientModel.Stop(color: .fixed(SceneColor(r: 0, g: 0, b: 255)), location: 1)]

    func render(_ gradient: LinearGradientModel, _ modifiers: [SceneModifier] = []) throws -> RGBAImage {
        try SceneCanvas.render(SceneNode(.linearGradient(gradient), modifiers), width: 100, height: 50)
    }

    @Test func aGradientRunsFromItsStartToItsEndInPoints() throws {
        let across = try render(LinearGradientModel(stops: Self.redToBlue, startPoint: UnitPointValue(x: 0, y: 0.5), endPoint: UnitPointValue(x: 1, y: 0.5)))
        // Pixel centres at 0.5, 49.5, 99.5 of 100 pt: t = 0.005, 0.495, 0.995.
        #expect(across.pixel(x: 0, y: 25) == RGBA(r: 254, g: 0, b: 1))
        #expect(across.pixel(x: 49, y: 10) == RGBA(r: 129, g: 0, b: 126))
        #expect(across.pixel(x: 99, y: 49) == RGBA(r: 1, g: 0, b: 254))
        // Corner to corner of a 100 × 50 frame: the top-right pixel is 80% along the line in
        // points (it would be half-way were the line measured in unit coordinates).
        let diagonal = try render(LinearGradientModel(stops: Self.redToBlue, startPoint: .named("topLeading")!, endPoint: .named("bottomTrailing")!))
        let corner = diagonal.pixel(x: 99, y: 0)
        #expect(abs(Int(corner.b) - 203) <= 1 && abs(Int(corner.r) - 52) <= 1, "\(corner)")
        // Before the first stop and after the last, their colours.
        let late = try render(LinearGradientModel(stops: [.init(color: Self.redToBlue[0].color, location: 0.4), .init(color: Self.redToBlue[1].color, location: 0.6)],
                                                   startPoint: UnitPointValue(x: 0, y: 0.5), endPoint: UnitPointValue(x: 1, y: 0.5)))
        #expect(late.pixel(x: 10, y: 0) == RGBA(r: 255, g: 0, b: 0) && late.pixel(x: 90, y: 0) == RGBA(r: 0, g: 0, b: 255))
        // Turned a quarter: the gradient runs top to bottom, inside the turned frame's outline.
        let turned = try SceneCanvas.render(SceneNode(.linearGradient(LinearGradientModel(stops: Self.redToBlue, startPoint: UnitPointValue(x: 0, y: 0.5), endPoint: UnitPointValue(x: 1, y: 0.5))),
                                                      [SceneCanvas.frame(40, 40), .rotation(degrees: 90, anchor: .center)]), width: 40, height: 40)
        #expect(turned.pixel(x: 20, y: 1).r > 240 && turned.pixel(x: 20, y: 38).b > 240, "\(turned.pixel(x: 20, y: 1)) \(turned.pixel(x: 20, y: 38))")
    }

    @Test func aGradientRoundTripsThroughTheSceneFile() throws {
        let gradient = LinearGradientModel(stops: Self.redToBlue + [.init(color: .systemOpacity("blue", 0.5), location: 0.5)],
                                           startPoint: .named("top")!, endPoint: UnitPointValue(x: 0.25, y: 1))
        let scene = WidgetScene(width: 100, height: 50, displayScale: 1, reference: SceneDefaults.reference, root: SceneNode(.linearGradient(gradient)))
        let data = try SceneFile.encode(scene)
        #expect(try SceneFile.decode(data, source: "g.json") == scene)
        #expect(String(decoding: data, as: UTF8.self).contains("\"startPoint\" : \"top\""))
        func bad(_ view: String) throws -> String {
            let json = #"{"format": 2, "width": 10, "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": "# + view + "}"
            do { _ = try SceneFile.decode(Data(json.utf8), source: "g.json"); return "" } catch { return "\(error)" }
        }
        #expect(try bad(#"{"type": "linearGradient", "stops": [], "startPoint": "top", "endPoint": "bottom"}"#).contains("at least one stop"))
        #expect(try bad(#"{"type": "linearGradient", "stops": [{"color": "red", "location": 2}], "startPoint": "top", "endPoint": "bottom"}"#).contains("root.stops"))
        #expect(try bad(#"{"type": "linearGradient", "stops": [{"color": "red", "location": 0}], "startPoint": "middle", "endPoint": "bottom"}"#).contains("'middle' is not a unit point"))
    }

    @Test func aRadialGradientRunsOutFromItsCentre() throws {
        // Red at the centre of a 100 × 50 frame, blue 25 pt away and beyond.
        let radial = RadialGradientModel(stops: Self.redToBlue, center: .center, startRadius: 0, endRadius: 25)
        let image = try SceneCanvas.render(SceneNode(.radialGradient(radial)), width: 100, height: 50)
        let centre = image.pixel(x: 50, y: 25)   // its centre is 0.71 pt from the middle: 2.8% of the way
        #expect(centre.r >= 245 && centre.b <= 10, "\(centre)")
        // 12.5 pt right of the centre (pixel centre 62.5): half-way.
        let half = image.pixel(x: 62, y: 24)
        #expect(abs(Int(half.r) - 128) <= 4 && abs(Int(half.b) - 127) <= 4, "\(half)")
        #expect(image.pixel(x: 99, y: 0) == RGBA(r: 0, g: 0, b: 255) && image.pixel(x: 0, y: 25) == RGBA(r: 0, g: 0, b: 255))
        // Through the scene file and back.
        let scene = WidgetScene(width: 100, height: 50, displayScale: 1, reference: SceneDefaults.reference, root: SceneNode(.radialGradient(radial)))
        #expect(try SceneFile.decode(SceneFile.encode(scene), source: "r.json") == scene)
    }
}
