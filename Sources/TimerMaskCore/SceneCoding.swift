// The scene file format (JSON). Times are strings so they stay exact: instants as ISO-8601
// or seconds relative to the reference ("7/15"), rates as rationals ("15").

// Every object refuses keys it does not know, so a typo ("color" for "textColor") is an error
// naming its place instead of a setting silently left at its default. Every number is checked
// against `SceneLimits` where it is read, so nothing in a file can trap the renderer.

/// The bounds every number in a scene file must keep.
public enum SceneLimits {
    /// Largest widget side, in points.
    public static let widgetSide = 10_000.0
    /// Largest magnitude of any length (frames, offsets, paddings, radii, path points), in points.
    public static let length = 1_000_000.0
    /// Largest scale factor of `.scaleEffect`.
    public static let scaleFactor = 1_000.0
    /// Clock-hand periods: at least 1 ms, at most 10^7 s, in steps of 1 ns or coarser.
    public static let shortestPeriod = Rational(1, 1000)
    public static let longestPeriod = Rational(10_000_000)
    /// Largest animation rate, frames a second, and longest loop.
    public static let fps = Rational(1000)
    public static let loop = Rational(86_400)
    /// Most views in one scene, and deepest nesting of JSON objects and lists.
    public static let nodes = 20_000
    public static let jsonDepth = 300
    /// Deepest path of views and modifiers from the root (each view and each modifier on the
    /// way counts one): the renderer lays a view out one modifier at a time, so this bounds how
    /// deep it recurses. A real widget stays far below it.
    public static let nesting = 256
    /// Most path elements (`move`, `line`, curves, arcs, `close`) all the paths of one scene
    /// hold together: a path's outline and the file's decoding grow with them.
    public static let pathElements = 100_000
}

extension WidgetScene {
    enum Keys: String, CodingKey, CaseIterable { case format, width, height, displayScale, reference, animation, expectation, timeline, root }

    /// The format scene files are written in. Files without `format` are the first format,
    /// where a `topLeading` zstack stood for a GeometryReader; they are read as they meant.
    public static let fileFormat = 2

    public init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(Keys.self, what: "a scene")
        let format = Int(try c.numberIfPresent(.format, in: 1...Double(Self.fileFormat)) ?? 1)
        self.init(width: try c.number(.width, in: 0...SceneLimits.widgetSide, exclusiveLow: true),
                  height: try c.number(.height, in: 0...SceneLimits.widgetSide, exclusiveLow: true),
                  displayScale: try c.number(.displayScale, in: 0...8, exclusiveLow: true),
                  reference: try c.decode(Instant.self, forKey: .reference),
                  animation: try c.decodeIfPresent(Animation.self, forKey: .animation),
                  expectation: try c.decodeIfPresent(ShowExpectation.self, forKey: .expectation),
                  root: try c.decode(SceneNode.self, forKey: .root))
        if format == 1 { root = root.readAsFirstFormat() }
        if c.contains(.timeline) {
            guard format >= 2 else {
                throw DecodingError.dataCorruptedError(forKey: .timeline, in: c, debugDescription: "timelines need \"format\": 2")
            }
            timeline = try c.decode(SceneTimeline.self, forKey: .timeline)
        }
        try root.checkTimerFormats(reference: reference)
        try checkTimeline()
        var count = 0, elements = 0
        root.walk { node, _ in
            count += 1
            elements += node.pathElementCount
        }
        guard count <= SceneLimits.nodes else {
            throw DecodingError.dataCorrupted(.init(codingPath: [Keys.root],
                debugDescription: "the scene has \(count) views, over the limit of \(SceneLimits.nodes)"))
        }
        guard elements <= SceneLimits.pathElements else {
            throw DecodingError.dataCorrupted(.init(codingPath: [Keys.root],
                debugDescription: "the scene's paths hold \(elements) elements, over the limit of \(SceneLimits.pathElements)"))
        }
        if let (depth, path) = root.nestingOverLimit() {
            throw DecodingError.dataCorrupted(.init(codingPath: [Keys.root],
                debugDescription: "views and modifiers nest \(depth) deep at \(path), over the limit of \(SceneLimits.nesting)"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(Self.fileFormat, forKey: .format)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
        try c.encode(displayScale, forKey: .displayScale)
        try c.encode(reference, forKey: .reference)
        try c.encodeIfPresent(animation, forKey: .animation)
        try c.encodeIfPresent(expectation, forKey: .expectation)
        try c.encodeIfPresent(timeline, forKey: .timeline)
        try c.encode(root, forKey: .root)
    }
}

extension WidgetScene.Animation {
    enum Keys: String, CodingKey, CaseIterable { case fps, loop }

    public init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(Keys.self, what: "an animation")
        self.init(fps: try c.positiveRational(.fps, atMost: SceneLimits.fps, what: "frames a second"),
                  loop: try c.positiveRational(.loop, atMost: SceneLimits.loop, what: "seconds"))
    }
}

extension ShowExpectation: Codable {
    enum Keys: String, CodingKey, CaseIterable { case blinkStack, clockBands, fontStack }
    enum FontStackKeys: String, CodingKey, CaseIterable { case layers, fps, maskSkew, pairGlyphs }
    enum StackKeys: String, CodingKey, CaseIterable { case frames, fps }
    enum BandKeys: String, CodingKey, CaseIterable { case frames, cycle, centreTurn, sweepHalfWidth, timeZone, bandFrames }

