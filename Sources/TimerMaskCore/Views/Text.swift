/// `Text(a) + Text(date, style: .timer) + …`: one line in one font. A literal is as wide as its
/// line; a timer takes the full width it is offered (domain.md section 4).
public struct TextView: SceneViewKind {
    public static let kindID = SceneViewKindID.text
    public var text: TextContent

    public static let sceneTypes = [(type: "text", keys: Keys.allCases.map(\.stringValue))]
    enum Keys: String, CodingKey, CaseIterable { case runs, font, size, textAlignment, textColor, expect, lineLimit, monospacedDigit, redacted, tracking, lineSpacing, minimumScaleFactor }

    public static func decode(type: String, from decoder: Decoder) throws -> SceneView {
        let c = try decoder.container(keyedBy: Keys.self)
        return .text(TextContent(
            runs: try c.decode([TextPiece].self, forKey: .runs),
            font: try c.decodeIfPresent(String.self, forKey: .font) ?? FontReference.builtInBlinkMask,
            size: try c.number(.size, in: 0...SceneLimits.length, exclusiveLow: true),
            alignment: try c.decodeIfPresent(TextAlignmentSetting.self, forKey: .textAlignment) ?? .leading,
            color: try c.decodeIfPresent(SceneColorValue.self, forKey: .textColor) ?? .black,
            expected: try c.decodeIfPresent(TextExpectation.self, forKey: .expect),
            lineLimit: try c.numberIfPresent(.lineLimit, in: 1...Double(SceneLimits.lineLimit)).map { Int($0) },
            monospacedDigit: try c.decodeIfPresent(Bool.self, forKey: .monospacedDigit) ?? false,
            redacted: try c.decodeIfPresent(Bool.self, forKey: .redacted) ?? false,
            tracking: try c.numberIfPresent(.tracking, in: -SceneLimits.textSpacing...SceneLimits.textSpacing) ?? 0,
            lineSpacing: try c.numberIfPresent(.lineSpacing, in: -SceneLimits.textSpacing...SceneLimits.textSpacing) ?? 0,
            minimumScaleFactor: try c.numberIfPresent(.minimumScaleFactor, in: 0.01...1) ?? 1,
            runStyles: try c.decode([TextRunStyle].self, forKey: .runs)))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        if text.runStyles.isEmpty {
            try c.encode(text.runs, forKey: .runs)
        } else {
            // Each run's style beside it, in the run's own object.
            var runs = c.nestedUnkeyedContainer(forKey: .runs)
            for (piece, style) in zip(text.runs, text.runStyles) {
                let run = runs.superEncoder()
                try piece.encode(to: run)
                try style.encode(to: run)
            }
        }
        try c.encode(text.font, forKey: .font)
        try c.encode(text.size, forKey: .size)
        try c.encode(text.alignment, forKey: .textAlignment)
        if text.color != .black { try c.encode(text.color, forKey: .textColor) }
        try c.encodeIfPresent(text.expected, forKey: .expect)
        try c.encodeIfPresent(text.lineLimit, forKey: .lineLimit)
        if text.monospacedDigit { try c.encode(true, forKey: .monospacedDigit) }
        if text.redacted { try c.encode(true, forKey: .redacted) }
        if text.tracking != 0 { try c.encode(text.tracking, forKey: .tracking) }
        if text.lineSpacing != 0 { try c.encode(text.lineSpacing, forKey: .lineSpacing) }
        if text.minimumScaleFactor != 1 { try c.encode(text.minimumScaleFactor, forKey: .minimumScaleFactor) }
    }

    public var view: SceneView { .text(text) }

    public func size(_ proposal: ProposedViewSize, _ layout: some ViewSizing) throws -> ViewSize {
        if text.containsTimer {
            let line = try layout.lineSize(text)
            return ViewSize(width: proposal.width ?? line.width, height: line.height)
        }
        return try layout.wrapped(text, width: proposal.width, height: proposal.height).size
    }

    public func draw(in rect: ViewRect, _ canvas: some ViewCanvas) throws {
        if text.redacted { return try drawPlaceholder(in: rect, canvas) }
        guard !text.containsTimer else { return try canvas.drawText(text, in: rect) }
        let wrapped = try canvas.wrapped(text, width: rect.width, height: rect.height)
        guard wrapped.lines.count > 1 else { return try canvas.drawText(wrapped.lines.first ?? text, in: rect) }
        // Each line in its own row of the frame, placed across it by the multiline alignment.
        for (i, line) in wrapped.lines.enumerated() {
            try canvas.drawText(line, in: ViewRect(x: rect.x, y: rect.y + wrapped.rowPitch * Double(i), width: rect.width, height: wrapped.lineHeight))
        }
    }

