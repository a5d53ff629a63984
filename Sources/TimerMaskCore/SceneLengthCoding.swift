// Scene-file coding of a length: a number, or an expression such as "geo.width * 0.5".

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
