import Foundation
import Testing
import TestFixtures

/// `timermask timer --format interval|timer|stopwatch`: the newer live texts' strings, as a user
/// types them.
struct TimerFormatCommandTests {
    func string(_ arguments: [String]) throws -> String {
        let r = try CLI.run(["timer"] + arguments)
        #expect(r.status == 0, "\(arguments): \(r.stderr)")
        return r.stdout.trimmingCharacters(in: .newlines)
    }

    @Test(arguments: [
        (["--format", "stopwatch", "--at", "5.23"], "00:05.23"),
        (["--format", "stopwatch", "--at", "2730.12"], "45:30.12"),
        (["--format", "stopwatch", "--at", "3600"], "01:00:00.00"),
        (["--format", "stopwatch", "--at", "90061"], "25:01:01.00"),
        (["--format", "stopwatch", "--at", "-3"], "00:00.00"),
        (["--format", "stopwatch", "--max-precision", "1s", "--at", "83.45"], "01:23"),
        (["--format", "stopwatch", "--max-precision", "100ms", "--at", "83.45"], "01:23.4"),
        (["--format", "stopwatch", "--max-precision", "60s", "--at", "5025.67"], "1 hour"),
        (["--format", "stopwatch", "--max-precision", "60s", "--at", "1425"], "23 minutes"),
        (["--format", "stopwatch", "--max-field-count", "3", "--at", "5025.67"], "01:23:45"),
        (["--format", "stopwatch", "--max-field-count", "2", "--at", "5025.67"], "1:23"),
        (["--format", "stopwatch", "--no-shows-hours", "--at", "4530"], "75:30.00"),
        (["--format", "timer", "--end", "300", "--at", "0"], "5:00"),
        (["--format", "timer", "--end", "300", "--at", "60"], "4:00"),
        (["--format", "timer", "--end", "300", "--at", "270"], "0:30"),
        (["--format", "timer", "--end", "300", "--at", "300"], "0:00"),
        (["--format", "timer", "--end", "300", "--at", "9000"], "0:00"),
        (["--format", "timer", "--end", "300", "--counts", "up", "--at", "9000"], "5:00"),
        (["--format", "timer", "--end", "5640", "--max-field-count", "2", "--at", "0"], "1:34"),
        (["--format", "timer", "--end", "300", "--max-precision", "60s", "--at", "60"], "4 minutes"),
        (["--format", "interval", "--end", "720", "--pause-time", "600", "--at", "900"], "2:00"),
        (["--format", "interval", "--end", "5400", "--no-shows-hours", "--at", "0"], "90:00"),
        (["--format", "interval", "--end", "2026-01-01T00:10:00Z", "--counts", "up", "--at", "61.5"], "1:01"),
        (["--at", "61.533"], "1:01"),
    ])
    func printsEachFormatsString(arguments: [String], expected: String) throws {
        #expect(try string(arguments) == expected)
    }

