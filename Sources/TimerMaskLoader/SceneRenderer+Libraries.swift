import TimerMaskCore
import TimerMaskRender

extension SceneRenderer {
    /// A renderer of `scene` drawing `images` and the fonts `fonts` finds for it, resolved here,
    /// before the renderer exists: the renderer itself opens no file.
    public convenience init(scene: WidgetScene, images: ImageLibrary, fonts: FontLibrary = FontLibrary(),
                            clock: any TimerClock = IdealTimerClock(), environment: SceneEnvironment = SceneEnvironment()) throws {
        try self.init(scene: scene, images: images.resolved, fonts: fonts.resolve(scene), clock: clock, environment: environment)
    }
}