    public init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(Keys.self, what: "an expectation")
        if c.contains(.blinkStack) {
            let s = try c.strictNested(StackKeys.self, forKey: .blinkStack, what: "a blinkStack expectation")
            self = .blinkStack(frameCount: Int(try s.number(.frames, in: 1...10_000)),
                               fps: try s.positiveRational(.fps, atMost: SceneLimits.fps, what: "frames a second"))
        } else if c.contains(.clockBands) {
            let s = try c.strictNested(BandKeys.self, forKey: .clockBands, what: "a clockBands expectation")
            self = .clockBands(ClockBands(
                frameCount: Int(try s.number(.frames, in: 1...10_000)),
                cycle: try s.positiveRational(.cycle, atMost: SceneLimits.longestPeriod, what: "seconds"),
                centreTurn: try s.number(.centreTurn, in: -1...1),
                sweepHalfWidth: try s.number(.sweepHalfWidth, in: 0...0.5),
                timeZone: try s.decodeIfPresent(TimeZoneSpec.self, forKey: .timeZone),
                bandFrames: try s.decodeIfPresent([Int].self, forKey: .bandFrames) ?? []))
            if case .clockBands(let b) = self, !b.bandFrames.isEmpty,
               b.bandFrames.count != b.frameCount || b.bandFrames.contains(where: { $0 < 0 || $0 >= 10_000 }) {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [Keys.clockBands, BandKeys.bandFrames],
                    debugDescription: "bandFrames lists one frame index (0…9999) per band, \(b.frameCount) in all"))
            }
        } else if c.contains(.fontStack) {
            let s = try c.strictNested(FontStackKeys.self, forKey: .fontStack, what: "a fontStack expectation")
            self = .fontStack(FontStack(layerCount: Int(try s.number(.layers, in: 1...10_000)),
                                        fps: try s.positiveRational(.fps, atMost: SceneLimits.fps, what: "frames a second"),
                                        maskSkew: try s.decodeIfPresent(Rational.self, forKey: .maskSkew) ?? .zero,
                                        pairGlyphs: try s.decodeIfPresent([Int].self, forKey: .pairGlyphs)))
            if case .fontStack(let stack) = self, stack.pairGlyphs == nil, try s.decodeIfPresent([Int].self, forKey: .pairGlyphs) != nil {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [Keys.fontStack, FontStackKeys.pairGlyphs],
                    debugDescription: "pairGlyphs lists one glyph (0…9999) per seconds pair 00…59, 60 in all"))
            }
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "an expectation needs \"blinkStack\", \"clockBands\" or \"fontStack\""))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch self {
        case .blinkStack(let frames, let fps):
            var s = c.nestedContainer(keyedBy: StackKeys.self, forKey: .blinkStack)
            try s.encode(frames, forKey: .frames)
            try s.encode(fps, forKey: .fps)
        case .clockBands(let bands):
            var s = c.nestedContainer(keyedBy: BandKeys.self, forKey: .clockBands)
            try s.encode(bands.frameCount, forKey: .frames)
            try s.encode(bands.cycle, forKey: .cycle)
            try s.encode(bands.centreTurn, forKey: .centreTurn)
            try s.encode(bands.sweepHalfWidth, forKey: .sweepHalfWidth)
            try s.encodeIfPresent(bands.timeZone, forKey: .timeZone)
            if !bands.bandFrames.isEmpty { try s.encode(bands.bandFrames, forKey: .bandFrames) }
        case .fontStack(let stack):
            var s = c.nestedContainer(keyedBy: FontStackKeys.self, forKey: .fontStack)
            try s.encode(stack.layerCount, forKey: .layers)
            try s.encode(stack.fps, forKey: .fps)
            if stack.maskSkew != .zero { try s.encode(stack.maskSkew, forKey: .maskSkew) }
            try s.encodeIfPresent(stack.pairGlyphs, forKey: .pairGlyphs)
        }
    }
}

extension FrameSize {
    enum Keys: String, CodingKey, CaseIterable { case width, height }

    public init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(Keys.self, what: "a frame")
        self.init(width: try c.numberIfPresent(.width, in: 0...SceneLimits.length),
                  height: try c.numberIfPresent(.height, in: 0...SceneLimits.length))
    }
}

extension Point {
    enum Keys: String, CodingKey, CaseIterable { case x, y }

    public init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(Keys.self, what: "an offset")
        self.init(x: try c.number(.x, in: -SceneLimits.length...SceneLimits.length),
                  y: try c.number(.y, in: -SceneLimits.length...SceneLimits.length))
    }
}

extension TimerSpec {
    enum Keys: String, CodingKey, CaseIterable { case date, group }
    enum IntervalKeys: String, CodingKey, CaseIterable { case start, end, pauseTime, countsDown, showsHours, group }
    enum TimerFormatKeys: String, CodingKey, CaseIterable { case countingUpIn, countingDownIn, showsHours, maxFieldCount, maxPrecision, group }
    enum RangeKeys: String, CodingKey, CaseIterable { case start, end }
    enum StopwatchKeys: String, CodingKey, CaseIterable { case startingAt, showsHours, maxFieldCount, maxPrecision, group }

    /// `{"date", "group"}`: `Text(date, style: .timer)`.
    public init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(Keys.self, what: "a timer")
        self.init(date: try c.decode(InstantSpec.self, forKey: .date), group: try c.decodeIfPresent(String.self, forKey: .group))
    }

    /// `{"start", "end", "pauseTime", "countsDown", "showsHours", "group"}`: `Text(timerInterval:…)`.
    init(intervalFrom decoder: Decoder) throws {
        let c = try decoder.strictContainer(IntervalKeys.self, what: "a timerInterval")
        self.init(date: try c.decode(InstantSpec.self, forKey: .start), group: try c.decodeIfPresent(String.self, forKey: .group),
                  format: .interval(end: try c.decode(InstantSpec.self, forKey: .end),
                                    pauseTime: try c.decodeIfPresent(InstantSpec.self, forKey: .pauseTime),
                                    countsDown: try c.decodeIfPresent(Bool.self, forKey: .countsDown) ?? true,
                                    showsHours: try c.decodeIfPresent(Bool.self, forKey: .showsHours) ?? true))
    }

    /// `{"countingDownIn" or "countingUpIn": {"start", "end"}, "showsHours", "maxFieldCount",
    /// "maxPrecision", "group"}`: `Text(.currentDate, format: .timer(…))`.
    init(timerFormatFrom decoder: Decoder) throws {
        let c = try decoder.strictContainer(TimerFormatKeys.self, what: "a timerFormat")
        guard c.contains(.countingUpIn) != c.contains(.countingDownIn) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "a timerFormat counts in one interval: \"countingDownIn\" or \"countingUpIn\" (each {\"start\", \"end\"})"))
        }
        let countsDown = c.contains(.countingDownIn)
        let range = try c.strictNested(RangeKeys.self, forKey: countsDown ? .countingDownIn : .countingUpIn, what: "an interval")
        self.init(date: try range.decode(InstantSpec.self, forKey: .start), group: try c.decodeIfPresent(String.self, forKey: .group),
                  format: .timer(end: try range.decode(InstantSpec.self, forKey: .end), countsDown: countsDown,
                                 showsHours: try c.decodeIfPresent(Bool.self, forKey: .showsHours) ?? true,
                                 maxFieldCount: try c.fieldCount(.maxFieldCount) ?? TimerFormat.timerFieldCount,
                                 maxPrecision: try c.precision(.maxPrecision) ?? TimerFormat.timerPrecision))
    }

    /// `{"startingAt", "showsHours", "maxFieldCount", "maxPrecision", "group"}`:
    /// `Text(.currentDate, format: .stopwatch(…))`.
    init(stopwatchFrom decoder: Decoder) throws {
        let c = try decoder.strictContainer(StopwatchKeys.self, what: "a stopwatch")
        self.init(date: try c.decode(InstantSpec.self, forKey: .startingAt), group: try c.decodeIfPresent(String.self, forKey: .group),
                  format: .stopwatch(showsHours: try c.decodeIfPresent(Bool.self, forKey: .showsHours) ?? true,
                                     maxFieldCount: try c.fieldCount(.maxFieldCount) ?? TimerFormat.stopwatchFieldCount,
                                     maxPrecision: try c.precision(.maxPrecision) ?? TimerFormat.stopwatchPrecision))
    }

    /// The piece's own object, under the run key its format names (`TextPiece.key`). Apple's
    /// defaults are left out, so a file says only what differs from them.
    public func encode(to encoder: Encoder) throws {
        switch format {
        case .style:
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(date, forKey: .date)
            try c.encodeIfPresent(group, forKey: .group)
        case .interval(let end, let pause, let countsDown, let showsHours):
            var c = encoder.container(keyedBy: IntervalKeys.self)
            try c.encode(date, forKey: .start)
            try c.encode(end, forKey: .end)
            try c.encodeIfPresent(pause, forKey: .pauseTime)
            if !countsDown { try c.encode(false, forKey: .countsDown) }
            if !showsHours { try c.encode(false, forKey: .showsHours) }
            try c.encodeIfPresent(group, forKey: .group)
        case .timer(let end, let countsDown, let showsHours, let fields, let precision):
            var c = encoder.container(keyedBy: TimerFormatKeys.self)
            var range = c.nestedContainer(keyedBy: RangeKeys.self, forKey: countsDown ? .countingDownIn : .countingUpIn)
            try range.encode(date, forKey: .start)
            try range.encode(end, forKey: .end)
            if !showsHours { try c.encode(false, forKey: .showsHours) }
            if fields != TimerFormat.timerFieldCount { try c.encode(fields, forKey: .maxFieldCount) }
            if precision != TimerFormat.timerPrecision { try c.encode(PrecisionCoding(precision), forKey: .maxPrecision) }
            try c.encodeIfPresent(group, forKey: .group)
        case .stopwatch(let showsHours, let fields, let precision):
            var c = encoder.container(keyedBy: StopwatchKeys.self)
            try c.encode(date, forKey: .startingAt)
            if !showsHours { try c.encode(false, forKey: .showsHours) }
            if fields != TimerFormat.stopwatchFieldCount { try c.encode(fields, forKey: .maxFieldCount) }
            if precision != TimerFormat.stopwatchPrecision { try c.encode(PrecisionCoding(precision), forKey: .maxPrecision) }
            try c.encodeIfPresent(group, forKey: .group)
        }
    }
}

