import Foundation
import Testing
import TimerMask
@testable import TimerMaskServe

/// The background pass that draws the loop after a load gives way to the page: it draws no
/// instant while a picture the page asked for is being made.
struct PreviewWarmUpTests {
    @Test func theLoopWaitsWhileAPictureIsBeingMade() throws {
        let bundle = try SceneBundle.widgetnimation()
        let source = PreviewSource(watching: []) { variant in
            PreviewSource.Widget(bundle, environment: SceneEnvironment(colorScheme: variant.scheme))
        }
        let held = 2.0
        let clock = ContinuousClock()
        let start = clock.now
        let serving = Thread { source.servingPicture { Thread.sleep(forTimeInterval: held) } }
        serving.start()
        while !source.isServingPicture { Thread.sleep(forTimeInterval: 0.001) }
        PreviewWarmUp.warm(source, generation: source.generation, stopped: { false })
        let took = clock.now - start
        #expect(took >= .seconds(held), "the loop was drawn in \(took) while a picture was being made for \(held) s")
        #expect(source.isWarm && !source.isServingPicture)
    }
}
