import Foundation

/// What a widget should show at each instant, stated with the widget (a preset, or a scene
/// file's `expectation`) rather than assumed from one widget's formulas.
public enum ShowExpectation: Equatable, Sendable {
    /// The timer-masked layer stack of domain.md section 5: frame `floor(fps · u)` on top.
    case blinkStack(frameCount: Int, fps: Rational)
    /// Bands turned by the clock-hand effect (domain.md section 10): one frame per band of
    /// `360° / frameCount`, the band over the view's centre showing, and a sweep while a
    /// boundary crosses the view.
    case clockBands(ClockBands)
    /// A stack of timers in frame fonts (domain.md sections 6 and 11): the top layer's seconds
    /// pair picks the picture, frame `k + N·j`.
    case fontStack(FontStack)
}

/// The 16-font stack's schedule. With `τ = t − R`, `τ_m = τ − maskSkew` and the default
/// rounding, the masks leave layer `k = floor(F · (τ_m mod 2))` on top (the BlinkMask stack of
/// section 5 with N = 2F layers); layer k's timer `Text(R + 1 + k/F)` shows `e = floor(τ − 1 −
/// k/F)` seconds, whose seconds pair `SS = e mod 60` picks glyph `j = floor((SS mod 30) / 2)` of
/// font k, and font k's glyph j is frame `k + N·j`. Without skew `e = 2·floor(τ/2) − 1` for
/// every layer on top, so the widget plays frame `(floor(F·τ) − N) mod 15N` (frame 0 from
/// τ = 2 s), 1/F s each, a loop of 15·N/F s (30 s at 16 layers, 8 fps). For other N, F, a skew
/// or another rounding the schedule reads the same timers through `TimerText` instead of the
/// closed form, so it stays what the scene's timers say.
public struct FontStack: Equatable, Sendable {
    /// Layers N, one frame font each.
    public var layerCount: Int
    public var fps: Rational
    /// `R_m − R`: how far the masks' reference date is from the frame timers'.
    public var maskSkew: Seconds
    /// The picture glyph (its rank among the font's picture glyphs) each seconds pair 00…59
    /// picks through the frame fonts' ligatures, read from the fonts when they are loaded; nil
    /// for the published CatFont rule, `floor((SS mod 30) / 2)`. An sbix frame font with one
    /// picture per pair reads `SS`.
    public var pairGlyphs: [Int]?

    /// Frame glyphs per font under the CatFont rule: pairs 00…59 map to `floor((SS mod 30) / 2)`.
    public static let glyphsPerFont = 15

    public init(layerCount: Int, fps: Rational, maskSkew: Seconds = .zero, pairGlyphs: [Int]? = nil) {
        self.layerCount = layerCount
        self.fps = fps
        self.maskSkew = maskSkew
        self.pairGlyphs = pairGlyphs.flatMap { $0.count == 60 && $0.allSatisfy { (0..<10_000).contains($0) } ? $0 : nil }
    }

    /// Picture glyphs a layer's font can show: 15 under the CatFont rule.
    public var glyphsPerFont: Int { pairGlyphs.map { ($0.max() ?? 0) + 1 } ?? Self.glyphsPerFont }

    /// Frame numbers the stack can show, `k + N·j` below N · glyphs per font.
    public var frameCount: Int { layerCount * glyphsPerFont }

    /// Seconds pairs before the pictures repeat: 30 under the CatFont rule (pair 30 shows what
    /// pair 00 does), 60 when the fonts give the two halves of a minute different pictures.
    public var pairCycle: Int {
        guard let pairGlyphs else { return 30 }
        return (0..<30).allSatisfy { pairGlyphs[$0] == pairGlyphs[$0 + 30] } ? 30 : 60
    }

    /// One loop: the pair cycle read by N layers at F fps, `pairCycle · N / (2F)` seconds (30 s
    /// for 16 CatFont layers at 8 fps, 60 s for 30 one-picture-per-pair fonts at 15 fps).
    public var loop: Seconds { Rational(Int128(pairCycle * layerCount), 2) / fps }

