import Foundation
import TimerMask

/// What the preview page shows: the widget loaded from its inputs, in light and dark, loaded
/// again when an input file changes. A load that fails keeps its message (with file:line:column
/// for Swift), which the page shows instead of the picture until the files load again.
public final class PreviewSource: @unchecked Sendable {
    /// One picture of the page: a family (nil: the widget's one size) in a colour scheme.
    public struct Variant: Hashable, Sendable {
        public var family: String?
        public var scheme: ColorSchemeSetting
        public init(family: String? = nil, scheme: ColorSchemeSetting) { self.family = family; self.scheme = scheme }
    }

    /// One loaded picture source: the scene with its pictures and fonts, the environment it is
    /// drawn in, and how its timers round (a jittered renderer is made from these on request).
    public struct Widget: Sendable {
        public var bundle: SceneBundle
        public var environment: SceneEnvironment
        public var rounding: TimerRounding
        public init(_ bundle: SceneBundle, environment: SceneEnvironment = SceneEnvironment(), rounding: TimerRounding = .default) {
            self.bundle = bundle; self.environment = environment; self.rounding = rounding
        }
    }

    /// Loads the widget in a family and colour scheme, or throws the error saying why not.
    public typealias Loader = @Sendable (Variant) throws -> Widget

    /// The families shown, in order (`[nil]`: a scene file's or preset's one size).
    public let families: [String?]

    private let load: Loader
    private let watched: [URL]
    /// The system's file events for `watched`: between them nothing is walked.
    private let watch: FolderWatch
    private let lock = NSLock()
    /// Each variant loaded: its widget and the renderer on the ideal clock.
    private var loaded: [Variant: (widget: Widget, ideal: SceneRenderer)] = [:]
    /// Renderers whose timers read a jittered clock, by variant and model, the latest few kept.
    private var jittered: [(Variant, JitterModel, SceneRenderer)] = []
    /// How many jittered renderers are kept (each holds its scene's pictures by reference).
    public static let jitteredKept = 8
    private var failure: String?
    private var stamp: [String: String] = [:]
    private var generationCount = 0
    private var warmedCount = 0
    private var picturesInFlight = 0
    /// When the last picture the page asked for was made.
    private var lastPictureMade: ContinuousClock.Instant?
    private var waiters: [UUID: AsyncStream<Int>.Continuation] = [:]

    /// `watched`: the files and folders whose change reloads the widget (folders are walked, at
    /// most `maximumWatchedFiles` files).
    public init(watching watched: [URL], families: [String?] = [nil], load: @escaping Loader) {
        self.load = load
        self.watched = watched
        self.watch = FolderWatch(watched)
        self.families = families.isEmpty ? [nil] : families
        stamp = Self.stamps(watched)
        reload()
    }

    /// The most files a watched folder is walked for.
    public static let maximumWatchedFiles = 20_000

    /// How many times the widget has been loaded; the page reloads when it changes.
    public var generation: Int { lock.withLock { generationCount } }

    /// Whether the current load's animation loop has been drawn once (`PreviewWarmUp`).
    public var isWarm: Bool { lock.withLock { warmedCount == generationCount } }

    /// Records that load `generation`'s loop has been drawn once.
    func warmed(_ generation: Int) { lock.withLock { warmedCount = max(warmedCount, generation) } }

    /// Runs `body`, the making of a picture the page asked for, counted as in flight meanwhile.
    func servingPicture<T>(_ body: () throws -> T) rethrows -> T {
        lock.withLock { picturesInFlight += 1 }
        defer {
            let now = ContinuousClock.now
            lock.withLock { picturesInFlight -= 1; lastPictureMade = now }
        }
        return try body()
    }

    /// Whether a picture the page asked for is being made now.
    var isServingPicture: Bool { lock.withLock { picturesInFlight > 0 } }

    /// Whether the page is asking for pictures: one is being made now, or the last was made less
    /// than `quiet` ago (a drag or a play asks for the next one within milliseconds).
    func isServingPictures(quiet: Duration) -> Bool {
        let now = ContinuousClock.now
        return lock.withLock { picturesInFlight > 0 || lastPictureMade.map { now - $0 < quiet } ?? false }
    }

