import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRaster
@testable import TimerMaskRender

/// domain.md section 4: inside a widget a timer Text takes the full width it is offered; a
/// literal Text keeps its own width.
struct TimerTextWidthTests {
    /// A 100 × 20 pt view, white, with one 20 pt BlinkMask Text in a GeometryReader-like stack.
    func render(_ piece: TextPiece, alignment: TextAlignmentSetting) throws -> RGBAImage {
        let reference = Instant(sinceEpoch: Rational(1_000_000))
        let text = SceneNode(.text(TextContent(runs: [piece], size: 20, alignment: alignment)))
        let root = SceneNode(.zStack(alignment: .topLeading, children: [SceneNode(.color(.white)), text]))
        let scene = WidgetScene(width: 100, height: 20, displayScale: 1, reference: reference, root: root)
        return try SceneRenderer(scene: scene, images: ImageLibrary()).render(at: reference).image
    }

    /// The columns with ink on the middle row: "0:00" in BlinkMask is three 20 px squares.
    func inkedColumns(_ image: RGBAImage) -> ClosedRange<Int>? {
        let inked = (0..<image.width).filter { image.pixel(x: $0, y: 10).r < 128 }
        guard let first = inked.first, let last = inked.last else { return nil }
        return first...last
    }

    @Test func aFramelessTrailingTimerEndsOnTheRightEdge() throws {
        let timer = TextPiece.timer(TimerSpec(date: .relative(.zero)))
        #expect(inkedColumns(try render(timer, alignment: .trailing)) == 40...99)
        #expect(inkedColumns(try render(timer, alignment: .center)) == 20...79)
        #expect(inkedColumns(try render(timer, alignment: .leading)) == 0...59)
    }

    @Test func aLiteralTextKeepsItsNaturalWidth() throws {
        // Its frame is its own 60 pt, so alignment inside it changes nothing.
        #expect(inkedColumns(try render(.literal("0:00"), alignment: .trailing)) == 0...59)
    }
}
