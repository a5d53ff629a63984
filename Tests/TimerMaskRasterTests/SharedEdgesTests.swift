import Foundation
import Testing
@testable import TimerMaskRaster

/// Edges two pieces of an outline share, walked both ways, are left out of rasterising; the
/// coverage must be what adding every edge gives.
struct SharedEdgesTests {
    /// Coverage with and without the cancelling, over the same window.
    func both(_ path: VectorPath, width: Int, height: Int, originX: Int = 0, originY: Int = 0) -> (CoverageMask, CoverageMask) {
        (PathRasterizer.coverage(of: path, width: width, height: height, originX: originX, originY: originY,
                                 fillRule: .nonZero, cancellingSharedEdges: true),
         PathRasterizer.coverage(of: path, width: width, height: height, originX: originX, originY: originY,
                                 fillRule: .nonZero, cancellingSharedEdges: false))
    }

    /// Edges of `path` the cancelling leaves out.
    func cancelled(_ path: VectorPath) -> (cancelled: Int, all: Int) {
        let subpaths = path.subpaths
        guard let shared = SharedEdges(subpaths) else { return (0, subpaths.reduce(0) { $0 + $1.count }) }
        var count = 0, all = 0
        for polygon in subpaths {
            var previous = polygon[polygon.count - 1]
            for point in polygon {
                if shared.cancels(previous, point) { count += 1 }
                all += 1
                previous = point
            }
        }
        return (count, all)
    }

    @Test func aLongBandOfManySegmentsKeepsOnlyItsOutline() {
        // The arc widget's band 3 of 58 at 510 px (radius 50 s, 1.5 s wide, butt caps) traced
        // as 60 straight segments, so it is stroked as a band and a join per segment (a lone
        // arc is one outline: ArcStrokeTests); turned so that its end crosses the canvas.
        let s = 510.0, a = 360.0 / 58 * .pi / 180
        var band = CurvePath()
        for k in 0...60 {
            let angle = -a * 4 + a * Double(k) / 60
            let p = Point2D(s / 2 + 50 * s * cos(angle), s / 2 + 50 * s * sin(angle))
            if k == 0 { band.move(to: p) } else { band.addLine(to: p) }
        }
        let turn = Transform2D.rotation(degrees: -90 + 360.0 / 58 * 3 + 0.1, about: Point2D(s / 2, s / 2))
        let outline = band.stroked(LineStyle(lineWidth: 1.5 * s, cap: .butt, join: .round),
                                   transform: turn.concatenating(.translation(x: 0, y: 50 * s)))
        let (fast, every) = both(outline, width: 510, height: 510)
        #expect(fast == every)
        #expect(!fast.isEmpty && !fast.isFull, "the band's end crosses the canvas")
        let (count, all) = cancelled(outline)
        #expect(all > 400)
        #expect(all - count < 300, "\(count) of \(all) edges cancelled: the cuts between the band's pieces")
    }

    @Test func strokedCornersAndRoundJoinsCoverTheSame() {
        var zigzag = CurvePath()
        zigzag.move(to: Point2D(3.3, 40.1))
        for i in 1...9 { zigzag.addLine(to: Point2D(3.3 + Double(i) * 9.7, i % 2 == 0 ? 40.1 : 8.6)) }
        for join in [LineStyle.Join.miter, .round, .bevel] {
            let outline = zigzag.stroked(LineStyle(lineWidth: 6.5, cap: .round, join: join), transform: .identity)
            let (fast, every) = both(outline, width: 100, height: 50)
            #expect(fast == every, "\(join)")
            let window = both(outline, width: 40, height: 30, originX: 30, originY: 10)
            #expect(window.0 == window.1, "\(join), a window of it")
        }
    }

    @Test func anOutlineOfMillionsOfEdgesIsNotTabulated() {
        // Its table would cost about 100 bytes an edge (a stroke of 99,999 points with round
        // joins has 3.5 million): such an outline is walked edge by edge as before.
        let many = (0..<(SharedEdges.edgeLimit / 4 + 1)).map { i in
            [Point2D(Double(i), 0), Point2D(Double(i) + 1, 0), Point2D(Double(i) + 1, 1), Point2D(Double(i), 1)]
        }
        #expect(many.reduce(0) { $0 + $1.count } > SharedEdges.edgeLimit)
        #expect(SharedEdges(many) == nil)
        #expect(SharedEdges(Array(many.prefix(2))) != nil)
        #expect(SharedEdges(Array(many.prefix(1))) == nil, "one polygon shares nothing")
    }

    @Test func edgesWalkedTheSameWayBothCount() {
        // Two identical squares at fractional positions: every edge twice in one direction,
        // none cancelled; their edge pixels are doubled (and clamped) as before.
        var twice = VectorPath.rectangle(x: 2.25, y: 2.25, width: 5, height: 5)
        twice.append(.rectangle(x: 2.25, y: 2.25, width: 5, height: 5))
        let (fast, every) = both(twice, width: 10, height: 10)
        #expect(fast == every)
        #expect(cancelled(twice).cancelled == 0)
        let once = PathRasterizer.coverage(of: .rectangle(x: 2.25, y: 2.25, width: 5, height: 5), width: 10, height: 10)
        #expect(fast[x: 2, y: 4] > once[x: 2, y: 4], "a pixel three quarters covered twice reads as more")
        // A square and the same square walked backwards: every edge cancels, nothing drawn.
        var hole = VectorPath.rectangle(x: 2.25, y: 2.25, width: 5, height: 5)
        hole.append(VectorPath.rectangle(x: 2.25, y: 2.25, width: 5, height: 5).reversed())
        #expect(both(hole, width: 10, height: 10).0.isEmpty)
        #expect(cancelled(hole).cancelled == 8)
    }
}

/// The rasteriser's cell buffers are reused: each must come back with every cell 0.
struct CellBuffersTests {
    @Test func buffersComeBackCleanAndTheNextMaskIsUnchanged() {
        // Edges on the grid's right side (x = width), left of it, fractional and steep ones.
        var messy = VectorPath.rectangle(x: -5.5, y: 1.25, width: 30.75, height: 8.5)
        messy.append(.rectangle(x: 12.3, y: -3, width: 7.7, height: 40))
        var slant = VectorPath()
        slant.move(to: Point2D(3.1, 2.2)); slant.line(to: Point2D(19.9, 7.7)); slant.line(to: Point2D(8.4, 29.6))
        messy.append(slant)
        let first = PathRasterizer.coverage(of: messy, width: 20, height: 30, originX: 0, originY: 0)
        #expect(!CellBuffers.kept.isEmpty)
        #expect(keptAreClean)
        let again = PathRasterizer.coverage(of: messy, width: 20, height: 30, originX: 0, originY: 0)
        #expect(again == first)
        #expect(keptAreClean)
        // A smaller window of it, in a buffer a bigger one left, is cleaned too.
        let window = PathRasterizer.coverage(of: messy, width: 9, height: 11, originX: 7, originY: 3)
        #expect(!window.isEmpty)
        #expect(keptAreClean)
    }

    /// Whether every buffer the pool keeps is all 0.
    private var keptAreClean: Bool { CellBuffers.kept.allSatisfy { $0.allSatisfy { $0 == 0 } } }
}
