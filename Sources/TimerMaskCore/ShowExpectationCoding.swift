// Scene-file coding of a show's expectation: its blink stack, clock bands and font stack.

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
