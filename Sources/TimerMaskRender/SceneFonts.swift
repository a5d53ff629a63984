import TimerMaskFonts

/// The fonts a scene's texts name, resolved before rendering (TimerMaskLoader's `FontLibrary`
/// finds the files, asks fontconfig, opens the built-in fonts): each reference with its face,
/// or the reason it has none, which the renderer gives at the first text that names it.
public struct SceneFonts: @unchecked Sendable {
    /// Each reference's face or why it could not be opened (errors are immutable values).
    private let faces: [String: Result<FontFace, any Error>]
    /// References whose faces every scene shares (the built-in fonts): their warnings are
    /// not this scene's.
    private let shared: Set<String>

    public init(faces: [String: Result<FontFace, any Error>] = [:], shared: Set<String> = []) {
        self.faces = faces
        self.shared = shared
    }

    /// The face `reference` was resolved to; its error when it could not be opened.
    public func face(_ reference: String) throws -> FontFace {
        guard let face = faces[reference] else {
            throw FontError(.unreadableFile, "\(reference): no font was resolved for it before rendering")
        }
        return try face.get()
    }

    /// What the scene's own fonts could not draw as meant so far (`FontFace.warnings`), font by font.
    public var warnings: [String] {
        faces.keys.sorted().filter { !shared.contains($0) }.flatMap { (try? faces[$0]!.get())?.warnings ?? [] }
    }
}
