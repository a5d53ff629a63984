extension IdealSchedule {
    /// The schedule a scene's `animation` (fps and loop) promises, counted from its reference;
    /// `nil` when the scene states no animation, or one shorter than a frame.
    public init?(scene: WidgetScene, rounding: TimerRounding = .default) {
        // A scene that states another kind of showing is not held to the stack's formulas.
        if let expectation = scene.expectation, case .blinkStack = expectation {} else if scene.expectation != nil { return nil }
        guard let animation = scene.animation, animation.fps > .zero else { return nil }
        let frames = (animation.loop * animation.fps).roundedHalfUp
        guard frames >= 1, frames <= 10_000 else { return nil }
        self.init(frameCount: Int(frames), fps: animation.fps, reference: scene.reference, rounding: rounding)
    }
}
