import Foundation

/// Reads and writes scene files (JSON). Errors name the file and the JSON path that is wrong.
public enum SceneFile {
    /// The largest scene or timeline file: decoding takes about 130 bytes of memory for each
    /// byte of a file of small arrays (a path's points), so a 4 MiB file peaks near 550 MB.
    public static let maximumBytes = 4 << 20

    /// `sizeLimited: false` for a scene already in memory (a Swift source's, written here to be
    /// checked as a file is), whose size its own limits bound.
    public static func decode(_ data: Data, source: String) throws -> WidgetScene {
        try decode(data, source: source, sizeLimited: true)
    }

    public static func decode(_ data: Data, source: String, sizeLimited: Bool) throws -> WidgetScene {
        if sizeLimited { try checkSize(data, source: source) }
        return try read(WidgetScene.self, data, source: source)
    }

    /// Refuses a file over `maximumBytes` before it is parsed.
    static func checkSize(_ data: Data, source: String) throws {
        guard data.count <= maximumBytes else {
            throw SceneFileError(.content, "\(source) is \(data.count) bytes, over the limit of \(maximumBytes) bytes (4 MiB) for a scene or timeline file")
        }
    }

    /// `data` as a `T`, each error one sentence naming `source`: JSON syntax (checked unless the
    /// caller has), then the content at its JSON path.
    private static func read<T: Decodable>(_ type: T.Type, _ data: Data, source: String, syntaxChecked: Bool = false) throws -> T {
        if !syntaxChecked, let problem = JSONSyntax.structureProblem(in: data, maximumDepth: SceneLimits.jsonDepth) {
            throw SceneFileError(.syntax, "\(source) \(problem)")
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            // The syntax is parsed apart only for a file the decoder refused, to say where it
            // stops being JSON: a second parse of every file would double its peak memory.
            if !syntaxChecked, let problem = JSONSyntax.problem(in: data, maximumDepth: SceneLimits.jsonDepth) {
                throw SceneFileError(.syntax, "\(source) \(problem)")
            }
            guard let error = error as? DecodingError else { throw SceneFileError(.syntax, "\(source) is not valid JSON") }
            throw SceneFileError(.content, "\(source): \(DecodingErrorDescription.sentence(error))")
        }
    }

    /// A timeline on its own (`{"entries": […], "policy": …}`, as a scene file's `timeline`), or
    /// the timeline of a scene file: what `--timeline` gives a widget read from its Swift source.
    /// With `reference` (what relative dates count from), its entries are checked as a scene's
    /// are: in date order, one per date, a reload date after the first.
    public static func decodeTimeline(_ data: Data, source: String, reference: Instant? = nil) throws -> SceneTimeline {
        let timeline = try readTimeline(data, source: source)
        guard let reference else { return timeline }
        do {
            try WidgetScene(width: 1, height: 1, displayScale: 1, reference: reference, timeline: timeline,
                            root: SceneNode(.color(.fixed(.clear)))).checkTimeline()
        } catch let error as DecodingError {
            throw SceneFileError(.content, "\(source): \(DecodingErrorDescription.sentence(error))")
        }
        return timeline
    }

    private static func readTimeline(_ data: Data, source: String) throws -> SceneTimeline {
        try checkSize(data, source: source)
        if let problem = JSONSyntax.problem(in: data, maximumDepth: SceneLimits.jsonDepth) {
            throw SceneFileError(.syntax, "\(source) \(problem)")
        }
        // A timeline file is the object with "entries"; a scene file holds one as "timeline".
        let top = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        if let top, top["entries"] == nil {
            let scene = try read(WidgetScene.self, data, source: source, syntaxChecked: true)
            guard let timeline = scene.timeline else {
                throw SceneFileError(.content, "\(source) is a scene without a timeline (a timeline file holds \"entries\", or a scene file a \"timeline\")")
            }
            return timeline
        }
        return try read(SceneTimeline.self, data, source: source, syntaxChecked: true)
    }

    /// Throws `SceneFileError` (`.content`) for a scene no file may hold: nested past
    /// `SceneLimits.nesting`, or a number JSON cannot write (NaN, infinity).
    public static func encode(_ scene: WidgetScene) throws -> Data {
        if let (depth, path) = scene.nestingOverLimitInTrees() {
            throw SceneFileError(.content, "\(path): views and modifiers nest \(depth) deep, over the limit of \(SceneLimits.nesting)")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(scene)
        } catch let EncodingError.invalidValue(value, context) {
            // The sentence names where and, for a number, which; never another value (it may be a
            // whole tree), nor the encoder's own words ("Unable to encode Double.-inf directly").
            let at = DecodingErrorDescription.path(context.codingPath)
            if let number = value as? Double ?? (value as? Float).map(Double.init), !number.isFinite {
                throw SceneFileError(.content, "\(at): \(number) is not a number a scene can hold; every number must be finite")
            }
            throw SceneFileError(.content, "\(at): a value a scene file cannot hold")
        }
    }
}

/// Why a scene file was refused: one sentence naming the file and, for its content, the JSON
/// path, and a `kind` a caller can switch on.
public typealias SceneFileError = KindedRefusal<SceneFileErrorKind>

/// What kind of failure a `SceneFileError` is.
public enum SceneFileErrorKind: Equatable, Sendable {
    /// Not JSON, or JSON the reader refuses (too deep, a key twice in one object).
    case syntax
    /// Valid JSON that is not a scene: a missing or unknown key, a value out of range.
    case content
}
