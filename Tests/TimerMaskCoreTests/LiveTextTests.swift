import Foundation
import Testing
@testable import TimerMaskCore

/// Every example Apple documents for the newer live texts, then each choice TimerMask makes
/// where Apple is silent.
struct LiveTextDocumentedExampleTests {
    let start = Instant(sinceEpoch: Rational(1_800_000_000))
    func at(_ seconds: Rational) -> Instant { start + seconds }
    func at(_ seconds: Int) -> Instant { start + Rational(seconds) }
    func ms(_ n: Int) -> Rational { Rational(Int128(n), 1000) }

    // SystemFormatStyle.Stopwatch: "00:05.23" after 5.23 s, and the output format progression.
    @Test(arguments: [(Rational(523, 100), "00:05.23"), (Rational(45 * 60) + Rational(3012, 100), "45:30.12"),
                      (Rational(3600), "01:00:00.00"), (Rational(25 * 3600 + 61), "25:01:01.00")])
    func stopwatchProgression(elapsed: Rational, expected: String) {
        #expect(LiveDurationText.stopwatch(startingAt: start).string(at: at(elapsed)) == expected)
    }

    // maxPrecision: .seconds(1) "01:23", .milliseconds(100) "01:23.4", .seconds(60) "1 hour" or "23 minutes".
    @Test func stopwatchPrecision() {
        let t = at(Rational(83) + ms(450))
        #expect(LiveDurationText.stopwatch(startingAt: start, maxPrecision: .one).string(at: t) == "01:23")
        #expect(LiveDurationText.stopwatch(startingAt: start, maxPrecision: ms(100)).string(at: t) == "01:23.4")
        let minutes = LiveDurationText.stopwatch(startingAt: start, maxPrecision: Rational(60))
        #expect(minutes.string(at: at(Rational(3600 + 23 * 60 + 45) + ms(670))) == "1 hour")
        #expect(minutes.string(at: at(Rational(23 * 60 + 45))) == "23 minutes")
    }

    // maxFieldCount at 1:23:45.67: 4 "01:23:45.67", 3 "01:23:45", 2 "1:23".
    @Test(arguments: [(4, "01:23:45.67"), (3, "01:23:45"), (2, "1:23")])
    func stopwatchFieldCount(fields: Int, expected: String) {
        let t = at(Rational(3600 + 23 * 60 + 45) + ms(670))
        #expect(LiveDurationText.stopwatch(startingAt: start, maxFieldCount: fields).string(at: t) == expected)
    }

    // "Any input date before this shows 00:00.00"; showsHours false: minutes pass 60 ("75:30.00").
    @Test func stopwatchBeforeItsStartAndWithoutHours() {
        let stopwatch = LiveDurationText.stopwatch(startingAt: start)
        #expect(stopwatch.string(at: at(-1)) == "00:00.00")
        #expect(stopwatch.string(at: start - Rational(86_400 * 400)) == "00:00.00")
        #expect(LiveDurationText.stopwatch(startingAt: start, showsHours: false).string(at: at(Rational(75 * 60 + 30))) == "75:30.00")
    }

    @Test func defaultsAreApples() {
        #expect(TimerFormat.timerFieldCount == 3 && TimerFormat.timerPrecision == .one)
        #expect(TimerFormat.stopwatchFieldCount == 4 && TimerFormat.stopwatchPrecision == Rational(1, 100))
        let stopwatch = LiveDurationText.stopwatch(startingAt: start)
        #expect(stopwatch.pattern.maxFieldCount == 4 && stopwatch.pattern.precision == Rational(1, 100) && stopwatch.pattern.showsHours)
        let timer = LiveDurationText.timer(start, at(300), countsDown: true)
        #expect(timer.pattern.maxFieldCount == 3 && timer.pattern.precision == .one && timer.pattern.showsHours)
    }

