import Foundation
import TimerMaskCore
import TimerMaskFonts

/// Resolves a scene's font references (`builtin:BlinkMask` or a file path) to loaded faces,
/// loading each file once.
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
        if reference == FontReference.builtInBlinkMask { return .blinkMask }
        if let k = FontReference.builtInFrameFontIndex(reference) {
            guard k < FontFace.frameFonts.count else {
                throw FontError(.unreadableFile, "\(reference): the built-in frame fonts are builtin:FrameFont0…builtin:FrameFont\(FontFace.frameFonts.count - 1)")
            }
            return FontFace.frameFonts[k]
        }
        lock.lock(); defer { lock.unlock() }
        if let face = faces[reference] { return face }
        if reference == FontReference.system {
            guard let match = SystemFonts.match(family: SystemFonts.labelFamily) else {
                throw FontError(.unreadableFile, "system: fontconfig finds no installed font (install fonts-dejavu-core)")
            }
            let face = try FontFace(contentsOf: URL(fileURLWithPath: match.path))
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
}
