import Testing
import TimerMaskRaster

@Suite struct PixelRectUnionTests {
    @Test func unionHoldsBothAndIgnoresAnEmptyOne() {
        let a = PixelRect(x: 2, y: 3, width: 4, height: 5), b = PixelRect(x: -1, y: 6, width: 2, height: 10)
        #expect(a.union(b) == PixelRect(x: -1, y: 3, width: 7, height: 13))
        #expect(a.union(b).contains(a) && a.union(b).contains(b))
        let empty = PixelRect(x: 100, y: 100, width: 0, height: 7)
        #expect(a.union(empty) == a)
        #expect(empty.union(a) == a)
    }
}