    // SystemFormatStyle.Timer, 5-minute countdown: 0 s "5:00", 1 min "4:00", 4:30 "0:30", 5 min "0:00".
    @Test(arguments: [(0, "5:00"), (60, "4:00"), (270, "0:30"), (300, "0:00")])
    func fiveMinuteCountdown(elapsed: Int, expected: String) {
        let timer = LiveDurationText.timer(start, at(300), countsDown: true)
        #expect(timer.string(at: at(Rational(elapsed))) == expected)
    }

    // Count up within an hour starts at "0:00"; the 10-minute examples run 10:00 → 0:00 and 0:00 → 10:00.
    @Test func countUpAndTenMinuteExamples() {
        #expect(LiveDurationText.timer(start, at(3600), countsDown: false).string(at: start) == "0:00")
        #expect(LiveDurationText.timer(start, at(600), countsDown: true).string(at: start) == "10:00")
        #expect(LiveDurationText.timer(start, at(600), countsDown: true).string(at: at(600)) == "0:00")
        #expect(LiveDurationText.timer(start, at(600), countsDown: false).string(at: at(600)) == "10:00")
    }

    // Hours display: a countdown goes "1:00:00" → "59:59" → "59:58"; showsHours false: 90 min left "90:00".
    @Test func timerHoursTransitionAndNoHours() {
        let timer = LiveDurationText.timer(start, at(7200), countsDown: true)
        #expect(timer.string(at: at(3600)) == "1:00:00")
        #expect(timer.string(at: at(3601)) == "59:59")
        #expect(timer.string(at: at(3602)) == "59:58")
        #expect(timer.nextChange(after: at(3600)) == at(3601))
        let noHours = LiveDurationText.timer(start, at(5400), countsDown: true, showsHours: false)
        #expect(noHours.string(at: start) == "90:00")
    }

    // maxFieldCount: "1 hour, 34 minutes is shown as 1:34:00 by default, but as 1:34" with two;
    // minute precision: "5 minutes", "4 minutes".
    @Test func timerFieldCountAndMinutePrecision() {
        let end = at(3600 + 34 * 60)
        #expect(LiveDurationText.timer(start, end, countsDown: true).string(at: start) == "1:34:00")
        #expect(LiveDurationText.timer(start, end, countsDown: true, maxFieldCount: 2).string(at: start) == "1:34")
        let minutes = LiveDurationText.timer(start, at(300), countsDown: true, maxPrecision: Rational(60))
        #expect(minutes.string(at: start) == "5 minutes")
        #expect(minutes.string(at: at(60)) == "4 minutes")
        #expect(minutes.string(at: at(240)) == "1 minute")
    }

    // Text(timerInterval: now...now + 12 min, pauseTime: now + 10 min): counts down 12:00 and holds at 2:00.
    @Test func timerIntervalDocumentedExample() {
        let text = LiveDurationText.timerInterval(start, at(720), pauseTime: at(600))
        #expect(text.string(at: start) == "12:00")
        #expect(text.string(at: at(599)) == "2:01")
        #expect(text.string(at: at(600)) == "2:00")
        #expect(text.string(at: at(86_400)) == "2:00")
        #expect(text.nextChange(after: at(600)) == nil)
        // countsDown defaults to true, showsHours "if there are more than 60 minutes left".
        #expect(LiveDurationText.timerInterval(start, at(3600 + 61)).string(at: start) == "1:01:01")
        #expect(LiveDurationText.timerInterval(start, at(3600 + 61), showsHours: false).string(at: start) == "61:01")
    }
}

/// Where Apple is silent: each rule TimerMask states in its documentation (TheModel.md), pinned.
struct LiveTextChoiceTests {
    let start = Instant(sinceEpoch: Rational(1_800_000_000))
    func at(_ seconds: Rational) -> Instant { start + seconds }
    func at(_ seconds: Int) -> Instant { start + Rational(seconds) }
    func ms(_ n: Int) -> Rational { Rational(Int128(n), 1000) }

