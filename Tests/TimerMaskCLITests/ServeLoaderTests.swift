import Foundation
import Testing
import TestFixtures
import TimerMask
import TimerMaskServe
@testable import TimerMaskCLI

/// What `timermask serve` loads for each picture of its page: a preset or scene file is loaded
/// once for light and dark (so each frame is drawn or decoded, and resampled, once), a Swift
/// widget once for each, as its code and assets may differ in dark.
struct ServeLoaderTests {
    @Test func darkSharesTheLightLoadsPicturesUnlessTheWidgetIsSwift() throws {
        let preset = try SceneOptions.parse(["--preset", "widgetnimation"])
        let load = ServeCommand.loader(preset, families: [nil])
        let light = try load(.init(scheme: .light)), dark = try load(.init(scheme: .dark))
        #expect(light.bundle.images === dark.bundle.images)
        #expect(light.environment.colorScheme == .light && dark.environment.colorScheme == .dark)
        // A frame drawn for the light picture is there for the dark one.
        _ = try light.bundle.renderer(environment: light.environment).render(at: light.bundle.scene.reference + Rational(1, 2))
        #expect(dark.bundle.images.source("frame:7")?.isLoaded == true)
        // The next load (a file changed) loads again, light first.
        let reloaded = try load(.init(scheme: .light))
        #expect(reloaded.bundle.images !== light.bundle.images)
        #expect(try load(.init(scheme: .dark)).bundle.images === reloaded.bundle.images)

        let swift = try SceneOptions.parse(["--swift", Fixtures.url("WidgetCorpus/PomodoroRing").path])
        let loadSwift = ServeCommand.loader(swift, families: [nil])
        let swiftLight = try loadSwift(.init(scheme: .light)), swiftDark = try loadSwift(.init(scheme: .dark))
        #expect(swiftLight.bundle.images !== swiftDark.bundle.images)
        #expect(swiftDark.environment.colorScheme == .dark)
    }
}