/// A precision written as Apple writes a `Duration`: `"10ms"` under a second, `"60s"` from one.
struct PrecisionCoding: Encodable {
    let value: Seconds
    init(_ value: Seconds) { self.value = value }
    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        let ms = value * Rational(1000)
        try c.encode(value < .one && ms.isInteger ? "\(ms)ms" : "\(value.decimalString(maxFractionDigits: 3))s")
    }
}

extension KeyedDecodingContainer {
    /// `maxFieldCount`: a whole number 1…4.
    func fieldCount(_ key: Key) throws -> Int? {
        guard let v = try numberIfPresent(key, in: Double(DurationPattern.fieldCounts.lowerBound)...Double(DurationPattern.fieldCounts.upperBound)) else { return nil }
        guard v == v.rounded() else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "\(SceneLength.format(v)) is not a whole number of fields")
        }
        return Int(v)
    }

    /// `maxPrecision`: a duration (`"10ms"`, `"1s"`, `"60s"`) of whole milliseconds, 1 ms … 1 day.
    func precision(_ key: Key) throws -> Seconds? {
        guard contains(key) else { return nil }
        let v = try decode(Rational.self, forKey: key)
        if let problem = DurationPattern.problem(precision: v) {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: problem)
        }
        return v
    }
}

// MARK: - Views

extension SceneNode {
    /// The tree a first-format file meant: its `topLeading` zstacks were GeometryReaders.
    func readAsFirstFormat() -> SceneNode {
        var node = self
        switch content {
        case .zStack(let alignment, let children):
            let upgraded = children.map { $0.readAsFirstFormat() }
            node.content = alignment == .topLeading ? .geometryReader(children: upgraded) : .zStack(alignment: alignment, children: upgraded)
        case .vStack(let a, let s, let children): node.content = .vStack(alignment: a, spacing: s, children: children.map { $0.readAsFirstFormat() })
        case .hStack(let a, let s, let children): node.content = .hStack(alignment: a, spacing: s, children: children.map { $0.readAsFirstFormat() })
        case .geometryReader(let children): node.content = .geometryReader(children: children.map { $0.readAsFirstFormat() })
        default: break
        }
        node.modifiers = modifiers.map { modifier in
            switch modifier {
            case .background(let v, let a): .background(v.readAsFirstFormat(), alignment: a)
            case .overlay(let v, let a): .overlay(v.readAsFirstFormat(), alignment: a)
            case .mask(let v, let a): .mask(v.readAsFirstFormat(), alignment: a)
            default: modifier
            }
        }
        return node
    }
}