    /// The fraction is cut, not rounded: 5.239 s reads .23 until 5.24 (stopwatches never read ahead).
    @Test func stopwatchFractionIsTruncated() {
        let stopwatch = LiveDurationText.stopwatch(startingAt: start)
        #expect(stopwatch.string(at: at(Rational(5239, 1000))) == "00:05.23")
        #expect(stopwatch.string(at: at(Rational(524, 100))) == "00:05.24")
        #expect(stopwatch.string(at: at(Rational(524, 100)) - Rational(1, 1_000_000)) == "00:05.23")
        #expect(LiveDurationText.stopwatch(startingAt: start, rounding: .nearest).string(at: at(Rational(5239, 1000))) == "00:05.24")
    }

    /// The stopwatch's string changes exactly every 10 ms, at start + k/100, and the scan instant is exact.
    @Test func stopwatchChangesEveryTenMilliseconds() {
        let stopwatch = LiveDurationText.stopwatch(startingAt: start)
        var t = at(-1)
        var changes: [Instant] = []
        while let next = stopwatch.nextChange(after: t), next < at(Rational(1, 10)) { changes.append(next); t = next }
        #expect(changes == (1...9).map { at(ms(10 * $0)) }, "no change before the start: 00:00.00 until 10 ms")
        for change in changes {
            #expect(stopwatch.string(at: change) != stopwatch.string(at: change - Rational(1, 1_000_000)))
        }
    }

    /// A countdown rounds its remaining time up (the `ceil` default), so it shows the whole interval
    /// for its first second and reads 0:00 only from its end on; it stays at 0:00 after.
    @Test func finishedCountdownHoldsZeroFromItsEnd() {
        let timer = LiveDurationText.timer(start, at(300), countsDown: true)
        #expect(timer.string(at: at(Rational(1, 2))) == "5:00")
        #expect(timer.string(at: at(300) - Rational(1, 1000)) == "0:01")
        #expect(timer.string(at: at(300)) == "0:00")
        #expect(timer.string(at: at(1_000_000)) == "0:00")
        #expect(timer.nextChange(after: at(299) + Rational(1, 2)) == at(300))
        #expect(timer.nextChange(after: at(300)) == nil)
        // floor: 0:00 a second early; nearest: at the half second.
        #expect(LiveDurationText.timer(start, at(300), countsDown: true, rounding: .floor).string(at: at(Rational(2991, 10))) == "0:00")
        #expect(LiveDurationText.timer(start, at(300), countsDown: true, rounding: .nearest).string(at: at(Rational(2995, 10))) == "0:01")
        #expect(LiveDurationText.timer(start, at(300), countsDown: true, rounding: .nearest).string(at: at(Rational(2996, 10))) == "0:00")
    }

    /// Before its interval a countdown shows the whole interval and a count up 0:00; after it a
    /// count up holds the whole interval.
    @Test func outsideTheIntervalTheCountHolds() {
        #expect(LiveDurationText.timer(start, at(300), countsDown: true).string(at: at(-50)) == "5:00")
        #expect(LiveDurationText.timer(start, at(300), countsDown: false).string(at: at(-50)) == "0:00")
        #expect(LiveDurationText.timer(start, at(300), countsDown: false).string(at: at(900)) == "5:00")
        #expect(LiveDurationText.timerInterval(start, at(300), countsDown: false).string(at: at(900)) == "5:00")
        #expect(LiveDurationText.timer(start, at(300), countsDown: false).nextChange(after: at(-50)) == at(1))
        #expect(LiveDurationText.timer(start, at(300), countsDown: true).nextChange(after: at(-50)) == at(1))
        #expect(LiveDurationText.timer(start, at(300), countsDown: false).nextChange(after: at(300)) == nil)
    }

    /// A paused interval runs until its pause and then shows the time at the pause for ever; a
    /// pause before the start holds the starting value; a pause after the end changes nothing.
    @Test func pausedIntervalShowsTheTimeAtThePause() {
        let up = LiveDurationText.timerInterval(start, at(600), pauseTime: at(Rational(1305, 10)), countsDown: false)
        #expect(up.string(at: at(130)) == "2:10")
        #expect(up.string(at: at(5000)) == "2:10")
        #expect(up.nextChange(after: at(130)) == nil)
        #expect(LiveDurationText.timerInterval(start, at(600), pauseTime: at(-10)).string(at: at(400)) == "10:00")
        #expect(LiveDurationText.timerInterval(start, at(600), pauseTime: at(9000)).string(at: at(700)) == "0:00")
    }

