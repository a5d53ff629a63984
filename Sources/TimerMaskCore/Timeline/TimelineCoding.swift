// Timelines in scene files (format 2):
//
//   "timeline": { "policy": "atEnd" | "never" | {"after": INSTANT},
//                 "entries": [ {"date": INSTANT, "label": "…", "values": {"name": "text" | {"instant": INSTANT}},
//                               "view": NODE} ] }
//
// An entry's "view", when given, is the tree it shows in place of "root".
//
// Every check names its JSON path, as the rest of the scene file does.

extension SceneTimeline: Codable {
    enum Keys: String, CodingKey, CaseIterable { case entries, policy }

    public init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(Keys.self, what: "a timeline")
        let entries = try c.decode([TimelineEntry].self, forKey: .entries)
        guard !entries.isEmpty, entries.count <= Self.maximumEntries else {
            throw DecodingError.dataCorruptedError(forKey: .entries, in: c,
                debugDescription: "a timeline holds 1…\(Self.maximumEntries) entries, not \(entries.count)")
        }
        self.init(entries: entries, policy: try c.decodeIfPresent(ReloadPolicy.self, forKey: .policy) ?? .atEnd)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(entries, forKey: .entries)
        try c.encode(policy, forKey: .policy)
    }
}

extension TimelineEntry: Codable {
    enum Keys: String, CodingKey, CaseIterable { case date, label, values, view }

    public init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(Keys.self, what: "a timeline entry")
        let date = try c.decode(InstantSpec.self, forKey: .date)
        guard !date.dependsOnEntry else {
            throw DecodingError.dataCorruptedError(forKey: .date, in: c,
                debugDescription: "an entry's date is an instant (ISO-8601 or seconds after the reference), not \(date)")
        }
        var values: [String: TimelineValue] = [:]
        if c.contains(.values) {
            let v = try c.superDecoder(forKey: .values).container(keyedBy: AnyCodingKey.self)
            for key in v.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                guard Self.isValueName(key.stringValue) else {
                    throw DecodingError.dataCorruptedError(forKey: key, in: v, debugDescription: Self.valueNameRule(key.stringValue))
                }
                values[key.stringValue] = try v.decode(TimelineValue.self, forKey: key)
            }
        }
        self.init(date: date, label: try c.decodeIfPresent(String.self, forKey: .label), values: values,
                  view: try c.decodeIfPresent(SceneNode.self, forKey: .view))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(date, forKey: .date)
        try c.encodeIfPresent(label, forKey: .label)
        if !values.isEmpty {
            var v = c.superEncoder(forKey: .values).container(keyedBy: AnyCodingKey.self)
            for name in values.keys.sorted() { try v.encode(values[name]!, forKey: AnyCodingKey(stringValue: name)) }
        }
        try c.encodeIfPresent(view, forKey: .view)
    }
}

extension TimelineValue: Codable {
    enum Keys: String, CodingKey, CaseIterable { case instant }

    /// A string is a text value; `{"instant": INSTANT}` an instant (`now-60` reads the entry's rendering).
    public init(from decoder: Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) { self = .text(text); return }
        let c = try decoder.strictContainer(Keys.self, what: "a value (a string, or {\"instant\": …})")
        let spec = try c.decode(InstantSpec.self, forKey: .instant)
        if case .value = spec {
            throw DecodingError.dataCorruptedError(forKey: .instant, in: c, debugDescription: "a value cannot name another value")
        }
        self = .instant(spec)
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .text(let s):
            var c = encoder.singleValueContainer()
            try c.encode(s)
        case .instant(let spec):
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(spec, forKey: .instant)
        }
    }

    var kind: String { if case .text = self { "a text" } else { "an instant" } }
}

extension ReloadPolicy: Codable {
    enum Keys: String, CodingKey, CaseIterable { case after }

    /// `"atEnd"`, `"never"` or `{"after": INSTANT}`.
    public init(from decoder: Decoder) throws {
        if let word = try? decoder.singleValueContainer().decode(String.self) {
            switch word {
            case "atEnd": self = .atEnd
            case "never": self = .never
            default:
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                    debugDescription: "'\(word)' is not a reload policy (\"atEnd\", \"never\" or {\"after\": INSTANT})"))
            }
            return
        }
        let c = try decoder.strictContainer(Keys.self, what: "a reload policy")
        let date = try c.decode(InstantSpec.self, forKey: .after)
        guard !date.dependsOnEntry else {
            throw DecodingError.dataCorruptedError(forKey: .after, in: c, debugDescription: "a reload date is an instant, not \(date)")
        }
        self = .after(date)
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .atEnd: var c = encoder.singleValueContainer(); try c.encode("atEnd")
        case .never: var c = encoder.singleValueContainer(); try c.encode("never")
        case .after(let date):
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(date, forKey: .after)
        }
    }
}

extension TextExpectation: Codable {
    enum Keys: String, CodingKey, CaseIterable { case value, elapsedSince }