extension SceneNode: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case type, alignment, spacing, children, minLength, color, image, contentMode
        case runs, font, size, textAlignment, textColor, expect
        case fill, stroke, cornerRadius, elements
        case modifiers
        // The first scene files' fixed chain: frame → clipped → background → mask → offset.
        case frame, clipped, background, mask, offset
    }

    /// The keys each view type takes besides `type` and the modifiers.
    static let contentKeys: [String: [CodingKeys]] = [
        "zstack": [.alignment, .children], "vstack": [.alignment, .spacing, .children],
        "hstack": [.alignment, .spacing, .children], "spacer": [.minLength], "geometryReader": [.children],
        "color": [.color], "image": [.image, .contentMode],
        "text": [.runs, .font, .size, .textAlignment, .textColor, .expect],
        "rectangle": [.fill, .stroke], "roundedRectangle": [.cornerRadius, .fill, .stroke],
        "circle": [.fill, .stroke], "ellipse": [.fill, .stroke], "capsule": [.fill, .stroke],
        "path": [.elements, .fill, .stroke],
    ]
    static let legacyModifierKeys: [CodingKeys] = [.frame, .clipped, .background, .mask, .offset]

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let type = try c.decode(String.self, forKey: .type)
        guard let own = Self.contentKeys[type] else {
            throw DecodingError.dataCorruptedError(forKey: .type, in: c,
                debugDescription: "'\(type)' is not a view type (\(Self.contentKeys.keys.sorted().joined(separator: ", ")))")
        }
        try decoder.rejectUnknownKeys(allowed: ([.type, .modifiers] + own + Self.legacyModifierKeys).map(\.stringValue),
                                      what: "a \(type) view")
        content = try Self.decodeView(type, c)
        let legacy = Self.legacyModifierKeys.filter { c.contains($0) }
        if c.contains(.modifiers) {
            if let first = legacy.first {
                throw DecodingError.dataCorruptedError(forKey: first, in: c,
                    debugDescription: "a view takes its modifiers either as \"modifiers\" (in order) or as the keys frame, clipped, background, mask, offset, not both")
            }
            modifiers = try c.decode([ModifierCoding].self, forKey: .modifiers).map(\.modifier)
        } else {
            let old = SceneNode(content,
                                frame: try c.decodeIfPresent(FrameSize.self, forKey: .frame),
                                clipped: try c.decodeIfPresent(Bool.self, forKey: .clipped) ?? false,
                                background: try c.decodeIfPresent(SceneColor.self, forKey: .background),
                                mask: try c.decodeIfPresent(SceneNode.self, forKey: .mask),
                                offset: try c.decodeIfPresent(Point.self, forKey: .offset))
            modifiers = old.modifiers
        }
    }

    static func decodeView(_ type: String, _ c: KeyedDecodingContainer<CodingKeys>) throws -> SceneView {
        func children() throws -> [SceneNode] { try c.decodeIfPresent([SceneNode].self, forKey: .children) ?? [] }
        func paint() throws -> ShapePaint {
            if c.contains(.fill), c.contains(.stroke) {
                throw DecodingError.dataCorruptedError(forKey: .stroke, in: c, debugDescription: "a shape takes \"fill\" or \"stroke\", not both")
            }
            if c.contains(.stroke) { return try c.decode(StrokeCoding.self, forKey: .stroke).paint }
            return .fill(try c.decodeIfPresent(SceneColorValue.self, forKey: .fill) ?? .system("primary"))
        }
        switch type {
        case "zstack":
            return .zStack(alignment: try c.decodeIfPresent(SceneAlignment.self, forKey: .alignment) ?? .center, children: try children())
        case "vstack":
            return .vStack(alignment: try c.decodeIfPresent(HorizontalEdgeAlignment.self, forKey: .alignment) ?? .center,
                           spacing: try c.numberIfPresent(.spacing, in: 0...SceneLimits.length), children: try children())
        case "hstack":
            return .hStack(alignment: try c.decodeIfPresent(VerticalEdgeAlignment.self, forKey: .alignment) ?? .center,
                           spacing: try c.numberIfPresent(.spacing, in: 0...SceneLimits.length), children: try children())
        case "spacer":
            return .spacer(minLength: try c.numberIfPresent(.minLength, in: 0...SceneLimits.length))
        case "geometryReader":
            return .geometryReader(children: try children())
        case "color":
            return .color(try c.decode(SceneColorValue.self, forKey: .color))
        case "image":
            return .image(name: try c.decode(String.self, forKey: .image),
                          contentMode: try c.decodeIfPresent(ImageContentMode.self, forKey: .contentMode) ?? .fill)
        case "text":
            return .text(TextContent(
                runs: try c.decode([TextPiece].self, forKey: .runs),
                font: try c.decodeIfPresent(String.self, forKey: .font) ?? FontReference.builtInBlinkMask,
                size: try c.number(.size, in: 0...SceneLimits.length, exclusiveLow: true),
                alignment: try c.decodeIfPresent(TextAlignmentSetting.self, forKey: .textAlignment) ?? .leading,
                color: try c.decodeIfPresent(SceneColorValue.self, forKey: .textColor) ?? .black,
                expected: try c.decodeIfPresent(TextExpectation.self, forKey: .expect)))
        case "roundedRectangle":
            return .shape(.roundedRectangle(cornerRadius: try c.length(.cornerRadius, nonNegative: true)), try paint())
        case "path":
            return .shape(.path(try c.decode([PathElementCoding].self, forKey: .elements).map(\.element)), try paint())
        default:
            let shapes: [String: SceneShape] = ["rectangle": .rectangle, "circle": .circle, "ellipse": .ellipse, "capsule": .capsule]
            return .shape(shapes[type]!, try paint())
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(content.typeName, forKey: .type)
        switch content {
        case .zStack(let alignment, let children):
            if alignment != .center { try c.encode(alignment, forKey: .alignment) }
            try c.encode(children, forKey: .children)
        case .vStack(let alignment, let spacing, let children):
            if alignment != .center { try c.encode(alignment, forKey: .alignment) }
            try c.encodeIfPresent(spacing, forKey: .spacing)
            try c.encode(children, forKey: .children)
        case .hStack(let alignment, let spacing, let children):
            if alignment != .center { try c.encode(alignment, forKey: .alignment) }
            try c.encodeIfPresent(spacing, forKey: .spacing)
            try c.encode(children, forKey: .children)
        case .spacer(let minLength):
            try c.encodeIfPresent(minLength, forKey: .minLength)
        case .geometryReader(let children):
            try c.encode(children, forKey: .children)
        case .color(let color):
            try c.encode(color, forKey: .color)
        case .image(let name, let mode):
            try c.encode(name, forKey: .image)
            try c.encode(mode, forKey: .contentMode)
        case .text(let text):
            try c.encode(text.runs, forKey: .runs)
            try c.encode(text.font, forKey: .font)
            try c.encode(text.size, forKey: .size)
            try c.encode(text.alignment, forKey: .textAlignment)
            if text.color != .black { try c.encode(text.color, forKey: .textColor) }
            try c.encodeIfPresent(text.expected, forKey: .expect)
        case .shape(let shape, let paint):
            if case .roundedRectangle(let r) = shape { try c.encode(r, forKey: .cornerRadius) }
            if case .path(let elements) = shape { try c.encode(elements.map(PathElementCoding.init), forKey: .elements) }
            switch paint {
            case .fill(let color): try c.encode(color, forKey: .fill)
            case .stroke: try c.encode(StrokeCoding(paint: paint), forKey: .stroke)
            }
        }
        if !modifiers.isEmpty { try c.encode(modifiers.map(ModifierCoding.init), forKey: .modifiers) }
    }
}

/// A shape's `.stroke(colour, lineWidth:lineCap:lineJoin:miterLimit:)` in a scene file.
struct StrokeCoding: Codable {
    let paint: ShapePaint
    init(paint: ShapePaint) { self.paint = paint }
    enum Keys: String, CodingKey, CaseIterable { case color, lineWidth, lineCap, lineJoin, miterLimit }

    init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(Keys.self, what: "a stroke")
        let settings = StrokeSettings(
            lineWidth: try c.lengthIfPresent(.lineWidth, nonNegative: true) ?? SceneLength(1),
            lineCap: try c.decodeIfPresent(StrokeSettings.Cap.self, forKey: .lineCap) ?? .butt,
            lineJoin: try c.decodeIfPresent(StrokeSettings.Join.self, forKey: .lineJoin) ?? .miter,
            miterLimit: try c.numberIfPresent(.miterLimit, in: 1...1000) ?? 10)
        paint = .stroke(try c.decodeIfPresent(SceneColorValue.self, forKey: .color) ?? .system("primary"), settings)
    }

    func encode(to encoder: Encoder) throws {
        guard case .stroke(let color, let s) = paint else { return }
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(color, forKey: .color)
        try c.encode(s.lineWidth, forKey: .lineWidth)
        try c.encode(s.lineCap, forKey: .lineCap)
        try c.encode(s.lineJoin, forKey: .lineJoin)
        if s.miterLimit != 10 { try c.encode(s.miterLimit, forKey: .miterLimit) }
    }
}

