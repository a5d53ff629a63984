// Scene-file coding of the scene itself: its top-level keys and its animation.

// The scene file format (JSON). Times are strings so they stay exact: instants as ISO-8601
// or seconds relative to the reference ("7/15"), rates as rationals ("15").

// Every object refuses keys it does not know, so a typo ("color" for "textColor") is an error
// naming its place instead of a setting silently left at its default. Every number is checked
// against `SceneLimits` where it is read, so nothing in a file can trap the renderer.

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
        for (path, tree) in trees { try tree.checkTimerFormats(reference: reference, path: path) }
        try checkTimeline()
        var count = 0, elements = 0
        walkTrees { node, _ in
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
        if let (depth, path) = nestingOverLimitInTrees() {
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
