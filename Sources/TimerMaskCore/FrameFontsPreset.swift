/// The 16-font stack of domain.md sections 6 and 11 as an ordinary scene tree: each layer is
/// itself a timer in a frame font, so the glyph its seconds pair picks is the picture.
///
/// Layer k is `Text(R + 1 + k/F, style: .timer)` in frame font k at size s, framed 9·s × s,
/// trailing aligned and offset −4·s (centred origin, no GeometryReader). Layers 1…N/2−1 are
/// masked by `blink(date: R_m + k/F)`; layers N/2…N−1, each masked the same way, sit in a second
/// stack masked by `blink(date: R_m − 1)`; layer 0 is unmasked. The masks count from their own
/// reference `R_m = R + maskSkew` (the static `Date() - 60` of section 11).
public struct FrameFontsPreset: Equatable, Sendable {
    public var frameCount = 16
    public var fps = Rational(8)
    /// View side `s` in points, and pixels per point.
    public var size = 364.0
    public var displayScale = 1.0
    public var reference = SceneDefaults.reference
    /// How far the masks' reference date is from the frames' (`R_m − R`).
    public var maskSkew = Seconds.zero
    /// Frame font k, one per layer: `builtin:FrameFont0`… or font files.
    public var fonts: [String] = (0..<16).map(FontReference.builtInFrameFont)
    public var maskFont = FontReference.builtInBlinkMask
    /// Behind each frame layer (for frame fonts whose pictures are not opaque); none as published.
    public var frameBackground: SceneColor? = nil
    public var canvasBackground = SceneColor.white

    public init() {}

    /// One layer per font, in order.
    public mutating func useFonts(_ references: [String]) {
        fonts = references
        frameCount = references.count
    }

    /// The timer group of the frame layers' timers, for jitter models and explanations.
    public static let frameGroup = "frames"

    /// One frame glyph per two seconds of the pair, fifteen to a font (CatFont's `l00…l14`).
    public static let glyphsPerFont = FontStack.glyphsPerFont

    /// The picture glyph each seconds pair 00…59 picks in the fonts (`FontStack.pairGlyphs`):
    /// nil for the CatFont rule; `SceneBundle.frameFonts` reads it from the fonts' ligatures.
    public var pairGlyphs: [Int]? = nil

    /// What the stack should show: its layers, rate, mask skew and pair glyphs.
    public var stack: FontStack { FontStack(layerCount: frameCount, fps: fps, maskSkew: maskSkew, pairGlyphs: pairGlyphs) }

    /// The length of one loop: 15 · N / F seconds under the CatFont rule (30 s for 16 layers at
    /// 8 fps), twice that for fonts with one picture per pair of a minute.
    public var loop: Seconds { stack.loop }

    public var scene: WidgetScene {
        let d = Rational.one / fps
        let half = (frameCount + 1) / 2
        let layers = (0..<frameCount).map { k in layer(k, mask: k == 0 ? nil : blink(date: maskSkew + d * Rational(Int128(k)))) }
        var children = [SceneNode(.color(.fixed(canvasBackground))), SceneNode(.zStack(alignment: .center, children: Array(layers[..<half])))]
        if half < frameCount {
            children.append(SceneNode(.zStack(alignment: .center, children: Array(layers[half...])),
                                      mask: blink(date: maskSkew - .one)))
        }
        return WidgetScene(width: size, height: size, displayScale: displayScale, reference: reference,
                           animation: .init(fps: fps, loop: loop),
                           expectation: .fontStack(stack),
                           root: SceneNode(.zStack(alignment: .center, children: children),
                                           frame: FrameSize(width: size, height: size), clipped: true))
    }

    /// `Text(R + 1 + k/F, style: .timer).font(frame font k, size: s).frame(9s, s)
    ///  .multilineTextAlignment(.trailing).offset(x: −4s)`, its mask outside.
    func layer(_ k: Int, mask: SceneNode?) -> SceneNode {
        let date = Rational.one + Rational(Int128(k)) / fps
        let text = TextContent(runs: [.timer(TimerSpec(date: .relative(date), group: Self.frameGroup))],
                               font: fonts[k % max(1, fonts.count)], size: size, alignment: .trailing)
        var chain: [SceneModifier] = [.frame(width: SceneLength(9 * size), height: SceneLength(size), alignment: .center)]
        if let frameBackground { chain.append(.background(SceneNode(.color(.fixed(frameBackground))), alignment: .center)) }
        chain.append(.offset(x: SceneLength(-4 * size), y: SceneLength(0)))
        if let mask { chain.append(.mask(mask, alignment: .center)) }
        return SceneNode(.text(text), chain)
    }

    /// The BlinkMask view of section 4 with the masks' own date.
    func blink(date: Seconds) -> SceneNode {
        WidgetnimationPreset.blink(size: size, font: maskFont, date: date)
    }
}

extension FontReference {
    /// The built-in frame font of layer k (the keyring animation, frames k, k+16, k+32…).
    public static func builtInFrameFont(_ k: Int) -> String { "builtin:FrameFont\(k)" }
    /// k for `builtin:FrameFontK`, else nil.
    public static func builtInFrameFontIndex(_ reference: String) -> Int? {
        let prefix = "builtin:FrameFont"
        guard reference.hasPrefix(prefix), let k = Int(reference.dropFirst(prefix.count)), k >= 0 else { return nil }
        return k
    }
    /// How many built-in frame fonts there are.
    public static let builtInFrameFontCount = 16
}