/// One path element: `{"move": [x, y]}`, `{"line": [x, y]}`,
/// `{"quadCurve": {"to": [x, y], "control": [x, y]}}`,
/// `{"curve": {"to": …, "control1": …, "control2": …}}`,
/// `{"arc": {"center": [x, y], "radius": r, "startAngle": "0deg", "endAngle": "90deg", "clockwise": false}}`,
/// `{"close": true}`.
struct PathElementCoding: Codable {
    let element: PathElement
    init(_ element: PathElement) { self.element = element }
    enum Keys: String, CodingKey, CaseIterable { case move, line, quadCurve, curve, arc, close }
    enum CurveKeys: String, CodingKey, CaseIterable { case to, control, control1, control2 }
    enum ArcKeys: String, CodingKey, CaseIterable { case center, radius, startAngle, endAngle, clockwise }

    init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(Keys.self, what: "a path element")
        let present = Keys.allCases.filter { c.contains($0) }
        guard present.count == 1, let key = present.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "a path element has exactly one of move, line, quadCurve, curve, arc, close"))
        }
        switch key {
        case .move: element = .move(to: try c.decode(PointCoding.self, forKey: .move).point)
        case .line: element = .line(to: try c.decode(PointCoding.self, forKey: .line).point)
        case .quadCurve:
            let q = try c.strictNested(CurveKeys.self, forKey: .quadCurve, what: "a quadCurve")
            element = .quadCurve(to: try q.decode(PointCoding.self, forKey: .to).point,
                                 control: try q.decode(PointCoding.self, forKey: .control).point)
        case .curve:
            let q = try c.strictNested(CurveKeys.self, forKey: .curve, what: "a curve")
            element = .curve(to: try q.decode(PointCoding.self, forKey: .to).point,
                             control1: try q.decode(PointCoding.self, forKey: .control1).point,
                             control2: try q.decode(PointCoding.self, forKey: .control2).point)
        case .arc:
            let a = try c.strictNested(ArcKeys.self, forKey: .arc, what: "an arc")
            element = .arc(center: try a.decode(PointCoding.self, forKey: .center).point,
                           radius: try a.length(.radius, nonNegative: true),
                           startDegrees: try a.decode(AngleCoding.self, forKey: .startAngle).degrees,
                           endDegrees: try a.decode(AngleCoding.self, forKey: .endAngle).degrees,
                           clockwise: try a.decodeIfPresent(Bool.self, forKey: .clockwise) ?? false)
        case .close:
            guard try c.decode(Bool.self, forKey: .close) else {
                throw DecodingError.dataCorruptedError(forKey: .close, in: c, debugDescription: "write \"close\": true")
            }
            element = .close
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch element {
        case .move(let p): try c.encode(PointCoding(p), forKey: .move)
        case .line(let p): try c.encode(PointCoding(p), forKey: .line)
        case .quadCurve(let to, let control):
            var q = c.nestedContainer(keyedBy: CurveKeys.self, forKey: .quadCurve)
            try q.encode(PointCoding(to), forKey: .to)
            try q.encode(PointCoding(control), forKey: .control)
        case .curve(let to, let c1, let c2):
            var q = c.nestedContainer(keyedBy: CurveKeys.self, forKey: .curve)
            try q.encode(PointCoding(to), forKey: .to)
            try q.encode(PointCoding(c1), forKey: .control1)
            try q.encode(PointCoding(c2), forKey: .control2)
        case .arc(let center, let radius, let start, let end, let clockwise):
            var a = c.nestedContainer(keyedBy: ArcKeys.self, forKey: .arc)
            try a.encode(PointCoding(center), forKey: .center)
            try a.encode(radius, forKey: .radius)
            try a.encode(AngleCoding(start), forKey: .startAngle)
            try a.encode(AngleCoding(end), forKey: .endAngle)
            try a.encode(clockwise, forKey: .clockwise)
        case .close: try c.encode(true, forKey: .close)
        }
    }
}

/// A point as `[x, y]`, each a length.
struct PointCoding: Codable {
    let point: ScenePoint
    init(_ point: ScenePoint) { self.point = point }

    init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        guard c.count == 2 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a point is a list of two lengths, [x, y]"))
        }
        let x = try c.decode(SceneLength.self), y = try c.decode(SceneLength.self)
        for v in [x, y] { try v.check(codingPath: decoder.codingPath, nonNegative: false) }
        point = ScenePoint(x: x, y: y)
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(point.x)
        try c.encode(point.y)
    }
}

/// An angle: a number of degrees, or a string `"30deg"`, `"-12.5°"`, `"0.5rad"`.
struct AngleCoding: Codable {
    let degrees: Double
    init(_ degrees: Double) { self.degrees = degrees }

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        var value: Double
        if let number = try? c.decode(Double.self) {
            value = number
        } else {
            let text = try c.decode(String.self)
            let trimmed = text.trimmingSpaces
            if trimmed.hasSuffix("deg"), let v = Double(trimmed.dropLast(3)) { value = v }
            else if trimmed.hasSuffix("°"), let v = Double(trimmed.dropLast(1)) { value = v }
            else if trimmed.hasSuffix("rad"), let v = Double(trimmed.dropLast(3)) { value = v * 180 / .pi }
            else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                    debugDescription: "'\(text)' is not an angle (write degrees as a number or \"30deg\", or radians as \"0.5rad\")"))
            }
        }
        guard value.isFinite, abs(value) <= 1_000_000 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "an angle must be finite and within ±1000000 degrees"))
        }
        degrees = value
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(SceneLength.format(degrees) + "deg")
    }
}

extension SceneLength: Codable {
    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let number = try? c.decode(Double.self) { self.init(number); return }
        guard let text = try? c.decode(String.self) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "expected a length: a number, or an expression such as \"geo.width * 0.5\""))
        }
        do { try self.init(parsing: text) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(error)"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        if let v = constant, description == SceneLength.format(v) { try c.encode(v) } else { try c.encode(description) }
    }

    /// Refuses a constant outside ±`SceneLimits.length` (or negative where a size is meant).
    func check(codingPath: [CodingKey], nonNegative: Bool) throws {
        guard let v = constant else { return }
        let low = nonNegative ? 0 : -SceneLimits.length
        guard v.isFinite, v >= low, v <= SceneLimits.length else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath,
                debugDescription: "\(SceneLength.format(v)) is outside \(SceneLength.format(low))…\(SceneLength.format(SceneLimits.length)) points"))
        }
    }
}