    /// SwiftUI's placeholder for redacted text: a rounded bar over each line, as long as the
    /// line and most of its height, in the text's colour at low opacity (Apple publishes no
    /// metrics: TimerMask's bars are 70% of the line height, radius a quarter of it, 20% opacity).
    func drawPlaceholder(in rect: ViewRect, _ canvas: some ViewCanvas) throws {
        let wrapped = text.containsTimer
            ? WrappedText(lines: [text], lineHeight: rect.height, width: rect.width)
            : try canvas.wrapped(text, width: rect.width, height: rect.height)
        let bar = SceneColorValue.placeholder(text.color)
        for (i, line) in wrapped.lines.enumerated() {
            let width = text.containsTimer ? rect.width : try canvas.lineSize(line).width
            let height = wrapped.lineHeight * 0.7
            let x = rect.x + (rect.width - width) * (text.alignment == .leading ? 0 : text.alignment == .center ? 0.5 : 1)
            let y = rect.y + wrapped.rowPitch * Double(i) + (wrapped.lineHeight - height) / 2
            try canvas.draw(.roundedRectangle(cornerRadius: SceneLength(height / 4)), .fill(bar),
                            in: ViewRect(x: x, y: y, width: width, height: height))
        }
    }

    public func sizeVariesWithTime(childrenVary: Bool) -> Bool { text.containsTimer }

    public var timers: [TimerSpec] { text.runs.compactMap { if case .timer(let spec) = $0 { spec } else { nil } } }
}

extension TextView {
    public static let support = [
        SupportEntry("`Text(string)`, `Text + Text`", .full, "Wrapped at the Unicode line-break opportunities (libunibreak) to the width offered, as many lines as the height offered holds, the last cut with \"…\"; each run of `Text + Text` in its own font, size, colour, weight, tracking and digits (scene files: a run's `font`, `size`, `textColor`, `tracking`, `monospacedDigit`), on one baseline, kept through wrapping.",
                     pinnedBy: ["TimerTextWidthTests.aLiteralTextKeepsItsNaturalWidth", "ConstructTests.textPlusTextKeepsBothRunsLive", "TextWrappingTests.aLongTextWrapsAtWordsToTheWidthOffered",
                                "StyledRunTests.eachRunIsDrawnInItsOwnColourOnOneLine", "StyledRunTests.aWrappedStyledTextKeepsEachRunsColourOnItsLine", "TextRunStyleSourceTests.eachOperandKeepsItsFontColourAndWeight"]),
        SupportEntry("`.lineLimit(_:)`, `.truncationMode(.tail)`", .partial, "At most that many lines, the last cut at its tail with \"…\"; `.head` and `.middle` are drawn as `.tail`, with a warning; a range's upper bound is the limit.",
                     pinnedBy: ["TextWrappingTests.aLineLimitCutsTheLastLineWithAnEllipsis"]),
        SupportEntry("`Text(date, style: .relative)`, `Text(date, style: .offset)`", .approximated,
                     "Live, redrawn at whole seconds as the timer style counts them: Apple's examples (\"2 hours, 23 minutes\", \"+2 hours\") read as documented; TimerMask's model of the rest: days, hours, minutes and seconds in English (no weeks, months or years), `.relative` the largest unit and the next one down, `.offset` the largest alone, signed; warned. Scene files: a `relative` or `offset` run.",
                     pinnedBy: ["RelativeDateTextTests.applesExamplesReadAsDocumented", "RelativeDateTextTests.theLargestUnitAndTheNextDownAreShownSignedForOffset", "RelativeDateSourceTests.relativeAndOffsetTextsAreLiveAndRead"]),
        SupportEntry("`Text(date, style: .timer)`, `Text(timerInterval:…)`, `.timer(…)`/`.stopwatch(…)` formats", .full, "A live timer takes the whole width it is offered (domain.md section 4); its string follows the clock model and jitter.",
                     pinnedBy: ["TimerTextWidthTests.aFramelessTrailingTimerEndsOnTheRightEdge", "SceneTreeRenderTests.aLiteralThenATimerDrawEachCharacterInTurn"]),
    ]
}
