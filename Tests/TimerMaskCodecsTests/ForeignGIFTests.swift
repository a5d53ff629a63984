import Testing
import TimerMaskCodecs
import TimerMaskRaster

/// A GIF written by another encoder (Pillow; see tools/make-image-fixtures), read as viewers show it.
struct ForeignGIFTests {
    /// The four frames of pillow-disposal.gif as shown, in the letters of `GIFCodecTests.picture`.
    static let shown = [
        ["WWWWWWWW", "WRRRWWWW", "WRRRWWWW", "WWWWWWWW", "WWWWWWWW", "WWWWWWWW"],
        ["........", "........", "........", ".....GG.", ".....GG.", "........"],
        ["WWWWWWWW", "WWWWWWWW", "WWWWWWWW", "WWWWWWWW", "BBWWWWWW", "BBWWWWWW"],
        ["WWWWWWWR", "WWWWWWWW", "WWWWWWWW", "WWWWWWWW", "BBWWWWWW", "BBWWWWWW"],
    ].map(GIFCodecTests.picture)

    @Test func pillowsLocalPalettesDisposalAndTransparencyDecodeAsShown() throws {
        let animation = try GIFCodec.decodeAnimation(TestPictures.fixture("pillow-disposal.gif"), source: "pillow-disposal.gif")
        #expect(animation.frames.map(\.delayCentiseconds) == [10, 20, 15, 5])
        #expect(animation.plays == 0)
        let images = animation.frames.map(\.image)
        try #require(images.count == 4)
        for k in 0..<4 { #expect(images[k] == Self.shown[k], "frame \(k)") }
    }
}
