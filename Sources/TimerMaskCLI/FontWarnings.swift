import Foundation

/// What TimerMask draws otherwise than iOS: glyphs a font could not draw as meant (colour data
/// TimerMask does not draw, SVG references it never follows) and a Swift source's constructs it
/// does not draw, one "warning:" line each on stderr, so nothing is silently wrong.
enum FontWarnings {
    static func report(_ lines: [String]) {
        for line in lines { FileHandle.standardError.write(Data("warning: \(line)\n".utf8)) }
    }
}
