/// The 30-layer stack of domain.md section 5 as an ordinary scene tree.
///
/// Frame 0 has no mask (the fallback); frame i of the first half is masked by
/// `blink(date: R + i·d)`; the second half, frames N/2…N-1, sits in a stack masked by
/// `blink(date: R − 1)`, on only in odd seconds. `blink` is a BlinkMask timer placed as in
/// section 4: a 9·s frame, trailing aligned, offset −8·s, in a clipped GeometryReader.
public struct WidgetnimationPreset: Equatable, Sendable {
    public var frameCount = 30
    public var fps = Rational(15)
    /// View side `s` in points, and pixels per point.
    public var size = 170.0
    public var displayScale = 3.0
    public var reference = SceneDefaults.reference
    /// `builtin:BlinkMask` or a font file.
    public var maskFont = FontReference.builtInBlinkMask
    /// White behind each frame (as published); `nil` leaves frames transparent, which ghosts.
    public var frameBackground: SceneColor? = .white
    public var canvasBackground = SceneColor.white

    public init() {}

    /// The timer group every mask belongs to, for jitter models.
    public static let maskGroup = "masks"

    /// Names frames as the renderer's frame set knows them: `frame:7`.
    public static func frameName(_ index: Int) -> String { FrameName.name(index) }

    /// The length of one loop: frameCount / fps seconds (2 s for 30 frames at 15 fps).
    public var loop: Seconds { Rational(Int128(frameCount)) / fps }

    public var scene: WidgetScene {
        let d = Rational.one / fps
        let half = (frameCount + 1) / 2
        let firstHalf = (0..<half).map { i in frame(i, mask: i == 0 ? nil : blink(date: d * Rational(i))) }
        let secondHalf = (half..<frameCount).map { j in frame(j, mask: blink(date: d * Rational(j))) }
        var children = [SceneNode(.color(.fixed(canvasBackground))), SceneNode(.zStack(alignment: .center, children: firstHalf))]
        if !secondHalf.isEmpty {
            children.append(SceneNode(.zStack(alignment: .center, children: secondHalf), mask: blink(date: Rational(-1))))
        }
        return WidgetScene(width: size, height: size, displayScale: displayScale, reference: reference,
                     animation: .init(fps: fps, loop: loop), expectation: .blinkStack(frameCount: frameCount, fps: fps),
                     root: SceneNode(.zStack(alignment: .center, children: children),
                                     frame: FrameSize(width: size, height: size), clipped: true))
    }

    /// `Image(k).resizable().scaledToFill().frame(s, s).clipped().background(white)`.
    func frame(_ index: Int, mask: SceneNode?) -> SceneNode {
        SceneNode(.image(name: Self.frameName(index), contentMode: .fill),
                  frame: FrameSize(width: size, height: size), clipped: true,
                  background: frameBackground, mask: mask)
    }

    /// `Text(date, style: .timer)` in the mask font, placed so its last glyph covers the view.
    func blink(date offsetFromReference: Seconds) -> SceneNode {
        Self.blink(size: size, font: maskFont, date: offsetFromReference)
    }

    /// The blink view of section 4 for a view of side `size`: a BlinkMask timer framed 9·s,
    /// trailing aligned, offset −8·s in a clipped GeometryReader.
    static func blink(size: Double, font: String, date offsetFromReference: Seconds) -> SceneNode {
        let text = SceneNode(
            .text(TextContent(runs: [.timer(TimerSpec(date: .relative(offsetFromReference), group: maskGroup))],
                              font: font, size: size, alignment: .trailing)),
            frame: FrameSize(width: size * 9, height: size), offset: Point(x: -size * 8, y: 0))
        return SceneNode(.geometryReader(children: [text]),
                         frame: FrameSize(width: size, height: size), clipped: true)
    }
}
