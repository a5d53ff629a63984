import Foundation

/// The arc-mask widget of domain.md section 10 (the Widgetnimation repository as it stands) as
/// an ordinary scene tree: frame i of N is masked by the arc band from −a(i+1) to −a·i
/// (a = 360°/N) of a circle of radius 50·s, stroked 1.5·s wide with butt caps in an s × s
/// frame, turned by the clock-hand effect over one cycle and moved down by 50·s, so the top
/// of the huge circle crosses the view and one band covers it at a time.
public struct WidgetnimationArcPreset: Equatable, Sendable {
    /// The frames the bands show, in band order: `frame:K` indices (a ping-pong loop repeats
    /// frames N−2…1 after N−1).
    public var bandFrames: [Int] = Self.pingPong(30)
    /// One turn of the clock-hand effect: the whole animation.
    public var cycle: Seconds = Rational(2)
    /// View side `s` in points, and pixels per point.
    public var size = 170.0
    public var displayScale = 3.0
    public var reference = SceneDefaults.reference
    /// The zone the clock-hand effect reads the wall clock in; nil reads the render's zone.
    public var timeZone: TimeZoneSpec? = nil
    public var canvasBackground = SceneColor.white

    public init() {}

    /// Frames 0…n−1 then n−2…1: 30 frames play as 58.
    public static func pingPong(_ n: Int) -> [Int] {
        n < 3 ? Array(0..<max(0, n)) : Array(0..<n) + Array((1...(n - 2)).reversed())
    }

    /// Bands for `frameCount` frames: 0…N−1, then N−2…1 again when `pingPong` (30 frames as 58).
    public mutating func play(frameCount: Int, pingPong: Bool) {
        bandFrames = pingPong ? Self.pingPong(frameCount) : Array(0..<max(0, frameCount))
    }

    public var bandCount: Int { bandFrames.count }

    /// Degrees of arc per band.
    public var bandAngle: Double { 360 / Double(bandCount) }

    /// The arc's radius and stroke width as multiples of `s` (domain.md section 10).
    public static let radiusPerSide = 50.0
    public static let lineWidthPerSide = 1.5

    public var scene: WidgetScene {
        let s = size, a = bandAngle
        let bands = bandFrames.enumerated().map { i, frame in
            SceneNode(.image(name: WidgetnimationPreset.frameName(frame), contentMode: .fill), [
                .frame(width: SceneLength(s), height: SceneLength(s), alignment: .center),
                .clipped,
                .mask(band(i, angle: a), alignment: .center),
            ])
        }
        let stack = SceneNode(.zStack(alignment: .center, children: bands),
                              [.frame(width: SceneLength(s), height: SceneLength(s), alignment: .center)])
        let root = SceneNode(.zStack(alignment: .center, children: [SceneNode(.color(.fixed(canvasBackground))), stack]),
                             [.frame(width: SceneLength(s), height: SceneLength(s), alignment: .center), .clipped])
        let fps = Rational(Int128(bandCount)) / cycle
        return WidgetScene(width: s, height: s, displayScale: displayScale, reference: reference,
                           animation: .init(fps: fps, loop: cycle), expectation: .clockBands(expectedBands()), root: root)
    }

    /// `ArcShape(startAngle: -a(i+1), endAngle: -a·i, radius: 50s).stroke(lineWidth: 1.5s, lineCap: .butt)
    ///  .frame(s, s).clockHandRotationEffect(period: cycle).offset(y: 50s)`.
    func band(_ i: Int, angle a: Double) -> SceneNode {
        let s = size
        let arc = PathElement.arc(center: ScenePoint(x: try! SceneLength(parsing: "midX"), y: try! SceneLength(parsing: "midY")),
                                  radius: SceneLength(Self.radiusPerSide * s),
                                  startDegrees: -a * Double(i + 1), endDegrees: -a * Double(i), clockwise: false)
        let stroke = StrokeSettings(lineWidth: SceneLength(Self.lineWidthPerSide * s), lineCap: .butt)
        return SceneNode(.shape(.path([arc]), .stroke(.black, stroke)), [
            .frame(width: SceneLength(s), height: SceneLength(s), alignment: .center),
            .clockHandRotation(ClockHandRotation(period: cycle, timeZone: timeZone)),
            .offset(x: SceneLength(0), y: SceneLength(Self.radiusPerSide * s)),
        ])
    }

    /// What should show: the band over the view's centre (a quarter turn past band 0's start,
    /// since the view sits straight above the wheel's centre), split while a boundary is
    /// within the view's half-angle, `atan(½ / (50 − ½))`, seen from the wheel's centre.
    func expectedBands() -> ClockBands {
        let halfWidth = atan(0.5 / (Self.radiusPerSide - 0.5)) / (2 * .pi)
        return ClockBands(frameCount: bandCount, cycle: cycle, centreTurn: 0.25, sweepHalfWidth: halfWidth,
                          timeZone: timeZone, bandFrames: bandFrames)
    }
}