    /// The CatFont rule: the glyph a seconds pair picks is `floor((SS mod 30) / 2)`.
    public static func glyph(forPair pair: Int) -> Int { (pair % 30) / 2 }

    /// The glyph this stack's fonts pick for a seconds pair.
    public func glyph(forPair pair: Int) -> Int {
        let pair = ((pair % 60) + 60) % 60
        return pairGlyphs?[pair] ?? Self.glyph(forPair: pair)
    }

    /// The frame glyph j of layer k shows.
    public func frame(layer k: Int, glyph j: Int) -> Int { k + layerCount * j }
}

/// The arc-mask widget's schedule in turns of its cycle. At phase `p = ((t + zone) mod cycle)
/// / cycle`, the band over the view's centre is `floor(frameCount · (p + centreTurn)) mod
/// frameCount`; a boundary is inside the view while it is within `sweepHalfWidth` turns of the
/// centre, and the picture is split between the two frames it separates.
public struct ClockBands: Equatable, Sendable {
    public var frameCount: Int
    public var cycle: Seconds
    /// Where the view's centre sits on the unturned wheel, in turns from band 0's start.
    public var centreTurn: Double
    /// Half the angle the view spans, seen from the wheel's centre, in turns.
    public var sweepHalfWidth: Double
    /// The zone the wall clock is read in; nil reads the render's zone.
    public var timeZone: TimeZoneSpec?
    /// The `frame:K` each band shows, in band order; empty for band i showing frame i.
    public var bandFrames: [Int]

    public init(frameCount: Int, cycle: Seconds, centreTurn: Double, sweepHalfWidth: Double,
                timeZone: TimeZoneSpec? = nil, bandFrames: [Int] = []) {
        self.frameCount = frameCount
        self.cycle = cycle
        self.centreTurn = centreTurn
        self.sweepHalfWidth = sweepHalfWidth
        self.timeZone = timeZone
        self.bandFrames = bandFrames
    }

    /// What the view shows at an instant: one band, or two while their boundary crosses it.
    public enum Showing: Equatable, Sendable {
        case band(Int)
        /// `before` gives way to `after`; `boundary` is where the boundary is across the view,
        /// 0 at its entering edge and 1 at its leaving edge.
        case sweep(before: Int, after: Int, boundary: Double)
    }

    /// The cycle's phase at `t` in turns, 0 ≤ p < 1, read in the band's zone (else `zone`).
    public func phase(at t: Instant, zone: TimeZoneSpec) -> Double {
        let offset = Rational(Int128((timeZone ?? zone).secondsFromGMT(at: t)))
        return ((t.sinceEpoch + offset).modulo(cycle) / cycle).doubleValue
    }

    public func showing(at t: Instant, zone: TimeZoneSpec) -> Showing {
        let n = Double(frameCount)
        let position = n * (phase(at: t, zone: zone) + centreTurn)
        let band = Int(position.rounded(.down)) % frameCount
        // Distance, in turns, from the centre to the nearest boundary behind or ahead.
        let fraction = position - position.rounded(.down)
        let sinceBoundary = fraction / n, toBoundary = (1 - fraction) / n
        if sinceBoundary < sweepHalfWidth {
            return .sweep(before: (band + frameCount - 1) % frameCount, after: band,
                          boundary: 0.5 + sinceBoundary / (2 * sweepHalfWidth))
        }
        if toBoundary < sweepHalfWidth {
            return .sweep(before: band, after: (band + 1) % frameCount, boundary: 0.5 - toBoundary / (2 * sweepHalfWidth))
        }
        return .band(band)
    }

    /// The `frame:K` index band `i` shows.
    public func frame(ofBand i: Int) -> Int { bandFrames.isEmpty ? i : bandFrames[i % bandFrames.count] }
}
