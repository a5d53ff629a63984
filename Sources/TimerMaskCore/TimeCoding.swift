// Scene-file coding of times: instants, exact durations and rates, and time zones.

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
