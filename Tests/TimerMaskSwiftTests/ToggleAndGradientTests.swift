import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRaster
@testable import TimerMaskSwift

/// `Toggle` drawn as its label and iOS's switch; `Color.gradient` as a stated vertical gradient.
struct ToggleAndGradientTests {
    func bundle(_ body: String) throws -> SceneBundle {
        try ApproximationWarningTests().load("struct Flip {}\nstruct V: View {\n    var body: some View { \(body) }\n}\n")
    }

    @Test func aToggleIsItsLabelThenTheSwitchAtTheTrailingEdge() throws {
        let on = try bundle(#"Toggle("Lights", isOn: true, intent: Flip())"#)
        guard case .hStack(_, _, let row) = on.scene.root.content else { Issue.record("\(on.scene.root)"); return }
        #expect(row.count == 3)
        guard case .zStack(let alignment, let parts) = row[2].content, case .shape(.capsule, .fill(let track)) = parts[0].content else {
            Issue.record("\(row[2])"); return
        }
        #expect(alignment == .trailing && track == .system("green"))
        #expect(row[2].modifiers == [.frame(width: SceneLength(51), height: SceneLength(31), alignment: .center)])
        #expect(on.warnings.contains { $0.contains("a Toggle is drawn as its label and iOS's switch") })
        // Drawn: the track green right of the knob's path, the knob white at the trailing end (a 100 × 100 scene at scale 1).
        let image = try on.renderer().render(at: on.scene.reference).image
        let (w, h) = (image.width, image.height)
        let trackLeft = image.pixel(x: w - 51 + 8, y: h / 2), knob = image.pixel(x: w - 2 - 14, y: h / 2)
        #expect(trackLeft.g > 150 && trackLeft.r < 100, "\(trackLeft)")
        #expect(knob == RGBA.white, "\(knob)")
        let off = try bundle(#"Toggle(isOn: false, intent: Flip()) { Text("a") }"#)
        guard case .hStack(_, _, let offRow) = off.scene.root.content, case .zStack(.leading, let offParts) = offRow.last!.content,
              case .shape(_, .fill(.system("systemFill"))) = offParts[0].content else { Issue.record("\(off.scene.root)"); return }
        #expect(throws: (any Error).self) { try bundle(#"Toggle("a", isOn: 3, intent: Flip())"#) }
    }

    @Test func aColoursGradientRunsFromAFifthLighterToTheColour() throws {
        let made = try bundle("Color.blue.gradient")
        guard case .linearGradient(let g) = made.scene.root.content else { Issue.record("\(made.scene.root)"); return }
        // Light-appearance blue #007AFF, a fifth of the way to white at the top.
        #expect(g.stops.map(\.color) == [.fixed(SceneColor(r: 51, g: 149, b: 255)), .fixed(SceneColor(r: 0, g: 122, b: 255))])
        #expect(g.startPoint == UnitPointValue(x: 0.5, y: 0) && g.endPoint == UnitPointValue(x: 0.5, y: 1))
        #expect(made.warnings.contains { $0.contains("Color.gradient is drawn from the colour a fifth lighter") })
        // As a shape style.
        let filled = try bundle("Circle().fill(.red.gradient)")
        #expect(filled.scene.root.content.typeName != "text")
    }
}