    /// The renderer of `variant` whose timers read the clock `model` describes (the ideal one by
    /// default), or why there is none: the widget did not load, or the family is not shown.
    public func renderer(_ variant: Variant, jitter model: JitterModel = .none) -> Result<SceneRenderer, PreviewFailure> {
        let found: Result<(Widget, SceneRenderer?), PreviewFailure> = lock.withLock {
            if let failure { return .failure(PreviewFailure(message: failure)) }
            guard let variantLoaded = loaded[variant] else {
                return .failure(PreviewFailure(message: "no picture of the family \(variant.family ?? "?") is served (families: \(families.map { $0 ?? "the scene's" }.joined(separator: ", ")))"))
            }
            if model.isNone { return .success((variantLoaded.widget, variantLoaded.ideal)) }
            return .success((variantLoaded.widget, jittered.first { $0.0 == variant && $0.1 == model }?.2))
        }
        switch found {
        case .failure(let failure): return .failure(failure)
        case .success(let (_, made?)): return .success(made)
        case .success(let (widget, nil)):
            do {
                let clock = try JitterClock(model, scene: widget.bundle.scene, rounding: widget.rounding)
                let made = try widget.bundle.renderer(clock: clock, environment: widget.environment)
                lock.withLock {
                    jittered.append((variant, model, made))
                    if jittered.count > Self.jitteredKept { jittered.removeFirst() }
                }
                return .success(made)
            } catch {
                return .failure(PreviewFailure(message: "\(error)"))
            }
        }
    }

    /// The first family's renderer in `scheme`.
    public func renderer(_ scheme: ColorSchemeSetting) -> Result<SceneRenderer, PreviewFailure> {
        renderer(Variant(family: families[0], scheme: scheme))
    }

    /// Loads the widget again in both schemes and tells every waiting page.
    public func reload() {
        var made: [Variant: (widget: Widget, ideal: SceneRenderer)] = [:]
        var problem: String?
        load: for family in families {
            for scheme in [ColorSchemeSetting.light, .dark] {
                let variant = Variant(family: family, scheme: scheme)
                do {
                    let widget = try load(variant)
                    made[variant] = (widget, try widget.bundle.renderer(rounding: widget.rounding, environment: widget.environment))
                } catch { problem = "\(error)"; break load }
            }
        }
        let (generation, waiting) = lock.withLock { () -> (Int, [AsyncStream<Int>.Continuation]) in
            loaded = problem == nil ? made : [:]
            jittered = []
            failure = problem
            generationCount += 1
            return (generationCount, Array(waiters.values))
        }
        for waiter in waiting { waiter.yield(generation) }
    }

    /// Reloads when a watched file was added, removed or changed since the last look; whether it did.
    @discardableResult
    public func reloadIfChanged() -> Bool {
        // No file event since the last look: nothing to walk (without events, always walked).
        guard watch.changed() else { return false }
        let now = Self.stamps(watched)
        let changed = lock.withLock { () -> Bool in
            guard now != stamp else { return false }
            stamp = now
            return true
        }
        if changed { reload() }
        return changed
    }

    /// Each new generation, as it comes.
    public func generations() -> AsyncStream<Int> {
        let id = UUID()
        return AsyncStream { continuation in
            lock.withLock { waiters[id] = continuation }
            continuation.onTermination = { [weak self] _ in
                guard let self else { return }
                _ = self.lock.withLock { self.waiters.removeValue(forKey: id) }
            }
        }
    }

    /// Whether the watched files are followed by the system's file events (inotify), so an idle
    /// server walks nothing; false where it compares every file's stamp at each look.
    public var followsFileEvents: Bool { watch.usesFileEvents }

    /// Every watched file's modification date and size, by path: the files the loader reads
    /// (what `ProjectFolders` skips and symbolic links to folders are left out, as it leaves them).
    static func stamps(_ roots: [URL]) -> [String: String] {
        var out: [String: String] = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey, .isRegularFileKey, .fileSizeKey]
        func stamp(_ values: URLResourceValues) -> String {
            "\(values.contentModificationDate?.timeIntervalSince1970 ?? 0) \(values.fileSize ?? -1)"
        }
        for root in roots {
            if let values = try? root.resourceValues(forKeys: Set(keys)), values.isRegularFile == true {
                out[root.path] = stamp(values)
                continue
            }
            guard InputFile.isFolder(root.path) else { continue }
            // The files of the folders the file events follow (`FolderWatch.folders`), hidden ones left out.
            for folder in FolderWatch.folders([root]) {
                for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") {
                    guard out.count < maximumWatchedFiles else { return out }
                    let file = URL(fileURLWithPath: folder + "/" + name)
                    guard let values = try? file.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
                    out[file.path] = stamp(values)
                }
            }
        }
        return out
    }
}

/// Why the page shows no picture: the widget's load error, as `render` would print it.
public struct PreviewFailure: Error, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
