import Foundation
import Testing
import TimerMask
@testable import TimerMaskServe

/// The background pass that draws the loop after a load gives way to the page: it draws no
/// instant while a picture the page asked for is being made, nor soon after one.
struct PreviewWarmUpTests {
    /// The built-in 30-layer stack, as serve loads it (a 2 s loop at 15 fps).
    func widgetnimationSource() throws -> PreviewSource {
        let bundle = try SceneBundle.widgetnimation()
        return PreviewSource(watching: []) { variant in
            PreviewSource.Widget(bundle, environment: SceneEnvironment(colorScheme: variant.scheme))
        }
    }

    @Test func theLoopWaitsWhileAPictureIsBeingMade() throws {
        let source = try widgetnimationSource()
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

    /// A page asking for a picture every 0.1 s (a drag) for 3 s: the loop, which waits 0.5 s
    /// after the page's last picture, draws nothing until the drag is over. Without the wait it
    /// draws between the pictures and is done well within the drag.
    @Test func theLoopWaitsUntilThePageHasAskedForNoPictureForAWhile() throws {
        let source = try widgetnimationSource()
        let dragging = 3.0
        let clock = ContinuousClock()
        let start = clock.now
        let drag = Thread {
            while clock.now - start < .seconds(dragging) {
                source.servingPicture { Thread.sleep(forTimeInterval: 0.002) }
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
        drag.start()
        while !source.isServingPictures(quiet: .seconds(1)) { Thread.sleep(forTimeInterval: 0.001) }
        PreviewWarmUp.warm(source, generation: source.generation, quiet: .milliseconds(500), stopped: { false })
        let took = clock.now - start
        #expect(took >= .seconds(dragging), "the loop was drawn in \(took) while the page asked for a picture every 0.1 s for \(dragging) s")
        #expect(source.isWarm)
    }
}
