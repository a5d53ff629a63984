// Scene-file coding of a text view's runs, and the check of its timers against the reference.

extension TextPiece: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case text, value, timer, timerInterval, timerFormat, stopwatch, relative, offset }

    public init(from decoder: Decoder) throws {
        // A run's own style (`TextRunStyle`) is read beside it.
        try decoder.rejectUnknownKeys(allowed: (CodingKeys.allCases.map(\.stringValue) + TextRunStyle.CodingKeys.allCases.map(\.stringValue)).sorted(),
                                      what: "a text run")
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let present = CodingKeys.allCases.filter(c.contains)
        guard present.count == 1, let key = present.first else {
            let kinds = "\"text\" (a literal), \"value\" (a timeline entry's string), \"timer\", \"timerInterval\", \"timerFormat\", \"stopwatch\", \"relative\" or \"offset\" (live texts)"
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
        case .relative, .offset:
            var spec = try TimerSpec(from: try c.superDecoder(forKey: key))
            spec.format = .relative(offset: key == .offset)
            self = .timer(spec)
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
            case .relative(let offset): offset ? .offset : .relative
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
    /// Refuses a timer piece or a live progress view whose instants cannot hold together once
    /// resolved against `reference` (an interval that ends before it starts, which Swift's
    /// `ClosedRange` traps on), naming its JSON path.
    func checkTimerFormats(reference: Instant, path: String = "root") throws {
        try walk(path: path) { node, path in
            if case .progressView(let model, _) = node.content, case .interval(let start, let end, _) = model.value,
               end.resolved(reference: reference) < start.resolved(reference: reference) {
                throw DecodingError.dataCorrupted(.init(codingPath: [AnyCodingKey(stringValue: "\(path).timerInterval")],
                                                        debugDescription: "the interval ends (\(end)) before it starts (\(start))"))
            }
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
