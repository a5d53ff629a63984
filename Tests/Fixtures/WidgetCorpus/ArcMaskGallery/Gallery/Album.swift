import Foundation

/// The album the app writes and the widget reads. Member of both targets.
struct Album: Codable, Hashable {
    enum Playback: String, Codable {
        case forward, reverse
    }

    var title: String
    var frameNames: [String]
    var turn: TimeInterval
    var playback: Playback

    static let sample = Album(
        title: "Summer",
        frameNames: (0..<6).map { "frame\($0)" },
        turn: 6,
        playback: .forward
    )
}