    @Test func jsonGivesTheNextChangeOrNull() throws {
        let r = try CLI.run(["timer", "--format", "stopwatch", "--at", "5.231", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        #expect(object["string"] as? String == "00:05.23")
        #expect(object["format"] as? String == "stopwatch")
        #expect(object["nextChange"] as? String == "2026-01-01T00:00:05.24Z")
        let finished = try CLI.run(["timer", "--format", "timer", "--end", "300", "--at", "400", "--json"])
        let done = try JSONSerialization.jsonObject(with: Data(finished.stdout.utf8)) as! [String: Any]
        #expect(done["string"] as? String == "0:00")
        #expect(done["direction"] as? String == "down")
        #expect(done["end"] as? String == "2026-01-01T00:05:00Z")
        #expect(done["nextChange"] is NSNull, "a finished countdown never changes again")
    }

    @Test(arguments: [
        (["--format", "clock", "--at", "1"], "Error: --format: 'clock' is not one of style, interval, timer, stopwatch"),
        (["--format", "stopwatch", "--end", "5", "--at", "1"], "Error: --end applies to --format interval or timer, not stopwatch"),
        (["--format", "timer", "--pause-time", "5", "--end", "9", "--at", "1"], "Error: --pause-time applies to --format interval, not timer"),
        (["--max-precision", "10ms", "--at", "1"], "Error: --max-precision applies to --format timer or stopwatch, not style"),
        (["--format", "timer", "--at", "1"], "Error: --end: --format timer needs the interval's end (ISO-8601, or seconds after --reference such as 300)"),
        (["--format", "timer", "--end", "-5", "--at", "1"], "Error: --end: '-5': the interval ends (2025-12-31T23:59:55Z) before it starts"),
        (["--format", "interval", "--end", "5", "--counts", "sideways", "--at", "1"], "Error: --counts: 'sideways' is not up or down"),
        (["--format", "stopwatch", "--max-field-count", "99999999999999999999", "--at", "1"], "Error: --max-field-count: '99999999999999999999' is not a whole number from 1 to 4"),
        (["--format", "stopwatch", "--max-field-count", "0", "--at", "1"], "Error: --max-field-count: '0' is not a whole number from 1 to 4"),
        (["--format", "stopwatch", "--max-precision", "1/7s", "--at", "1"], "Error: --max-precision: '1/7s': a precision of 0.142857143 s is not a whole number of milliseconds"),
        (["--format", "stopwatch", "--max-precision", "-5ms", "--at", "1"], "Error: --max-precision: '-5ms': a precision of -0.005 s is outside 1 ms … 86400 s"),
        (["--format", "stopwatch", "--max-precision", "soon", "--at", "1"], "Error: --max-precision: 'soon' is not a duration (such as 1/15s, 66.667ms, 2s or 500us)"),
        (["--format", "interval", "--end", "10", "--pause-time", "1/1000000000000007+1/1000000000000009", "--at", "1"],
         "Error: --pause-time: '1/1000000000000007+1/1000000000000009' is not a time TimerMask can hold exactly (at most 10^12 s, in steps no finer than 10^-18 s)"),
    ])
    func badValuesAreOneSentenceAndANonZeroExit(arguments: [String], expected: String) throws {
        let r = try CLI.run(["timer"] + arguments)
        #expect(r.status == 64, "a refusal, not a trap: \(r.stderr)")
        #expect(CLI.errorLine(r) == expected)
    }

    @Test func helpNamesEveryFormatAndFlag() throws {
        let help = try CLI.run(["timer", "--help"]).stdout
        for word in ["style", "interval", "stopwatch", "--end", "--pause-time", "--counts", "--no-shows-hours",
                     "--max-field-count", "--max-precision", "00:00.00 before it starts"] {
            #expect(help.contains(word), "\(word)")
        }
    }

    @Test func renderExplainListsAStopwatchMaskString() throws {
        let dir = try Fixtures.temporaryDirectory()
        let scene = #"""
        { "format": 2, "width": 20, "height": 20, "displayScale": 1, "reference": "2026-01-01T00:00:00Z",
          "root": { "type": "zstack", "children": [
            { "type": "color", "color": "white" },
            { "type": "image", "image": "frame:0", "modifiers": [
              { "frame": { "width": 20, "height": 20 } }, { "clipped": true },
              { "mask": { "type": "geometryReader", "modifiers": [ { "frame": { "width": 20, "height": 20 } }, { "clipped": true } ],
                "children": [ { "type": "text", "font": "builtin:BlinkMask", "size": 20, "textAlignment": "trailing",
                  "runs": [ { "stopwatch": { "startingAt": "0", "group": "masks" } } ],
                  "modifiers": [ { "frame": { "width": 180, "height": 20 } }, { "offset": { "x": -160, "y": 0 } } ] } ] } } ] } ] } }
        """#
        try Data(scene.utf8).write(to: dir.appendingPathComponent("sw.json"))
        let odd = try CLI.run(["render", "--scene", "sw.json", "--at", "0.015", "--explain", "-o", "a.png"], in: dir)
        #expect(odd.status == 0, "\(odd.stderr)")
        #expect(odd.stdout.contains("0      0  00:00.01                  0.00  no"), "\(odd.stdout)")
        let even = try CLI.run(["render", "--scene", "sw.json", "--at", "0.025", "--explain", "-o", "b.png"], in: dir)
        #expect(even.stdout.contains("00:00.02                  1.00  yes"), "\(even.stdout)")
    }
}
