import ArgumentParser

/// `timermask`: the root command; each subcommand lives in its own file.
public struct TimerMaskCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "timermask",
        abstract: "Simulate iOS widgets animated with timer fonts, headlessly.",
        subcommands: [RenderCommand.self, TimerCommand.self, GlyphsCommand.self, SceneCommand.self, CompositeCommand.self, DemoPhotoCommand.self, DemoOverlaysCommand.self, SheetCommand.self, TimelineCommand.self, JitterCommand.self, PreviewCommand.self, FramesCommand.self]
    )
    public init() {}
}
