import Foundation
import Testing
import TestFixtures
import TimerMaskCodecs
import TimerMaskCore
import TimerMaskFonts
import TimerMaskRaster
import TimerMaskRender
import TimerMaskLoader

/// Each area's error carries a kind a caller can switch on, beside its one sentence.
struct ErrorKindTests {
    func kind<E: Error, K>(_ type: E.Type, _ kind: (E) -> K, _ work: () throws -> Void) -> K? {
        do { try work() } catch let error as E { return kind(error) } catch { return nil }
        return nil
    }

    @Test func sceneFileErrorsTellSyntaxFromContent() {
        #expect(kind(SceneFileError.self, \.kind) { _ = try SceneFile.decode(Data("{ nope".utf8), source: "w.json") } == .syntax)
        #expect(kind(SceneFileError.self, \.kind) { _ = try SceneFile.decode(Data(#"{"format": 2}"#.utf8), source: "w.json") } == .content)
    }

    @Test func renderErrorsTellASceneSizeFromAMissingImage() {
        let root = SceneNode(.zStack(alignment: .center, children: [SceneNode(.image(name: "frame:0", contentMode: .fill))]))
        let tooBig = WidgetScene(width: 0, height: 10, displayScale: 1, reference: SceneDefaults.reference, root: root)
        #expect(kind(RenderError.self, \.kind) { _ = try SceneRenderer(scene: tooBig, images: ImageLibrary()) } == .sceneSize)
        let fine = WidgetScene(width: 10, height: 10, displayScale: 1, reference: SceneDefaults.reference, root: root)
        #expect(kind(RenderError.self, \.kind) { _ = try SceneRenderer(scene: fine, images: ImageLibrary()) } == .missingImage)
    }

    @Test func fontErrorsTellAMissingFileFromBytesThatAreNoFont() throws {
        let dir = try Fixtures.temporaryDirectory()
        #expect(kind(FontError.self, \.kind) { _ = try FontFace(contentsOf: dir.appendingPathComponent("none.ttf")) } == .unreadableFile)
        let junk = dir.appendingPathComponent("junk.ttf")
        try Data("certainly not a font".utf8).write(to: junk)
        #expect(kind(FontError.self, \.kind) { _ = try FontFace(contentsOf: junk) } == .notAFont)
    }
}
