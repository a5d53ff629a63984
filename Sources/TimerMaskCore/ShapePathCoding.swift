// Scene-file coding of shapes' strokes, path elements, and the points and angles they use.

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