    /// showsHours false lets minutes pass 59 for every format; a count down drops its hours field
    /// once its shown value is under an hour.
    @Test func noHoursLetsMinutesPassFiftyNine() {
        #expect(LiveDurationText.timerInterval(start, at(100 * 3600), showsHours: false).string(at: start) == "6000:00")
        #expect(LiveDurationText.stopwatch(startingAt: start, showsHours: false).string(at: at(100 * 3600)) == "6000:00.00")
        #expect(LiveDurationText.stopwatch(startingAt: start, showsHours: false, maxPrecision: Rational(60)).string(at: at(3 * 3600)) == "180 minutes")
    }

    /// Fields are dropped from the least significant; the string then changes only when the last
    /// field shown does, and `nextChange` says so.
    @Test func droppedFieldsChangeOnlyWithTheLastShown() {
        let twoFields = LiveDurationText.stopwatch(startingAt: start, maxFieldCount: 2)
        #expect(twoFields.string(at: at(59)) == "00:59")     // minutes and seconds under an hour
        #expect(twoFields.string(at: at(3600 + 60 + 59)) == "1:01")
        #expect(twoFields.nextChange(after: at(3600 + 60 + 59)) == at(3600 + 120))
        #expect(twoFields.nextChange(after: at(Rational(3599) + ms(990))) == at(3600))
        #expect(LiveDurationText.stopwatch(startingAt: start, maxFieldCount: 1).string(at: at(3600 * 5 + 5)) == "05")
        let countdown = LiveDurationText.timer(start, at(2 * 3600), countsDown: true, maxFieldCount: 2)
        #expect(countdown.string(at: start) == "2:00")
        #expect(countdown.nextChange(after: start) == at(1), "2:00:00 → 1:59:59 reads 1:59")
        #expect(countdown.string(at: at(1)) == "1:59")
        #expect(countdown.nextChange(after: at(1)) == at(61))
        #expect(countdown.string(at: at(3601)) == "59:59")
        // Dropped fields are cut: 299.3 s left to 100 ms with two fields reads 4:59, not 5:00.
        #expect(LiveDurationText.timer(start, at(300), countsDown: true, maxFieldCount: 2, maxPrecision: ms(100)).string(at: at(ms(700))) == "4:59")
    }

    /// Words at minute precision: one unit, the largest that is not zero, singular for one.
    @Test func minutePrecisionWritesOneUnit() {
        let minutes = LiveDurationText.stopwatch(startingAt: start, maxPrecision: Rational(60))
        #expect(minutes.string(at: at(59)) == "0 minutes")
        #expect(minutes.string(at: at(61)) == "1 minute")
        #expect(minutes.string(at: at(2 * 3600 + 59 * 60)) == "2 hours")
        #expect(minutes.nextChange(after: at(61)) == at(120))
        #expect(minutes.nextChange(after: at(3600 + 5)) == at(7200))
    }

    /// Precisions that are not a power of ten are steps of their own: 250 ms shows .00 .25 .50 .75.
    @Test func precisionIsAStep() {
        let quarter = LiveDurationText.stopwatch(startingAt: start, maxPrecision: ms(250))
        #expect(quarter.string(at: at(ms(1600))) == "00:01.50")
        #expect(quarter.nextChange(after: at(ms(1600))) == at(ms(1750)))
        let twoSeconds = LiveDurationText.timer(start, at(10), countsDown: true, maxPrecision: Rational(2))
        #expect(twoSeconds.string(at: at(Rational(1, 2))) == "0:10")
        #expect(twoSeconds.string(at: at(Rational(5, 2))) == "0:08")
        #expect(twoSeconds.nextChange(after: at(Rational(5, 2))) == at(4))
    }