extension TimeZoneSpec: Codable {
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { try self.init(parsing: text) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(error)"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}

// MARK: - Modifiers

/// One modifier as a scene file writes it: an object with the modifier's name as its key,
/// plus the modifier's own options (`{"rotationEffect": "30deg", "anchor": "topLeading"}`).
struct ModifierCoding: Codable {
    let modifier: SceneModifier
    init(_ modifier: SceneModifier) { self.modifier = modifier }

    enum Keys: String, CodingKey, CaseIterable {
        case frame, padding, offset, rotationEffect, scaleEffect, opacity, clipped, clipShape
        case background, overlay, mask, clockHandRotationEffect
        case alignment, anchor, edges, timeZone
    }
    static let names: [Keys] = [.frame, .padding, .offset, .rotationEffect, .scaleEffect, .opacity, .clipped, .clipShape,
                                .background, .overlay, .mask, .clockHandRotationEffect]
    static let options: [Keys: [Keys]] = [
        .rotationEffect: [.anchor], .scaleEffect: [.anchor], .background: [.alignment], .overlay: [.alignment],
        .mask: [.alignment], .clockHandRotationEffect: [.timeZone, .anchor], .padding: [.edges],
    ]
    enum FrameKeys: String, CodingKey, CaseIterable { case width, height, minWidth, maxWidth, minHeight, maxHeight, alignment }
    enum OffsetKeys: String, CodingKey, CaseIterable { case x, y }

    init(from decoder: Decoder) throws {
        let any = try decoder.container(keyedBy: AnyCodingKey.self)
        let named = Self.names.filter { any.contains(AnyCodingKey(stringValue: $0.stringValue)) }
        guard named.count == 1, let name = named.first else {
            let keys = any.allKeys.map(\.stringValue).sorted()
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: named.isEmpty
                    ? "\(keys.first.map { "'\($0)' is not a modifier" } ?? "an empty modifier") (modifiers: \(Self.names.map(\.stringValue).joined(separator: ", ")))"
                    : "a modifier object holds one modifier; write \(named.map(\.stringValue).joined(separator: " and ")) as separate entries, in order"))
        }
        try decoder.rejectUnknownKeys(allowed: ([name] + (Self.options[name] ?? [])).map(\.stringValue), what: "a \(name.stringValue) modifier")
        let c = try decoder.container(keyedBy: Keys.self)
        func anchor() throws -> UnitPointValue {
            guard let text = try c.decodeIfPresent(String.self, forKey: .anchor) else { return .center }
            guard let point = UnitPointValue.named(text) else {
                throw DecodingError.dataCorruptedError(forKey: .anchor, in: c,
                    debugDescription: "'\(text)' is not an anchor (\(SceneAlignment.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return point
        }
        func alignment() throws -> SceneAlignment { try c.decodeIfPresent(SceneAlignment.self, forKey: .alignment) ?? .center }
        switch name {
        case .frame:
            let f = try c.strictNested(FrameKeys.self, forKey: .frame, what: "a frame")
            let flexible: [FrameKeys] = [.minWidth, .maxWidth, .minHeight, .maxHeight]
            let align = try f.decodeIfPresent(SceneAlignment.self, forKey: .alignment) ?? .center
            if flexible.contains(where: f.contains) {
                if f.contains(.width) || f.contains(.height) {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [Keys.frame],
                        debugDescription: "a frame takes width/height or minWidth/maxWidth/minHeight/maxHeight, not both (as SwiftUI's two .frame modifiers)"))
                }
                modifier = .flexibleFrame(FlexibleFrame(
                    minWidth: try f.lengthIfPresent(.minWidth, nonNegative: true, allowInfinity: false),
                    maxWidth: try f.lengthIfPresent(.maxWidth, nonNegative: true, allowInfinity: true),
                    minHeight: try f.lengthIfPresent(.minHeight, nonNegative: true, allowInfinity: false),
                    maxHeight: try f.lengthIfPresent(.maxHeight, nonNegative: true, allowInfinity: true),
                    alignment: align))
            } else {
                modifier = .frame(width: try f.lengthIfPresent(.width, nonNegative: true),
                                  height: try f.lengthIfPresent(.height, nonNegative: true), alignment: align)
            }
        case .padding:
            var edges = EdgeSet.all
            if let text = try c.decodeIfPresent(String.self, forKey: .edges) {
                guard let found = EdgeSet.names.first(where: { $0.0 == text }) else {
                    throw DecodingError.dataCorruptedError(forKey: .edges, in: c,
                        debugDescription: "'\(text)' is not a set of edges (\(EdgeSet.names.map(\.0).joined(separator: ", ")))")
                }
                edges = found.1
            }
            if (try? c.decode(Bool.self, forKey: .padding)) == true {
                modifier = .padding(edges: edges, length: nil)
            } else {
                modifier = .padding(edges: edges, length: try c.length(.padding, nonNegative: false))
            }
        case .offset:
            let o = try c.strictNested(OffsetKeys.self, forKey: .offset, what: "an offset")
            modifier = .offset(x: try o.lengthIfPresent(.x, nonNegative: false) ?? SceneLength(0),
                               y: try o.lengthIfPresent(.y, nonNegative: false) ?? SceneLength(0))
        case .rotationEffect:
            modifier = .rotation(degrees: try c.decode(AngleCoding.self, forKey: .rotationEffect).degrees, anchor: try anchor())
        case .scaleEffect:
            if let s = try? c.decode(Double.self, forKey: .scaleEffect) {
                try Self.checkScale(s, c, .scaleEffect)
                modifier = .scale(x: s, y: s, anchor: try anchor())
            } else if let text = try? c.decode(String.self, forKey: .scaleEffect) {
                throw DecodingError.dataCorruptedError(forKey: .scaleEffect, in: c,
                    debugDescription: "'\(text)' is not a scale (write a number such as 2, or {\"x\": 2, \"y\": 1})")
            } else {
                let o = try c.strictNested(OffsetKeys.self, forKey: .scaleEffect, what: "a scale")
                let x = try o.numberIfPresent(.x, in: -SceneLimits.scaleFactor...SceneLimits.scaleFactor) ?? 1
                let y = try o.numberIfPresent(.y, in: -SceneLimits.scaleFactor...SceneLimits.scaleFactor) ?? 1
                modifier = .scale(x: x, y: y, anchor: try anchor())
            }
        case .opacity:
            modifier = .opacity(try c.number(.opacity, in: 0...1))
        case .clipped:
            guard try c.decode(Bool.self, forKey: .clipped) else {
                throw DecodingError.dataCorruptedError(forKey: .clipped, in: c, debugDescription: "write \"clipped\": true, or leave the modifier out")
            }
            modifier = .clipped
        case .clipShape:
            let node = try c.decode(SceneNode.self, forKey: .clipShape)
            guard case .shape(let shape, _) = node.content, node.modifiers.isEmpty else {
                throw DecodingError.dataCorruptedError(forKey: .clipShape, in: c,
                    debugDescription: "a clipShape is a shape (rectangle, roundedRectangle, circle, ellipse, capsule or path) with no modifiers")
            }
            modifier = .clipShape(shape)
        case .background:
            if let color = try? c.decode(SceneColorValue.self, forKey: .background) {
                modifier = .background(SceneNode(.color(color)), alignment: try alignment())
            } else {
                modifier = .background(try c.decode(SceneNode.self, forKey: .background), alignment: try alignment())
            }
        case .overlay:
            modifier = .overlay(try c.decode(SceneNode.self, forKey: .overlay), alignment: try alignment())
        case .mask:
            modifier = .mask(try c.decode(SceneNode.self, forKey: .mask), alignment: try alignment())
        case .clockHandRotationEffect:
            modifier = .clockHandRotation(ClockHandRotation(period: try Self.period(c), timeZone: try c.decodeIfPresent(TimeZoneSpec.self, forKey: .timeZone),
                                                            anchor: try anchor()))
        default:
            preconditionFailure("not a modifier name")
        }
    }

