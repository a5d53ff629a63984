import Foundation
import TimerMaskCore
import TimerMaskFonts
import TimerMaskRender

/// Resolves a scene's font references (`builtin:BlinkMask`, `builtin:FrameFontK`, `system` or a
/// file path) to loaded faces, loading each file once: the lookup the renderer never does.
public final class FontLibrary: @unchecked Sendable {
    private var faces: [String: FontFace] = [:]
    private let baseDirectory: URL?
    private let lock = NSLock()

    /// Relative font paths resolve against `baseDirectory` (the scene file's folder).
    public init(baseDirectory: URL? = nil) { self.baseDirectory = baseDirectory }

    /// What the loaded fonts could not draw as meant so far (`FontFace.warnings`), font by font.
    public var warnings: [String] {
        lock.lock(); defer { lock.unlock() }
        return faces.keys.sorted().flatMap { faces[$0]!.warnings }
    }

    public func face(_ reference: String) throws -> FontFace {
        if let (base, change) = FontReference.weighted(reference) {
            let plain = try face(base)
            lock.lock(); defer { lock.unlock() }
            if let face = faces[reference] { return face }
            let face = try plain.emboldened(change)
            faces[reference] = face
            return face
        }
        if let face = try builtIn(reference) { return face }
        lock.lock(); defer { lock.unlock() }
        if let face = faces[reference] { return face }
        if reference == FontReference.emoji {
            guard let match = SystemFonts.match(family: SystemFonts.emojiFamily), match.family == SystemFonts.emojiFamily else {
                throw FontError(.unreadableFile, "emoji: fontconfig finds no Noto Color Emoji (install fonts-noto-color-emoji: tools/setup)")
            }
            let face = try FontFace(contentsOf: URL(fileURLWithPath: match.path))
            faces[reference] = face
            return face
        }
        if reference == FontReference.system || reference == FontReference.systemDisplay {
            // Inter (or Inter Display) standing in for San Francisco; DejaVu Sans where it is missing.
            let family = reference == FontReference.system ? SystemFonts.textFamily : SystemFonts.displayFamily
            guard let path = SystemFonts.match(family: family, weight: 80, italic: false) ?? SystemFonts.match(family: SystemFonts.labelFamily)?.path else {
                throw FontError(.unreadableFile, "system: fontconfig finds no installed font (install fonts-inter or fonts-dejavu-core: tools/setup)")
            }
            let face = try FontFace(contentsOf: URL(fileURLWithPath: path))
            faces[reference] = face
            return face
        }
        let url = reference.hasPrefix("/") || baseDirectory == nil
            ? URL(fileURLWithPath: reference)
            : baseDirectory!.appendingPathComponent(reference)
        let face = try FontFace(contentsOf: url)
        faces[reference] = face
        return face
    }

    /// The face of a built-in reference, a resource of the library shared by every scene;
    /// nil for any other reference.
    private func builtIn(_ reference: String) throws -> FontFace? {
        if reference == FontReference.builtInBlinkMask { return try FontFace.blinkMask }
        guard let k = FontReference.builtInFrameFontIndex(reference) else { return nil }
        let frameFonts = try FontFace.frameFonts
        guard k < frameFonts.count else {
            throw FontError(.unreadableFile, "\(reference): the built-in frame fonts are builtin:FrameFont0…builtin:FrameFont\(frameFonts.count - 1)")
        }
        return frameFonts[k]
    }

    /// Every font `scene`'s texts name, opened now, each with its face or why it has none: the
    /// renderer reports a failure at the first text naming it, after the scene's other checks.
    public func resolve(_ scene: WidgetScene) -> SceneFonts {
        // A tree nested past the limit is not walked: the renderer refuses it first, saying so.
        guard scene.nestingOverLimitInTrees() == nil else { return SceneFonts() }
        var resolved: [String: Result<FontFace, any Error>] = [:]
        var shared: Set<String> = []
        for (_, text) in scene.allTexts {
            for font in text.fonts where resolved[font] == nil {
                resolved[font] = Result { try face(font) }
                if (try? builtIn(font)) != nil { shared.insert(font) }
            }
        }
        // Emoji are drawn from Noto Color Emoji where a text's own font has none.
        let literals = scene.allTexts.flatMap { $0.text.runs.compactMap { if case .literal(let s) = $0 { s } else { nil } } }
        if literals.contains(where: EmojiFallback.containsEmoji), resolved[FontReference.emoji] == nil {
            resolved[FontReference.emoji] = Result { try face(FontReference.emoji) }
        }
        return SceneFonts(faces: resolved, shared: shared)
    }
}
