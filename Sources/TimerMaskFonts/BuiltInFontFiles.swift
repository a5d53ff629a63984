import Foundation
import TimerMaskCore

/// The fonts that ship with the library as package resources (`BuiltInFonts/`, written by
/// tools/make-fonts and tools/make-frame-fonts). SwiftPM places their bundle beside the binary
/// that links this module; its own `Bundle.module` stops the process when the bundle is gone, so
/// the bundle is looked for here and its absence is one sentence instead.
enum BuiltInFontFiles {
    /// The BlinkMask design of domain.md section 3.
    static let blinkMask = "BlinkMask-TT"

    /// Frame font `k` of the keyring stack (domain.md section 11), k in 0..<16.
    static func frameFont(_ k: Int) -> String { "FrameFont\(k)" }

    /// Where the fonts are looked for, in order: the resource bundle beside the program (named as
    /// SwiftPM names it on Linux and on Apple platforms), then the package's source folder, which
    /// a build from a checkout still has.
    static let folders: [URL] = {
        var folders: [URL] = []
        #if os(Linux)
        // SwiftPM's resources on Linux are a plain folder beside the executable, found from the
        // executable's own path: Bundle.main and Bundle(url:) list the folder they stand for
        // before answering, twice, and a build folder holds hundreds of files (1–2 ms of a
        // one-instant render's start-up).
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .map { URL(fileURLWithPath: $0) } ?? Bundle.main.executableURL
        if let beside = executable?.deletingLastPathComponent() {
            folders.append(beside.appendingPathComponent("TimerMask_TimerMaskFonts.resources").appendingPathComponent("BuiltInFonts"))
        }
        #else
        let beside = Bundle.main.bundleURL
        for name in ["TimerMask_TimerMaskFonts.resources", "TimerMask_TimerMaskFonts.bundle"] {
            if let bundle = Bundle(url: beside.appendingPathComponent(name)), let resources = bundle.resourceURL {
                folders.append(resources.appendingPathComponent("BuiltInFonts"))
            }
        }
        #endif
        folders.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("BuiltInFonts"))
        return folders
    }()

    /// The bytes of `name`.ttf, or why they cannot be had (an installation without its bundle).
    static func bytes(_ name: String) throws -> [UInt8] {
        for folder in folders {
            if let data = try? InputFile.read(folder.appendingPathComponent(name + ".ttf").path, atMost: .font) { return [UInt8](data) }
        }
        throw FontError(.unreadableFile, "the built-in font \(name).ttf is not installed: put the folder TimerMask_TimerMaskFonts.resources (made by swift build beside the timermask binary) next to the program")
    }
}