    /// A string (always this), `{"value": NAME}` (the due entry's text value) or
    /// `{"elapsedSince": INSTANT}` (the zero-padded `HH:MM:SS` since then).
    public init(from decoder: Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) { self = .literal(text); return }
        let c = try decoder.strictContainer(Keys.self, what: "a text expectation")
        guard c.contains(.value) != c.contains(.elapsedSince) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "an expectation is a string, {\"value\": NAME} or {\"elapsedSince\": INSTANT}"))
        }
        if c.contains(.value) {
            let name = try c.decode(String.self, forKey: .value)
            guard TimelineEntry.isValueName(name) else {
                throw DecodingError.dataCorruptedError(forKey: .value, in: c, debugDescription: TimelineEntry.valueNameRule(name))
            }
            self = .value(name)
        } else {
            self = .paddedElapsed(since: try c.decode(InstantSpec.self, forKey: .elapsedSince))
        }
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .literal(let s): var c = encoder.singleValueContainer(); try c.encode(s)
        case .value(let name): var c = encoder.container(keyedBy: Keys.self); try c.encode(name, forKey: .value)
        case .paddedElapsed(let since): var c = encoder.container(keyedBy: Keys.self); try c.encode(since, forKey: .elapsedSince)
        }
    }
}

extension WidgetScene {
    /// Refuses a timeline that cannot be shown as written, and values the tree names that no
    /// entry gives, each at its JSON path: entries out of date order or two at one date, a
    /// reload date before the first entry, a value missing from the first entry or of the
    /// wrong kind, a timer piece whose instants do not hold together in some entry.
    public func checkTimeline() throws {
        func fail(_ path: String, _ sentence: String) -> DecodingError {
            DecodingError.dataCorrupted(.init(codingPath: [AnyCodingKey(stringValue: path)], debugDescription: sentence))
        }
        // What the tree asks of the entries: (path, name, kind wanted).
        var wanted: [(path: String, name: String, text: Bool)] = []
        let texts = allTexts
        for (path, text) in texts {
            for (i, piece) in text.runs.enumerated() {
                switch piece {
                case .value(let name): wanted.append(("\(path).runs[\(i)].value", name, true))
                case .timer(let spec):
                    for instant in spec.instants { if case .value(let name) = instant { wanted.append(("\(path).runs[\(i)].\(piece.key.stringValue)", name, false)) } }
                case .literal: break
                }
            }
            switch text.expected {
            case .value(let name)?: wanted.append(("\(path).expect.value", name, true))
            case .paddedElapsed(.value(let name))?: wanted.append(("\(path).expect.elapsedSince", name, false))
            default: break
            }
        }
        guard let timeline else {
            if let first = wanted.first {
                throw fail(first.path, "names value '\(first.name)', but the scene has no timeline to give it")
            }
            return
        }
        let dates = timeline.dates(reference: reference)
        for i in dates.indices.dropFirst() where dates[i] <= dates[i - 1] {
            let here = timeline.entries[i].date
            throw fail("timeline.entries[\(i)].date", dates[i] == dates[i - 1]
                ? "\(here) is the date of entry \(i - 1) too; each entry needs a date of its own"
                : "\(here) comes before entry \(i - 1)'s date \(timeline.entries[i - 1].date); entries must be in date order")
        }
        if case .after(let date) = timeline.policy, date.resolved(reference: reference) < dates[0] {
            throw fail("timeline.policy.after", "the reload date \(date) is before the first entry's date \(timeline.entries[0].date)")
        }
        let first = timeline.entries[0].values
        for use in wanted {
            guard let value = first[use.name] else {
                throw fail(use.path, "names value '\(use.name)', which the first entry does not give (timeline.entries[0].values)")
            }
            if case .text = value, !use.text { throw fail(use.path, "names value '\(use.name)' as an instant, but the first entry gives a text") }
            if case .instant = value, use.text { throw fail(use.path, "names value '\(use.name)' as a text, but the first entry gives an instant") }
        }
        for (i, entry) in timeline.entries.enumerated().dropFirst() {
            for (name, value) in entry.values.sorted(by: { $0.key < $1.key }) {
                if let before = first[name], before.kind != value.kind {
                    throw fail("timeline.entries[\(i)].values.\(name)", "is \(value.kind), but the first entry gives \(before.kind)")
                }
            }
        }
        // Timer pieces whose instants come from an entry must hold together in every entry,
        // each read as if rendered on its date.
        let valuesInForce = timeline.valuesInForce()
        for (i, date) in dates.enumerated() {
            let context = EntryContext(index: i, rendered: date, values: valuesInForce[i])
            for (path, text) in texts {
                for (k, piece) in text.runs.enumerated() {
                    guard case .timer(let spec) = piece, spec.dependsOnEntry else { continue }
                    let fixed = spec.fixed(reference: reference, entry: context)
                    if let problem = fixed.format.problem(start: fixed.date.resolved(reference: reference), reference: reference) {
                        throw fail("\(path).runs[\(k)].\(piece.key.stringValue)", "in timeline entry \(i): \(problem)")
                    }
                }
            }
        }
    }
}
