// Scene-file coding of live timers: `Text(date, style: .timer)`, intervals, formats and stopwatches.

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
        case .style, .relative:
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
