import Foundation
import Testing
import TestFixtures
import TimerMaskCodecs

/// `--swift` on the rendering commands, and `timermask swift-check`.
struct SwiftSourceCommandTests {
    static let keyring = Fixtures.packageRoot.appendingPathComponent("Examples/BlinkMaskStack/KeyringWidget.swift").path
    static let cat = Fixtures.packageRoot.appendingPathComponent("Examples/FontStack/CatWidget.swift").path

    @Test func renderingTheSwiftSourceWritesThePresetsPicture() throws {
        let dir = try Fixtures.temporaryDirectory()
        let swift = try CLI.run(["render", "--swift", Self.keyring, "--let", "entry.customFrames=frames", "--widget-corners", "0", "--at", "0.5", "-o", "swift.png"], in: dir)
        #expect(swift.status == 0, "\(swift.stderr)")
        let preset = try CLI.run(["render", "--at", "0.5", "-o", "preset.png"], in: dir)
        #expect(preset.status == 0, "\(preset.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("swift.png")) == Data(contentsOf: dir.appendingPathComponent("preset.png")))
    }

    @Test func eachErrorIsOneSentenceWithANonZeroExitAndNoOutput() throws {
        let dir = try Fixtures.temporaryDirectory()
        let cases: [(String, [String], String)] = [
            ("struct V: View {\n  var body: some View { Text(\"a\" }\n}\n", [], "Error: Bad.swift:2:"),
            ("struct V: View { var body: some View { Color.red.rotation3DEffect(.degrees(2), axis: (x: 1, y: 0, z: 0)) } }", [], "Error: Bad.swift:1:"),
            ("struct V: View { var entry: E\n var body: some View { Text(entry.name) } }", [], "Error: Bad.swift:1:22: 'entry.name' has no value"),
            ("struct V: View { var body: some View { Text(\"1\").font(.custom(\"Missing\", size: 4)) } }", [], "Error: Bad.swift:1:"),
            ("struct V: View { func f(_ n: Int) -> Int { f(n) }\n var body: some View { Color.red.opacity(Double(f(1))) } }", [], "Error: Bad.swift:"),
            ("struct V: View { var body: some View {\n var t = 0\n for i in 0..<1_000_000_000 { t += i }\n return Color.red } }", [], "Error: Bad.swift:"),
        ]
        for (source, extra, prefix) in cases {
            try Data(source.utf8).write(to: dir.appendingPathComponent("Bad.swift"))
            let r = try CLI.run(["render", "--swift", "Bad.swift", "--at", "0", "-o", "out.png"] + extra, in: dir)
            #expect(r.status != 0)
            #expect(CLI.errorLine(r).hasPrefix(prefix), "\(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
        }
    }

    /// Seconds far outside time's range once trapped (SIGILL) in all three; a zero scale was
    /// simulated by swift-check and refused by render.
    @Test func swiftCheckRenderAndPreviewAgreeOnHostileNumbers() throws {
        let dir = try Fixtures.temporaryDirectory()
        let refused = [("Text(Date(timeIntervalSince1970: 1e300), style: .timer)", "Bad.swift:1:45: the interval is 1e+300 s"),
                       ("Color.red.clockHandRotationEffect(period: .custom(-.infinity))", "Bad.swift:1:49: the custom period is -inf s")]
        let commands = [["swift-check", "Bad.swift"], ["render", "--swift", "Bad.swift", "-o", "out.png"],
                        ["preview", "--swift", "Bad.swift", "--duration", "1", "-o", "out.gif"]]
        for (body, sentence) in refused {
            try Data("struct V: View { var body: some View { \(body) } }".utf8).write(to: dir.appendingPathComponent("Bad.swift"))
            for command in commands {
                let r = try CLI.run(command, in: dir)
                #expect(r.status != 0, "\(command)")
                // swift-check lists where it stopped, as swiftc lists an error; the others say it as their error.
                let place = sentence.prefix { $0 != " " }
                let said = command[0] == "swift-check" ? r.stdout.contains("\(place) error: \(sentence.dropFirst(place.count + 1))")
                                                       : CLI.errorLine(r).hasPrefix("Error: " + sentence)
                #expect(said, "\(command): \(r.stdout) \(r.stderr)")
            }
        }
        try Data("struct V: View { var body: some View { Text(\"12\").font(.custom(\"BlinkMask\", size: 20)).scaleEffect(0) } }".utf8)
            .write(to: dir.appendingPathComponent("Bad.swift"))
        for command in commands {
            let r = try CLI.run(command, in: dir)
            #expect(r.status == 0, "\(command): \(r.stderr)")
        }
    }

