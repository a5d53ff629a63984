import TimerMaskCore
import TimerMaskRaster

/// Where a mask turned by the clock can draw, at any angle: worked out from one evaluation of
/// it, so an instant at which the mask cannot reach the canvas (most of the arc widget's 58
/// bands, far off it) is known to draw nothing without evaluating its views again.
///
/// It applies to a mask that only lays out and draws shapes (stacks, spacers, shapes; frames,
/// offsets, paddings, turns, scales and clips) with no timer, turned by exactly one clock-hand
/// effect on its own modifiers, so that everything it draws turns together. Its layout does not
/// change with time, so each shape lies still in the effect's coordinates (before the turn),
/// and at angle θ every pixel it draws lies in the box of
/// `outside ∘ turn(θ about pivot)` applied to the shapes' box there, widened as
/// `ShapeGeometry.mayReach` widens a box (by how far strokes reach, and a pixel).
struct TurnedReach {
    /// The one clock-hand effect, where it turns about, and the transform outside it.
    let effect: ClockHandRotation
    let pivot: Point2D
    let outside: Transform2D
    /// The shapes' box in the effect's coordinates (nil: nothing drawn), and how far past it a
    /// stroke can reach, in those coordinates.
    var box: (min: Point2D, max: Point2D)?
    var strokeReach: Double

    /// The transform from the effect's coordinates to canvas pixels at `degrees`.
    func map(_ degrees: Double) -> Transform2D {
        Transform2D.rotation(degrees: degrees, about: pivot).concatenating(outside)
    }

    /// Canvas pixels the mask may touch at `degrees`: never too small (`ShapeGeometry.mayReach`'s
    /// widening, plus a hundredth of a pixel for the rounding of the maps), nil when unbounded.
    func pixelBox(at degrees: Double) -> (min: Point2D, max: Point2D)? {
        guard let box else { return nil }
        let T = map(degrees)
        var lo = Point2D(x: .infinity, y: .infinity), hi = Point2D(x: -.infinity, y: -.infinity)
        for corner in [box.min, box.max, Point2D(x: box.min.x, y: box.max.y), Point2D(x: box.max.x, y: box.min.y)] {
            let q = T.apply(corner)
            lo.x = min(lo.x, q.x); lo.y = min(lo.y, q.y)
            hi.x = max(hi.x, q.x); hi.y = max(hi.y, q.y)
        }
        let widen = strokeReach * T.largestScale + 1 + VectorPath.defaultTolerance + 0.01
        guard widen.isFinite, lo.x.isFinite, lo.y.isFinite, hi.x.isFinite, hi.y.isFinite else { return nil }
        return (Point2D(x: lo.x - widen, y: lo.y - widen), Point2D(x: hi.x + widen, y: hi.y + widen))
    }

    /// Whether the mask can draw anything inside `clip` when turned `degrees`.
    func mayDraw(at degrees: Double, within clip: PixelRect) -> Bool {
        if box == nil { return false }   // drew no shape: nothing to draw at any angle
        guard let b = pixelBox(at: degrees) else { return true }
        return b.min.x < Double(clip.maxX) && b.max.x > Double(clip.x) && b.min.y < Double(clip.maxY) && b.max.y > Double(clip.y)
    }

    /// Whether `view` is a mask this applies to: no timer, exactly one clock-hand effect in it,
    /// on its own modifiers (none in its children; a view that draws only shapes holds no
    /// modifier views), and nothing in it but shapes laid out.
    static func applies(to view: ViewTree) -> Bool {
        view.timers.isEmpty && view.drawsOnlyShapes && view.clockHandEffects == 1
            && view.children.allSatisfy { $0.clockHandEffects == 0 }
    }

    /// Views that draw nothing but shapes: a shape, or a stack or spacer that places others.
    static func drawsOnlyShapes(_ content: SceneView) -> Bool {
        switch content {
        case .shape, .zStack, .vStack, .hStack, .spacer: true
        default: false
        }
    }

    /// Modifiers that only lay out, move, turn, scale or clip what is inside them.
    static func onlyPlaces(_ modifier: SceneModifier) -> Bool {
        switch modifier {
        case .frame, .flexibleFrame, .padding, .offset, .position, .fixedSize, .layoutPriority, .alignmentGuide,
             .aspectRatio, .rotation, .scale, .clipped, .clipShape, .clockHandRotation: true
        default: false
        }
    }

    /// Collects a turned reach while the mask is evaluated once, in full.
    final class Recorder {
        /// The effect, its pivot and the transform outside it once the effect has turned, with
        /// the shapes' box as it grows; the angle it turned by, and the map back from canvas
        /// pixels to the effect's coordinates at that angle.
        private var found: TurnedReach?
        private var degrees = 0.0
        private var back: Transform2D?
        private var usable = true

        /// The effect turned the mask's views by `degrees` about `pivot`, under `outside`.
        func turned(_ effect: ClockHandRotation, degrees: Double, about pivot: Point2D, outside: Transform2D) {
            if found != nil { usable = false }
            let turn = TurnedReach(effect: effect, pivot: pivot, outside: outside, box: nil, strokeReach: 0)
            found = turn
            self.degrees = degrees
            back = turn.map(degrees).inverse
        }

        /// A shape drawn through `transform` (canvas pixels), stroked in `stroke` or filled.
        func drew(_ curve: CurvePath, stroke: LineStyle?, transform: Transform2D) {
            guard usable, var turn = found, let back else {
                usable = false
                return
            }
            // The shape in the effect's coordinates: its whole transform, less the turn and what is outside it.
            let local = transform.concatenating(back)
            guard let shapeBox = curve.bounds(transform: local) else { usable = false; return }
            turn.box = turn.box.map { (Point2D(x: min($0.min.x, shapeBox.min.x), y: min($0.min.y, shapeBox.min.y)),
                                       Point2D(x: max($0.max.x, shapeBox.max.x), y: max($0.max.y, shapeBox.max.y))) } ?? shapeBox
            turn.strokeReach = max(turn.strokeReach, (stroke.map(curve.strokeReach) ?? 0) * local.largestScale)
            found = turn
        }

        /// The reach recorded (`finish`), nil where it does not apply.
        private(set) var reach: TurnedReach?

        /// Ends the recording: the reach holds if every pixel the mask drew (`ops`) lies in it
        /// at the angle it was drawn at.
        func finish(checking ops: [DrawOp]) {
            guard usable, let found else { return }
            let drawn = ops.filter { !$0.drawsNothing }
            if !drawn.isEmpty {
                guard let b = found.pixelBox(at: degrees) else { return }
                for op in drawn {
                    let r = op.region
                    guard Double(r.x) >= b.min.x.rounded(.down), Double(r.y) >= b.min.y.rounded(.down),
                          Double(r.maxX) <= b.max.x.rounded(.up), Double(r.maxY) <= b.max.y.rounded(.up) else { return }
                }
            }
            reach = found
        }
    }
}

extension ViewTree {
    /// Whether this view and everything in it draws nothing but shapes (`TurnedReach.applies`).
    static func drawsOnlyShapes(_ node: SceneNode, children: [ViewTree]) -> Bool {
        TurnedReach.drawsOnlyShapes(node.content) && node.modifiers.allSatisfy(TurnedReach.onlyPlaces)
            && children.allSatisfy(\.drawsOnlyShapes)
    }
}