    /// nextChange finds exactly the instants where the string changes, for every kind and rounding:
    /// checked against a 1 ms sweep.
    @Test(arguments: TimerRounding.allCases)
    func nextChangeMatchesASweep(rounding: TimerRounding) {
        let texts: [LiveDurationText] = [
            .stopwatch(startingAt: start, maxPrecision: ms(100), rounding: rounding),
            .timer(start, at(ms(2450)), countsDown: true, maxPrecision: ms(500), rounding: rounding),
            .timer(start, at(ms(2450)), countsDown: false, maxPrecision: ms(500), rounding: rounding),
            .timerInterval(start, at(ms(2300)), pauseTime: at(ms(1700)), countsDown: true, rounding: rounding),
        ]
        for text in texts {
            var swept: [Instant] = []
            var previous = text.string(at: at(-1))
            for k in -999...4000 {
                let t = at(ms(k))
                let s = text.string(at: t)
                if s != previous { swept.append(t) }
                previous = s
            }
            var listed: [Instant] = []
            var t = at(-1)
            while let next = text.nextChange(after: t), next <= at(4) { listed.append(next); t = next }
            // A count down under floor or nearest changes just after the listed instant.
            let justAfter = text.running.countsDown && rounding != .ceil
            #expect(listed.map { justAfter ? $0 + ms(1) : $0 } == swept, "\(text)")
        }
    }
}

struct TimerFormatSceneTests {
    static let header = #""format": 2, "width": 10, "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z""#
    static func scene(runs: String) -> String {
        #"{\#(header), "root": {"type": "text", "size": 10, "runs": \#(runs)}}"#
    }

    @Test func everyPieceRoundTripsAndOldTimerRunsReadAsBefore() throws {
        let pieces: [TextPiece] = [
            .literal("00:0"),
            .timer(TimerSpec(date: .relative(Rational(7, 15)), group: "masks")),
            .timer(TimerSpec(date: .relative(.zero), group: "g", format: .interval(end: .relative(Rational(720)), pauseTime: .relative(Rational(600)), countsDown: false, showsHours: false))),
            .timer(TimerSpec(date: .relative(.zero), format: .timer(end: .relative(Rational(300)), countsDown: true, showsHours: true, maxFieldCount: 2, maxPrecision: Rational(1, 10)))),
            .timer(TimerSpec(date: .absolute(Instant(sinceEpoch: Rational(1_767_225_600))), format: .stopwatch(showsHours: true, maxFieldCount: 4, maxPrecision: Rational(1, 100)))),
            .timer(TimerSpec(date: .relative(.zero), format: .stopwatch(showsHours: false, maxFieldCount: 3, maxPrecision: Rational(60)))),
        ]
        let scene = WidgetScene(width: 10, height: 10, displayScale: 1, reference: Instant(sinceEpoch: Rational(1_767_225_600)),
                                root: SceneNode(.text(TextContent(runs: pieces, size: 10))))
        let data = try SceneFile.encode(scene)
        #expect(try SceneFile.decode(data, source: "s.json") == scene)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains(#""timer" : {"#) && json.contains(#""timerInterval" : {"#))
        #expect(json.contains(#""countingDownIn" : {"#) && json.contains(#""maxPrecision" : "100ms""#))
        #expect(json.contains(#""maxPrecision" : "60s""#))
        #expect(!json.contains("maxFieldCount\" : 4"), "Apple's defaults are left out")
        let old = Self.scene(runs: #"[{"text": "00:0"}, {"timer": {"date": "7/15", "group": "masks"}}]"#)
        let read = try SceneFile.decode(Data(old.utf8), source: "old.json")
        #expect(read.root.content == .text(TextContent(runs: [.literal("00:0"), .timer(TimerSpec(date: .relative(Rational(7, 15)), group: "masks"))], size: 10)))
    }

    @Test func defaultsFillWhatAFileLeavesOut() throws {
        let json = Self.scene(runs: #"[{"stopwatch": {"startingAt": "0"}}, {"timerFormat": {"countingUpIn": {"start": "0", "end": "60"}}}, {"timerInterval": {"start": "0", "end": "60"}}]"#)
        let scene = try SceneFile.decode(Data(json.utf8), source: "d.json")
        guard case .text(let text) = scene.root.content else { Issue.record("not a text"); return }
        #expect(text.runs == [
            .timer(TimerSpec(date: .relative(.zero), format: .stopwatch(showsHours: true, maxFieldCount: 4, maxPrecision: Rational(1, 100)))),
            .timer(TimerSpec(date: .relative(.zero), format: .timer(end: .relative(Rational(60)), countsDown: false, showsHours: true, maxFieldCount: 3, maxPrecision: .one))),
            .timer(TimerSpec(date: .relative(.zero), format: .interval(end: .relative(Rational(60)), pauseTime: nil, countsDown: true, showsHours: true))),
        ])
    }

