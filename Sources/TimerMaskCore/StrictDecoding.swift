// Checked reading shared by every scene-file type: unknown keys refused, numbers bounded.

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
