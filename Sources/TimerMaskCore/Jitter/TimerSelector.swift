/// Which timer a jitter model is talking about: its group, its date as the scene states it and
/// its format. Two timers with the same group, date and format are one timer to a jitter model.
public struct TimerIdentity: Hashable, Sendable, CustomStringConvertible {
    public var group: String?
    public var date: InstantSpec
    public var format: TimerFormat

    public init(_ spec: TimerSpec) {
        group = spec.group
        date = spec.date
        format = spec.format
    }

    /// Exact and stable across runs and platforms: the seed of this timer's random draws.
    /// `Text(date, style: .timer)` keeps the key it always had.
    public var key: String {
        func when(_ spec: InstantSpec) -> String {
            switch spec {
            case .relative(let offset): "R+\(offset)"
            case .absolute(let instant): "@\(instant.sinceEpoch)"
            case .rendered(let offset): "now+\(offset)"
            case .value(let name): "value:\(name)"
            }
        }
        let base = "\(group ?? "")|\(when(date))"
        switch format {
        case .style: return base
        case .interval(let end, let pause, let down, let hours):
            return base + "|interval|\(when(end))|\(pause.map(when) ?? "-")|\(down)|\(hours)"
        case .timer(let end, let down, let hours, let fields, let precision):
            return base + "|timer|\(when(end))|\(down)|\(hours)|\(fields)|\(precision)"
        case .stopwatch(let hours, let fields, let precision):
            return base + "|stopwatch|\(hours)|\(fields)|\(precision)"
        case .relative(let offset):
            return base + (offset ? "|offset" : "|relative")
        }
    }

    public var description: String {
        "\(group.map { "\($0) " } ?? "")\(format == .style ? "timer" : format.name) at \(date)"
    }
}

/// Names a set of timers on the command line: every timer, a group, or the mask of one layer.
///
/// - `all`: every timer in the scene.
/// - `group:NAME` (or just `NAME`): timers whose `group` is NAME; the preset's masks are `masks`.
/// - `layer:K`: the timers in the own `.mask` of frame K (`Image("frame:K")`).
/// - `image:NAME`: the timers in the own `.mask` of the image named NAME (scene files).
public enum TimerSelector: Equatable, Sendable, CustomStringConvertible {
    case all
    case group(String)
    case layer(Int)
    case image(String)

    public static let syntax = "all, group:NAME (or NAME), layer:K or image:NAME"

    public init(parsing text: String) throws {
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty else { throw JitterError("an empty timer selector; use \(Self.syntax)") }
        if trimmed == "all" { self = .all; return }
        guard let colon = trimmed.firstIndex(of: ":") else { self = .group(trimmed); return }
        let kind = trimmed[..<colon], value = String(trimmed[trimmed.index(after: colon)...])
        guard !value.isEmpty else { throw JitterError("'\(text)' names no \(kind); use \(Self.syntax)") }
        switch kind {
        case "group": self = .group(value)
        case "image": self = .image(value)
        case "layer":
            guard let k = Int(value), k >= 0 else { throw JitterError("'\(text)': the layer must be a frame number 0, 1, 2, …") }
            self = .layer(k)
        default:
            throw JitterError("'\(text)' is not a timer selector; use \(Self.syntax)")
        }
    }

    public var description: String {
        switch self {
        case .all: return "all timers"
        case .group(let name): return "group \(name)"
        case .layer(let k): return "layer \(k)"
        case .image(let name): return "image \(name)"
        }
    }

    /// The timers this selector names in `scene`; throws when it names none, so a typo never
    /// silently turns jitter off.
    public func resolve(in scene: WidgetScene) throws -> Set<TimerIdentity> {
        let timers = scene.timers
        let chosen: [TimerSpec]
        switch self {
        case .all:
            chosen = timers
            guard !chosen.isEmpty else { throw JitterError("the scene has no timers for jitter to act on") }
        case .group(let name):
            chosen = timers.filter { $0.group == name }
            guard !chosen.isEmpty else {
                let groups = Set(timers.compactMap(\.group)).sorted()
                throw JitterError("no timer belongs to group '\(name)'; the scene's groups are: \(groups.isEmpty ? "none" : groups.joined(separator: ", "))")
            }
        case .layer(let k):
            chosen = try Self.maskTimers(ofImage: WidgetnimationPreset.frameName(k), in: scene, label: "layer \(k)")
        case .image(let name):
            chosen = try Self.maskTimers(ofImage: name, in: scene, label: "image '\(name)'")
        }
        return Set(chosen.map(TimerIdentity.init))
    }

    static func maskTimers(ofImage name: String, in scene: WidgetScene, label: String) throws -> [TimerSpec] {
        var found: SceneNode? = nil
        var images: [String] = []
        scene.walkTrees { node, _ in
            if case .image(let image, _) = node.content {
                images.append(image)
                if image == name && found == nil { found = node }
            }
        }
        guard let node = found else {
            let frames = images.compactMap(FrameName.index)
            let known = frames.isEmpty ? "images: \(images.prefix(4).joined(separator: ", "))"
                : "layers \(frames.min()!)…\(frames.max()!)"
            throw JitterError("\(label) is not in the scene (it has \(known))")
        }
        let timers = node.masks.flatMap { SceneNode.timers(in: $0) }
        guard !timers.isEmpty else { throw JitterError("\(label) has no timer in its own mask") }
        return timers
    }
}

extension WidgetScene {
    /// Every `Text(date, style: .timer)` in the tree, masks included, in tree order.
    public var timers: [TimerSpec] { SceneNode.timers(in: root) }
}

extension SceneNode {
    static func timers(in node: SceneNode) -> [TimerSpec] {
        var out: [TimerSpec] = []
        node.walk { inner, _ in
            if case .text(let text) = inner.content {
                for case .timer(let spec) in text.runs { out.append(spec) }
            }
        }
        return out
    }
}
