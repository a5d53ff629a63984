/// A 2D affine map in Core Graphics' layout:
///
///     x' = a·x + c·y + tx
///     y' = b·x + d·y + ty
///
/// In this module's y-down pixel space a **positive rotation turns clockwise on screen**, as
/// `CGContext.rotate(by:)` does in a UIKit (flipped, y-down) context.
///
/// Note: Foundation also declares an `Transform2D`; a file importing both modules writes
/// `TimerMaskRaster.Transform2D`.
public struct Transform2D: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(x: Double, y: Double) -> Transform2D {
        Transform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public static func scale(x: Double, y: Double) -> Transform2D {
        Transform2D(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    public static func scale(_ s: Double) -> Transform2D { scale(x: s, y: s) }

    /// A rotation about the origin; quarter turns are exact (no 6e-17 residue from `cos(π/2)`).
    public static func rotation(degrees: Double) -> Transform2D {
        let (s, c) = sineCosine(degrees: degrees)
        return Transform2D(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// A rotation that leaves `pivot` where it is.
    public static func rotation(degrees: Double, about pivot: Point2D) -> Transform2D {
        translation(x: -pivot.x, y: -pivot.y)
            .concatenating(rotation(degrees: degrees))
            .concatenating(translation(x: pivot.x, y: pivot.y))
    }

    /// `self` first, then `next` (Core Graphics' order for `concatenating`).
    public func concatenating(_ next: Transform2D) -> Transform2D {
        Transform2D(a: a * next.a + b * next.c,
                        b: a * next.b + b * next.d,
                        c: c * next.a + d * next.c,
                        d: c * next.b + d * next.d,
                        tx: tx * next.a + ty * next.c + next.tx,
                        ty: tx * next.b + ty * next.d + next.ty)
    }

    public func translatedBy(x: Double, y: Double) -> Transform2D { concatenating(.translation(x: x, y: y)) }
    public func rotatedBy(degrees: Double) -> Transform2D { concatenating(.rotation(degrees: degrees)) }
    public func scaledBy(x: Double, y: Double) -> Transform2D { concatenating(.scale(x: x, y: y)) }

    public var determinant: Double { a * d - b * c }

    /// The most this map stretches any length: its largest singular value.
    public var largestScale: Double {
        let sum = a * a + b * b + c * c + d * d
        let det = determinant
        return ((sum + max(0, sum * sum - 4 * det * det).squareRoot()) / 2).squareRoot()
    }

    var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The map that undoes this one, nil when it squashes the plane to a line or a point.
    public var inverse: Transform2D? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform2D(a: ia, b: ib, c: ic, d: id,
                               tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    public func apply(_ p: Point2D) -> Point2D {
        Point2D(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    public func apply(_ path: VectorPath) -> VectorPath { path.transformed(by: self) }

    static func sineCosine(degrees: Double) -> (Double, Double) {
        let turn = degrees.truncatingRemainder(dividingBy: 360)
        switch turn {
        case 0: return (0, 1)
        case 90, -270: return (1, 0)
        case 180, -180: return (0, -1)
        case 270, -90: return (-1, 0)
        default:
            let r = turn * .pi / 180
            return (sin(r), cos(r))
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
