import Foundation
import Testing
import TimerMask

// The built-in keyring demo: at R + 0.5 s the 30-layer stack shows frame 7 (floor(15 · 0.5)).
@Test func keyringShowsFrameSevenAtHalfASecond() throws {
    let renderer = try SceneBundle.widgetnimation().renderer()
    let rendering = try renderer.render(at: SceneDefaults.reference + Rational(1, 2))
    #expect(rendering.topFrame == 7)
    // Goldens/ReadmeSnippet/keyringShowsFrameSevenAtHalfASecond.png beside this file.
    try GoldenImage(tolerance: .init(maxChannelDifference: 1)).verify(rendering.image)
}

// Your widget as a scene file beside the test; its frame:K images come from the demo here,
// or from your frames with `frames: .files("path/to/frames")`.
@Test func myWidgetShowsItsLayerAtSevenFifteenths() throws {
    let sceneFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("widget.json")
    let renderer = try SceneBundle.load(sceneFile: sceneFile, frames: .builtInDemo).renderer()
    let rendering = try renderer.render(at: renderer.scene.reference + Rational(7, 15))
    #expect(rendering.topFrame == 0)
    try GoldenImage().verify(rendering.image)
}