    @Test(arguments: [
        (#"[{"stopwatch": {"startingAt": "0", "maxFieldCount": 5}}]"#, "x.json: root.runs[0].stopwatch.maxFieldCount: 5 is outside [1, 4]"),
        (#"[{"stopwatch": {"startingAt": "0", "maxFieldCount": 2.5}}]"#, "x.json: root.runs[0].stopwatch.maxFieldCount: 2.5 is not a whole number of fields"),
        (#"[{"stopwatch": {"startingAt": "0", "maxFieldCount": 1e300}}]"#, "x.json: root.runs[0].stopwatch.maxFieldCount: "),
        (#"[{"stopwatch": {"startingAt": "0", "maxPrecision": "1us"}}]"#, "x.json: root.runs[0].stopwatch.maxPrecision: a precision of 0.000001 s is outside 1 ms … 86400 s"),
        (#"[{"stopwatch": {"startingAt": "0", "maxPrecision": "1/3s"}}]"#, "x.json: root.runs[0].stopwatch.maxPrecision: a precision of 0.333333333 s is not a whole number of milliseconds"),
        (#"[{"stopwatch": {"startingAt": "0", "maxPrecision": "2 days"}}]"#, "x.json: root.runs[0].stopwatch.maxPrecision: '2 days' is not a duration"),
        (#"[{"stopwatch": {"startingAt": "0", "showsHours": "yes"}}]"#, "x.json: root.runs[0].stopwatch.showsHours: expected true or false"),
        (#"[{"stopwatch": {"start": "0"}}]"#, "x.json: root.runs[0].stopwatch: unknown key 'start' (a stopwatch takes group, maxFieldCount, maxPrecision, showsHours, startingAt)"),
        (#"[{"timerFormat": {"countingUpIn": {"start": "0", "end": "5"}, "countingDownIn": {"start": "0", "end": "5"}}}]"#, "x.json: root.runs[0].timerFormat: a timerFormat counts in one interval"),
        (#"[{"timerFormat": {"countingUpIn": {"start": "0"}}}]"#, "x.json: root.runs[0].timerFormat.countingUpIn.end: this required field is missing"),
        (#"[{"timerFormat": {"countingDownIn": {"start": "10", "end": "5"}}}]"#, "x.json: root.runs[0].timerFormat: the interval ends (R+5s) before it starts"),
        (#"[{"text": "a"}, {"timerInterval": {"start": "2026-01-01T00:00:10Z", "end": "5"}}]"#, "x.json: root.runs[1].timerInterval: the interval ends (R+5s) before it starts"),
        (#"[{"timerInterval": {"start": "0", "end": "soon"}}]"#, "x.json: root.runs[0].timerInterval.end: 'soon' is not an instant"),
        (#"[{"timer": {"date": "0"}, "stopwatch": {"startingAt": "0"}}]"#, "x.json: root.runs[0]: a text run is one of"),
    ])
    func badPiecesAreOneSentenceAtTheirPath(runs: String, prefix: String) {
        #expect { try SceneFile.decode(Data(Self.scene(runs: runs).utf8), source: "x.json") } throws: { error in
            "\(error)".hasPrefix(prefix) ? true : { print("got: \(error)"); return false }()
        }
    }
}
