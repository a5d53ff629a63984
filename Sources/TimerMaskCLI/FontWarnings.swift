import Foundation

/// Glyphs a font could not draw as meant (colour data TimerMask does not draw, SVG references
/// it never follows), one "warning:" line each on stderr, so no blank is silent.
enum FontWarnings {
    static func report(_ lines: [String]) {
        for line in lines { FileHandle.standardError.write(Data("warning: \(line)\n".utf8)) }
    }
}