    static func checkScale(_ s: Double, _ c: KeyedDecodingContainer<Keys>, _ key: Keys) throws {
        guard s.isFinite, abs(s) <= SceneLimits.scaleFactor else {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "a scale factor must be within ±\(Int(SceneLimits.scaleFactor))")
        }
    }

    /// `"secondHand"`, `"minuteHand"`, `"hourHand"`, or a duration (`"2s"`, `"-30s"`, `2`).
    static func period(_ c: KeyedDecodingContainer<Keys>) throws -> Seconds {
        let key = Keys.clockHandRotationEffect
        let period: Seconds
        if let text = try? c.decode(String.self, forKey: key), let named = ClockHandRotation.namedPeriods[text] {
            period = named
        } else {
            period = try c.decode(Rational.self, forKey: key)
        }
        let magnitude = period < .zero ? .zero - period : period
        guard magnitude >= SceneLimits.shortestPeriod, magnitude <= SceneLimits.longestPeriod,
              period.denominator <= 1_000_000_000 else {
            throw DecodingError.dataCorruptedError(forKey: key, in: c,
                debugDescription: "a clock-hand period must be 1 ms to 10000000 s either way, in steps of 1 ns (\(period) s is not)")
        }
        return period
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        func encodeAnchor(_ a: UnitPointValue) throws {
            guard a != .center else { return }
            if let name = SceneAlignment.allCases.first(where: { $0.fraction == (a.x, a.y) }) { try c.encode(name.rawValue, forKey: .anchor) }
        }
        func encodeAlignment(_ a: SceneAlignment) throws { if a != .center { try c.encode(a, forKey: .alignment) } }
        switch modifier {
        case .frame(let w, let h, let alignment):
            var f = c.nestedContainer(keyedBy: FrameKeys.self, forKey: .frame)
            try f.encodeIfPresent(w, forKey: .width)
            try f.encodeIfPresent(h, forKey: .height)
            if alignment != .center { try f.encode(alignment, forKey: .alignment) }
        case .flexibleFrame(let frame):
            var f = c.nestedContainer(keyedBy: FrameKeys.self, forKey: .frame)
            try f.encodeIfPresent(frame.minWidth, forKey: .minWidth)
            try f.encodeIfPresent(frame.maxWidth, forKey: .maxWidth)
            try f.encodeIfPresent(frame.minHeight, forKey: .minHeight)
            try f.encodeIfPresent(frame.maxHeight, forKey: .maxHeight)
            if frame.alignment != .center { try f.encode(frame.alignment, forKey: .alignment) }
        case .padding(let edges, let length):
            if let length { try c.encode(length, forKey: .padding) } else { try c.encode(true, forKey: .padding) }
            if edges != .all, let name = EdgeSet.names.first(where: { $0.1 == edges })?.0 { try c.encode(name, forKey: .edges) }
        case .offset(let x, let y):
            var o = c.nestedContainer(keyedBy: OffsetKeys.self, forKey: .offset)
            try o.encode(x, forKey: .x)
            try o.encode(y, forKey: .y)
        case .rotation(let degrees, let anchor):
            try c.encode(AngleCoding(degrees), forKey: .rotationEffect)
            try encodeAnchor(anchor)
        case .scale(let x, let y, let anchor):
            if x == y { try c.encode(x, forKey: .scaleEffect) } else {
                var o = c.nestedContainer(keyedBy: OffsetKeys.self, forKey: .scaleEffect)
                try o.encode(x, forKey: .x)
                try o.encode(y, forKey: .y)
            }
            try encodeAnchor(anchor)
        case .opacity(let o): try c.encode(o, forKey: .opacity)
        case .clipped: try c.encode(true, forKey: .clipped)
        case .clipShape(let shape): try c.encode(SceneNode(.shape(shape, .fill(.black))), forKey: .clipShape)
        case .background(let view, let alignment):
            try c.encode(view, forKey: .background)
            try encodeAlignment(alignment)
        case .overlay(let view, let alignment):
            try c.encode(view, forKey: .overlay)
            try encodeAlignment(alignment)
        case .mask(let view, let alignment):
            try c.encode(view, forKey: .mask)
            try encodeAlignment(alignment)
        case .clockHandRotation(let effect):
            try c.encode(effect.period, forKey: .clockHandRotationEffect)
            try c.encodeIfPresent(effect.timeZone, forKey: .timeZone)
            try encodeAnchor(effect.anchor)
        }
    }
}

// MARK: - Text runs and times

extension TextPiece: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case text, value, timer, timerInterval, timerFormat, stopwatch }

    public init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(CodingKeys.self, what: "a text run")
        let present = CodingKeys.allCases.filter(c.contains)
        guard present.count == 1, let key = present.first else {
            let kinds = "\"text\" (a literal), \"value\" (a timeline entry's string), \"timer\", \"timerInterval\", \"timerFormat\" or \"stopwatch\" (live timers)"
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: present.isEmpty
                ? "a text run needs \(kinds)"
                : "a text run is one of \(kinds), not \(present.map(\.stringValue).joined(separator: " and ")); join runs with a list"))
        }
        switch key {
        case .text: self = .literal(try c.decode(String.self, forKey: .text))
        case .value:
            let name = try c.decode(String.self, forKey: .value)
            guard TimelineEntry.isValueName(name) else {
                throw DecodingError.dataCorruptedError(forKey: .value, in: c, debugDescription: TimelineEntry.valueNameRule(name))
            }
            self = .value(name)
        case .timer: self = .timer(try c.decode(TimerSpec.self, forKey: .timer))
        case .timerInterval: self = .timer(try TimerSpec(intervalFrom: try c.superDecoder(forKey: key)))
        case .timerFormat: self = .timer(try TimerSpec(timerFormatFrom: try c.superDecoder(forKey: key)))
        case .stopwatch: self = .timer(try TimerSpec(stopwatchFrom: try c.superDecoder(forKey: key)))
        }
    }

    /// The run key a piece is written under: `text`, or its timer format's.
    var key: CodingKeys {
        switch self {
        case .literal: .text
        case .value: .value
        case .timer(let spec):
            switch spec.format {
            case .style: .timer
            case .interval: .timerInterval
            case .timer: .timerFormat
            case .stopwatch: .stopwatch
            }
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .literal(let text): try c.encode(text, forKey: .text)
        case .value(let name): try c.encode(name, forKey: .value)
        case .timer(let timer): try c.encode(timer, forKey: key)
        }
    }
}

