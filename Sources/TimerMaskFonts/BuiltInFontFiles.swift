import Foundation
import TimerMaskCore

/// The fonts that ship with the library as package resources (`BuiltInFonts/`, written by
/// tools/make-fonts and tools/make-frame-fonts): read from the module's resource bundle, which
/// SwiftPM places beside the binary that links this module.
enum BuiltInFontFiles {
    /// The BlinkMask design of domain.md section 3.
    static let blinkMask = "BlinkMask-TT"

    /// Frame font `k` of the keyring stack (domain.md section 11), k in 0..<16.
    static func frameFont(_ k: Int) -> String { "FrameFont\(k)" }

    /// The bytes of `name`.ttf. The bundle is part of the installation, not input: its absence
    /// is a broken install, said in one sentence before stopping.
    static func bytes(_ name: String) -> [UInt8] {
        guard let url = Bundle.module.url(forResource: name, withExtension: "ttf", subdirectory: "BuiltInFonts"),
              let data = try? Data(contentsOf: url) else {
            fatalError("the built-in font \(name).ttf is missing from \(Bundle.module.bundlePath): install timermask with its resource bundle")
        }
        return [UInt8](data)
    }
}