    @Test func swiftCheckListsWhatItUnderstandsAndFailsWhereItCannotSimulate() throws {
        let ok = try CLI.run(["swift-check", Self.cat, "--view", "CatWidgetView", "--widget-size", "364x364"])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ok.stdout.contains("understood: View CatWidgetView"))
        #expect(ok.stdout.contains("parsed, not run: #Preview"))
        #expect(ok.stdout.contains("simulates: yes"))
        // The keyring's provider has a placeholder(in:): without --let its entry is that one.
        let placeholder = try CLI.run(["swift-check", Self.keyring])
        #expect(placeholder.status == 0, "\(placeholder.stdout)")
        #expect(placeholder.stdout.contains("simulates: yes"))
        // The arc widget's provider is not in its file: the entry's fields need --let.
        let missing = try CLI.run(["swift-check", Fixtures.packageRoot.appendingPathComponent("Examples/ArcMask/ArcMaskWidget.swift").path])
        #expect(missing.status != 0)
        #expect(missing.stdout.contains(": error: 'entry.customFrames' has no value"), "\(missing.stdout)")
        #expect(missing.stdout.contains("--let entry.customFrames=VALUE"), "\(missing.stdout)")
        #expect(CLI.errorLine(missing) == "Error: the view cannot be simulated: 1 problem listed above", "\(missing.stderr)")
    }

    @Test func swiftCheckListsEveryProblemNotOnlyTheFirst() throws {
        let dir = try Fixtures.temporaryDirectory()
        try Data("""
        struct V: View {
            var body: some View {
                VStack {
                    Map()
                    Text("a").rotation3DEffect(.degrees(2), axis: (x: 1, y: 0, z: 0))
                    Circle().fill(.red).rotation3DEffect(.degrees(1), axis: (x: 1, y: 0, z: 0))
                }
            }
        }
        """.utf8).write(to: dir.appendingPathComponent("Bad.swift"))
        let r = try CLI.run(["swift-check", "Bad.swift"], in: dir)
        #expect(r.status != 0)
        let lines = r.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(lines.map { $0.split(separator: ":").prefix(2).joined(separator: ":") }
                == ["Bad.swift:4", "Bad.swift:5", "Bad.swift:6"], "\(r.stdout)")
        #expect(CLI.errorLine(r) == "Error: the view cannot be simulated: 3 problems listed above", "\(r.stderr)")
    }

    /// Bryce Bostwick's widget reads `Date()` in its body (the entry's delivery) for the frame
    /// fonts and in a `static let` (the extension's launch) for the masks, so the masks run
    /// `--launch-skew` ahead: checked against the preset's schedule, every one of the 32 frame
    /// changes in 4 s shows the next frame exactly that long early, and with no skew none does.
    @Test func jitterShowsTheLaunchSkewOfASwiftSourceAgainstItsIdealSchedule() throws {
        let cat = Fixtures.packageRoot.appendingPathComponent("Examples/FontStack/CatWidget.swift").path
        func run(_ skew: String) throws -> [String: Any] {
            let r = try CLI.run(["jitter", "--swift", cat, "--view", "CatWidgetView", "--widget-size", "364x364", "--launch-skew", skew,
                                 "--ideal", "framefonts", "--start", "2", "--duration", "4s", "--json"])
            return try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "\(r.stderr)")
        }
        let none = try run("0ms")
        #expect(none["totalGlitchMs"] as? Double == 0)
        let skewed = try run("40ms")
        let glitches = try #require(skewed["glitches"] as? [[String: Any]])
        #expect(glitches.count == 32)
        #expect(glitches.allSatisfy { $0["durationMs"] as? Double == 40 && $0["kind"] as? String == "wrong-frame" })
        #expect(glitches.allSatisfy { g in
            guard let expected = g["expectedFrame"] as? Int, let shown = (g["shown"] as? [String: Any])?["topFrame"] as? Int else { return false }
            return shown == expected + 1
        }, "each shows the next frame early")
        #expect(skewed["totalGlitchMs"] as? Double == 1280)
        let refused = try CLI.run(["jitter", "--ideal", "framefonts", "--duration", "1s"])
        #expect(CLI.errorLine(refused) == "Error: --ideal applies to --swift only: a preset or scene file states its own schedule", "\(refused.stderr)")
    }

    @Test func aTimelineFileIsCheckedAsAScenesTimelineIsAndNeededByAtValues() throws {
        let dir = try Fixtures.temporaryDirectory()
        try Data(#"{"entries": [{"date": "2026-01-01T00:10:00Z", "values": {"dayPrefix": "a"}}, {"date": "2026-01-01T00:05:00Z"}]}"#.utf8)
            .write(to: dir.appendingPathComponent("order.json"))
        let live = Fixtures.packageRoot.appendingPathComponent("Examples/LiveTimer/LiveTimerWidget.swift").path
        let lets = ["dayPrefix", "dayStart", "weekPrefix", "weekStart"].flatMap { ["--let", "entry.\($0)=@\($0)"] }
        let order = try CLI.run(["render", "--swift", live, "--timeline", "order.json", "--at", "0", "-o", "x.png"] + lets, in: dir)
        #expect(order.status != 0)
        #expect(CLI.errorLine(order) == "Error: --timeline: order.json: timeline.entries[1].date: 2026-01-01T00:05:00Z comes before entry 0's date 2026-01-01T00:10:00Z; entries must be in date order", "\(order.stderr)")
        let unbound = try CLI.run(["render", "--swift", Self.keyring, "--let", "entry.customFrames=frames", "--let", "foo=@bar", "--at", "0", "-o", "x.png"], in: dir)
        #expect(unbound.status != 0)
        #expect(CLI.errorLine(unbound) == "Error: --let foo: a timeline value (@…) needs the entries of --timeline FILE", "\(unbound.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path))
    }

    @Test func aNegativeLaunchSkewIsRefusedByName() throws {
        let r = try CLI.run(["render", "--swift", Self.keyring, "--let", "entry.customFrames=frames", "--launch-skew", "-5ms", "-o", "x.png"])
        #expect(r.status != 0)
        #expect(CLI.errorLine(r).hasPrefix("Error: --launch-skew: '-5ms' is negative"), "\(r.stderr)")
    }

    @Test func swiftAndSceneExcludeEachOther() throws {
        let r = try CLI.run(["render", "--swift", Self.keyring, "--scene", Self.keyring, "-o", "x.png"])
        #expect(r.status != 0)
        #expect(CLI.errorLine(r).contains("--swift and --scene exclude each other"))
    }

    static let clock = Fixtures.packageRoot.appendingPathComponent("Examples/ClockFace").path

    /// `scene --swift` once wrote the built-in preset whatever the source: the scene it writes now
    /// renders, through --scene, to the very pixels render --swift draws.
    @Test func theSceneOfASwiftSourceIsTheViewItBuilds() throws {
        let dir = try Fixtures.temporaryDirectory()
        let written = try CLI.run(["scene", "--swift", Self.clock, "-o", "clock.json"], in: dir)
        #expect(written.status == 0, "\(written.stderr)")
        let json = try String(contentsOf: dir.appendingPathComponent("clock.json"), encoding: .utf8)
        #expect(json.contains("clockHandRotation") && !json.contains("frame:"), "\(json.prefix(300))")
        for (args, name) in [(["--scene", "clock.json"], "scene.png"), (["--swift", Self.clock], "swift.png")] {
            let r = try CLI.run(["render"] + args + ["--at", "2026-01-01T10:08:37Z", "-o", name], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
        }
        #expect(try Data(contentsOf: dir.appendingPathComponent("scene.png")) == Data(contentsOf: dir.appendingPathComponent("swift.png")))
    }

    /// `--canvas` was ignored under --swift: the colour now lies under the view, where it draws nothing,
    /// and only when given (the view alone draws nothing there).
    @Test func theCanvasGoesUnderASwiftSourceWhenGiven() throws {
        let dir = try Fixtures.temporaryDirectory()
        for (extra, name) in [([], "plain.png"), (["--canvas", "#FF0000"], "red.png")] {
            let r = try CLI.run(["render", "--swift", Self.clock, "--at", "0", "-o", name] + extra, in: dir)
            #expect(r.status == 0, "\(r.stderr)")
        }
        let plain = try ImageFile.read(url: dir.appendingPathComponent("plain.png"))
        let red = try ImageFile.read(url: dir.appendingPathComponent("red.png"))
        #expect(plain.pixel(x: 1, y: 1).a == 0)
        let corner = red.pixel(x: 1, y: 1)
        #expect(corner.r == 255 && corner.g == 0 && corner.b == 0 && corner.a == 255, "\(corner)")
        // The face itself is drawn over the canvas, unchanged.
        let c = plain.width / 2
        #expect(red.pixel(x: c, y: plain.height / 4) == plain.pixel(x: c, y: plain.height / 4))
    }

    /// What the source draws otherwise than iOS is a warning on stderr, in render and swift-check
    /// alike; the picture is still written and swift-check still says it simulates.
    @Test func anUndrawnModifierIsAWarningNotASilence() throws {
        let dir = try Fixtures.temporaryDirectory()
        try Data("struct V: View {\n  var body: some View { Color.red.allowsTightening(true) }\n}\n".utf8).write(to: dir.appendingPathComponent("W.swift"))
        let render = try CLI.run(["render", "--swift", "W.swift", "--at", "0", "-o", "w.png"], in: dir)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stderr == "warning: W.swift:2:35: .allowsTightening(…) is not drawn: iOS draws tightening text to fit; TimerMask wraps and truncates it at its spacing\n")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("w.png").path))
        let check = try CLI.run(["swift-check", "W.swift"], in: dir)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("W.swift:2:35: warning: .allowsTightening(…) is not drawn"), "\(check.stdout)")
        #expect(check.stdout.contains("simulates: yes"), "\(check.stdout)")
        // --explain lists it too, with the render's other findings.
        let explained = try CLI.run(["render", "--swift", "W.swift", "--at", "0", "--explain"], in: dir)
        #expect(explained.stdout.contains("approximated (drawn otherwise than iOS, as warned):\n  W.swift:2:35: .allowsTightening(…) is not drawn"), "\(explained.stdout)")
        let json = try CLI.run(["render", "--swift", "W.swift", "--at", "0", "--json"], in: dir)
        #expect(json.stdout.contains("\"approximations\" : ["), "\(json.stdout)")
    }

    /// The widget-chrome flags refuse what they cannot mean, naming the flag, and write nothing.
    @Test func theWidgetFlagsRefuseBadValuesByName() throws {
        let dir = try Fixtures.temporaryDirectory()
        try Data("""
        struct Provider: TimelineProvider {}
        struct V: View { var body: some View { Text("a").widgetAccentable().containerBackground(.red, for: .widget) } }
        struct W: Widget {
            var body: some WidgetConfiguration { StaticConfiguration(kind: "w", provider: Provider()) { _ in V() } }
        }
        """.utf8).write(to: dir.appendingPathComponent("W.swift"))
        for (flags, expected) in [(["--rendering-mode", "tinted"], "Error: --rendering-mode: 'tinted' is not one of full-color, accented, vibrant"),
                                  (["--accent-color", "#FF0000"], "Error: --accent-color colours the accent group of --rendering-mode accented; give --rendering-mode accented too"),
                                  (["--rendering-mode", "accented", "--accent-color", "clear"], "Error: --accent-color: a clear accent draws the accent group invisible; give a visible colour"),
                                  (["--rendering-mode", "accented", "--accent-color", "teal"], "Error: --accent-color: 'teal' is not a colour"),
                                  (["--widget-corners", "-1"], "Error: --widget-corners: '-1.0' is not a radius in points from 0 to 60"),
                                  (["--content-margins", "nan"], "Error: --content-margins: 'nan' is not a length in points from 0 to 60"),
                                  (["--dynamic-type-size", "huge"], "Error: --dynamic-type-size: 'huge' is not one of")] {
            let r = try CLI.run(["render", "--swift", "W.swift", "--at", "0", "-o", "w.png"] + flags, in: dir)
            #expect(r.status != 0 && CLI.errorLine(r).hasPrefix(expected), "\(flags): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("w.png").path))
        }
        let accented = try CLI.run(["render", "--swift", "W.swift", "--at", "0", "--rendering-mode", "accented", "--accent-color", "#FF0000", "-o", "w.png"], in: dir)
        #expect(accented.status == 0, "\(accented.stderr)")
    }
}