extension SceneNode {
    /// Refuses a timer piece whose instants cannot hold together once resolved against
    /// `reference` (an interval that ends before it starts), naming its JSON path.
    func checkTimerFormats(reference: Instant) throws {
        try walk { node, path in
            guard case .text(let text) = node.content else { return }
            for (i, piece) in text.runs.enumerated() {
                guard case .timer(let spec) = piece, !spec.dependsOnEntry,
                      let problem = spec.format.problem(start: spec.date.resolved(reference: reference), reference: reference) else { continue }
                throw DecodingError.dataCorrupted(.init(codingPath: [AnyCodingKey(stringValue: "\(path).runs[\(i)].\(piece.key.stringValue)")],
                                                        debugDescription: problem))
            }
        }
    }
}

extension InstantSpec: Codable {
    enum ValueKeys: String, CodingKey, CaseIterable { case value }

    /// A string (an ISO-8601 instant, seconds after the reference, or `now`, `now-60`: the
    /// moment the view is rendered), or `{"value": NAME}`, an instant a timeline entry gives.
    public init(from decoder: Decoder) throws {
        if (try? decoder.container(keyedBy: AnyCodingKey.self)) != nil {
            let c = try decoder.strictContainer(ValueKeys.self, what: "an instant value")
            let name = try c.decode(String.self, forKey: .value)
            guard TimelineEntry.isValueName(name) else {
                throw DecodingError.dataCorruptedError(forKey: .value, in: c, debugDescription: TimelineEntry.valueNameRule(name))
            }
            self = .value(name)
            return
        }
        let text = try decoder.singleValueContainer().decode(String.self)
        let trimmed = text.trimmingWhitespace
        if trimmed.hasPrefix("now") {
            let rest = String(trimmed.dropFirst(3)).trimmingWhitespace
            if rest.isEmpty { self = .rendered(.zero); return }
            guard let sign = rest.first, sign == "+" || sign == "-" else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                    debugDescription: "'\(text)' is not an instant: after 'now' write + or − and a duration (now-60, now+7/15)"))
            }
            do {
                let offset = try TimeParser.duration(String(rest.dropFirst()))
                self = .rendered(sign == "-" ? -offset : offset)
            } catch {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(error)"))
            }
            return
        }
        do { self = try TimeParser.instant(text) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(error)"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .absolute(let instant):
            var c = encoder.singleValueContainer()
            try c.encode(instant.iso8601)
        case .relative(let offset):
            var c = encoder.singleValueContainer()
            try c.encode(offset.description)
        case .rendered(let offset):
            var c = encoder.singleValueContainer()
            try c.encode(offset == .zero ? "now" : offset < .zero ? "now-\((-offset).description)" : "now+\(offset.description)")
        case .value(let name):
            var c = encoder.container(keyedBy: ValueKeys.self)
            try c.encode(name, forKey: .value)
        }
    }
}

extension Instant: Codable {
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard case .absolute(let instant) = try? TimeParser.instant(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "'\(text)' is not an ISO-8601 date-time with a zone"))
        }
        self = instant
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(iso8601)
    }
}

extension Rational: Codable {
    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let whole = try? c.decode(Int.self) { self.init(whole); return }
        guard let text = try? c.decode(String.self) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "expected a whole number or an exact time as a string (\"15\", \"1/15\", \"2s\")"))
        }
        do { self = try TimeParser.duration(text) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(error)"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}

// MARK: - Checked reading

/// Any key of a JSON object, to see the ones a type's own coding keys would skip.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension Decoder {
    /// Throws at this object's JSON path when it holds a key outside `allowed`.
    func rejectUnknownKeys(allowed: [String], what: String) throws {
        let keys = try container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue)
        guard let unknown = keys.sorted().first(where: { !allowed.contains($0) }) else { return }
        throw DecodingError.dataCorrupted(.init(codingPath: codingPath,
            debugDescription: "unknown key '\(unknown)' (\(what) takes \(allowed.sorted().joined(separator: ", ")))"))
    }

    /// A keyed container that has first refused any key outside `Keys`.
    func strictContainer<Keys: CodingKey & CaseIterable>(_ keys: Keys.Type, what: String) throws -> KeyedDecodingContainer<Keys> {
        try rejectUnknownKeys(allowed: Keys.allCases.map(\.stringValue), what: what)
        return try container(keyedBy: keys)
    }
}

extension KeyedDecodingContainer {
    /// A nested object that refuses keys outside `Nested`.
    func strictNested<Nested: CodingKey & CaseIterable>(_ keys: Nested.Type, forKey key: Key, what: String) throws -> KeyedDecodingContainer<Nested> {
        try superDecoder(forKey: key).strictContainer(keys, what: what)
    }

    /// A finite number within `range` (and above its low end when `exclusiveLow`).
    func number(_ key: Key, in range: ClosedRange<Double>, exclusiveLow: Bool = false) throws -> Double {
        let v = try decode(Double.self, forKey: key)
        guard v.isFinite, range.contains(v), !(exclusiveLow && v == range.lowerBound) else {
            let low = SceneLength.format(range.lowerBound), high = SceneLength.format(range.upperBound)
            throw DecodingError.dataCorruptedError(forKey: key, in: self,
                debugDescription: "\(v.isFinite ? SceneLength.format(v) : "\(v)") is outside \(exclusiveLow ? "(\(low)" : "[\(low)"), \(high)]")
        }
        return v
    }

    func numberIfPresent(_ key: Key, in range: ClosedRange<Double>) throws -> Double? {
        contains(key) ? try number(key, in: range) : nil
    }

    /// A time above zero and at most `most`.
    func positiveRational(_ key: Key, atMost most: Rational, what: String) throws -> Rational {
        let v = try decode(Rational.self, forKey: key)
        guard v > .zero, v <= most else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self,
                debugDescription: "\(v) \(what) is outside (0, \(most)]")
        }
        return v
    }

    /// A length, its constant checked against `SceneLimits.length` (and 0 where a size is meant).
    func length(_ key: Key, nonNegative: Bool) throws -> SceneLength {
        let v = try decode(SceneLength.self, forKey: key)
        try v.check(codingPath: codingPath + [key], nonNegative: nonNegative)
        return v
    }

    func lengthIfPresent(_ key: Key, nonNegative: Bool, allowInfinity: Bool = false) throws -> SceneLength? {
        guard contains(key) else { return nil }
        if allowInfinity, let text = try? decode(String.self, forKey: key), text == "infinity" || text == ".infinity" {
            return SceneLength(.infinity)
        }
        return try length(key, nonNegative: nonNegative)
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
