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

    public init(frameCount: Int, cycle: Seconds, centreTurn: Double, sweepHalfWidth: Double, timeZone: TimeZoneSpec? = nil) {
        self.frameCount = frameCount
        self.cycle = cycle
        self.centreTurn = centreTurn
        self.sweepHalfWidth = sweepHalfWidth
        self.timeZone = timeZone
    }
}
