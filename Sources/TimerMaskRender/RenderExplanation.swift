import Foundation
import TimerMaskCore

/// A rendering's reasons, as text for people and JSON for programs.
public struct RenderExplanation: Codable, Equatable, Sendable {
    /// One layer of a mask stack: its frame, its mask's timers and coverage, and whether it reaches the picture.
    public struct Layer: Codable, Equatable, Sendable {
        public var index: Int
        public var frame: Int?
        public var image: String
        public var path: String
        /// The innermost mask's timer string (nil for an unmasked layer), and all of them.
        public var timer: String?
        public var timers: [String]
        public var maskCoverage: Double
        public var contributes: Bool
        /// A frame-font layer's font, its own timer's string and the glyph it drew over the view.
        public var font: String?
        public var string: String?
        public var glyph: UInt32?
    }

    /// One `Text`: where it is, what it reads, and what it should read where the scene says.
    public struct TextLine: Codable, Equatable, Sendable {
        public var path: String
        public var shown: String
        public var expected: String?
    }

    /// The timeline entry on screen: its index, label, date and delivery (seconds after R),
    /// and the entry due at the instant.
    public struct Entry: Codable, Equatable, Sendable {
        public var shown: Int
        public var label: String?
        public var date: String
        public var delivered: String
        public var due: Int
        public var dueLabel: String?
        /// Seconds after R at which the policy asked for a new timeline, when the instant is past it.
        public var reload: String?
    }

    /// One live progress view: where, its interval, and how full it was drawn.
    public struct Progress: Codable, Equatable, Sendable {
        public var path: String
        public var interval: String
        public var fraction: Double
    }

    public var at: String
    /// `t − R` in seconds, exact as a fraction and as a decimal.
    public var sinceReference: String
    public var sinceReferenceSeconds: Double
    public var topFrame: Int?
    public var topLayer: String?
    public var contributingLayers: Int
    public var layers: [Layer]
    public var texts: [TextLine]
    public var entry: Entry?
    public var progress: [Progress]
    /// What the views drawn say of themselves (a gauge's style and value…); nil when none does.
    public var views: [ViewLine]?

    /// What one view says of itself, with its place in the scene tree.
    public struct ViewLine: Codable, Equatable, Sendable {
        public var path: String
        public var said: String
    }
    /// What the source draws otherwise than iOS, as its warnings said.
    public var approximations: [String]

    public init(_ rendering: Rendering, approximations: [String] = []) {
        self.approximations = approximations
        let elapsed = rendering.instant - rendering.reference
        at = rendering.instant.iso8601
        sinceReference = elapsed.description
        sinceReferenceSeconds = elapsed.doubleValue
        topFrame = rendering.topFrame
        topLayer = rendering.topLayer?.path
        contributingLayers = rendering.contributingCount
        layers = rendering.layers.enumerated().map { i, layer in
            Layer(index: i, frame: layer.frame, image: layer.image, path: layer.path,
                  timer: layer.timers.first, timers: layer.timers,
                  maskCoverage: (layer.maskCoverage * 10_000).rounded() / 10_000, contributes: layer.contributes,
                  font: layer.font, string: layer.string, glyph: layer.glyph)
        }
        texts = rendering.texts.map { TextLine(path: $0.path, shown: $0.shown, expected: $0.expected) }
        views = rendering.views.isEmpty ? nil : rendering.views.map { ViewLine(path: $0.path, said: $0.said) }
        progress = rendering.progress.map { Progress(path: $0.path, interval: $0.value.description, fraction: $0.fraction) }
        entry = rendering.entry.map { e in
            Entry(shown: e.entry, label: e.label, date: (e.date - rendering.reference).description,
                  delivered: (e.delivered - rendering.reference).description, due: e.due, dueLabel: e.dueLabel,
                  reload: e.reloadPassed.map { ($0 - rendering.reference).description })
        }
    }

    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    public func text() -> String {
        var lines = ["\(at)  (R + \(String(format: "%.6f", sinceReferenceSeconds)) s)  top frame: \(topFrame.map(String.init) ?? "none")  contributing layers: \(contributingLayers) of \(layers.count)"]
        func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
            let fill = String(repeating: " ", count: max(0, width - s.count))
            return right ? fill + s : s + fill
        }
        let fonts = layers.contains { $0.font != nil }
        lines.append("layer  frame  timers (innermost first)  mask  contributes" + (fonts ? "  font  timer  glyph" : ""))
        for layer in layers {
            let timers = layer.timers.isEmpty ? "-" : layer.timers.joined(separator: " ")
            lines.append(pad("\(layer.index)", 5, right: true) + "  " + pad(layer.frame.map(String.init) ?? "-", 5, right: true)
                         + "  " + pad(timers, 24) + "  " + String(format: "%4.2f", layer.maskCoverage)
                         + "  " + (layer.contributes ? "yes" : "no")
                         + (layer.font.map { "  \($0)  \(layer.string ?? "")  glyph \(layer.glyph.map(String.init) ?? "-")" } ?? ""))
        }
        if let entry {
            let shown = EntryShowing.name(entry.shown, entry.label)
            lines.append("timeline: \(shown) (dated R + \(entry.date) s, delivered R + \(entry.delivered) s)"
                         + (entry.due == entry.shown ? "" : "; \(EntryShowing.name(entry.due, entry.dueLabel)) is due")
                         + (entry.reload.map { "; the policy asked for a new timeline at R + \($0) s, which is not simulated: the last entry stays" } ?? ""))
        }
        if !texts.isEmpty {
            lines.append("texts (shown, and expected where stated):")
            for text in texts {
                let check = text.expected.map { $0 == text.shown ? "  ok" : "  ≠ expected \"\($0)\"" } ?? ""
                lines.append("  \(text.path)  \"\(text.shown)\"\(check)")
            }
        }
        if !progress.isEmpty {
            lines.append("live progress views (drawn full to):")
            for p in progress { lines.append("  \(p.path)  \(String(format: "%.4f", p.fraction))  (\(p.interval))") }
        }
        if let views {
            lines.append("views (as each kind says of itself):")
            for v in views { lines.append("  \(v.path)  \(v.said)") }
        }
        if !approximations.isEmpty {
            lines.append("approximated (drawn otherwise than iOS, as warned):")
            for a in approximations { lines.append("  \(a)") }
        }
        return lines.joined(separator: "\n")
    }
}
