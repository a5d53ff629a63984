import Foundation

/// What TimerMask draws otherwise than iOS: glyphs a font could not draw as meant (colour data
/// TimerMask does not draw, SVG references it never follows) and a Swift source's constructs it
/// does not draw, one "warning:" line each on stderr, so nothing is silently wrong.
enum FontWarnings {
    /// While set, nothing is printed: `serve` loads each widget twice (light and dark) and says
    /// its warnings once.
    @TaskLocal static var muted = false

    static func report(_ lines: [String]) {
        guard !muted else { return }
        for line in lines { FileHandle.standardError.write(Data("warning: \(TerminalText.escaped(line))\n".utf8)) }
    }
}
