import ArgumentParser
import Testing
import TestFixtures
@testable import TimerMaskCLI

/// `TimerMaskCommand.parseCommandLine` parses a line that names a subcommand with that
/// subcommand alone (half of a one-instant render's start-up); what it returns must be what the
/// parser returns from the root, and everything else must come from the root.
struct CommandLineParsingTests {
    /// Lines every subcommand family accepts, as a user types them (files that validation
    /// opens are the suite's fixtures).
    static let acceptedLines: [[String]] = {
        let clock = Fixtures.url("WidgetCorpus/AnalogClock").path
        let swiftFile = Fixtures.url("Swift/TenProblems.swift").path
        let gif = Fixtures.url("Images/disposal.gif").path
        return [
            ["render", "-o", "out.png"],
            ["render", "--at", "0.5", "-o", "out.png"],
            ["render", "--frames", "frames/frame_%02d.png", "--size", "140", "--scale", "3", "--at", "2026-11-21T10:00:01.5Z", "-o", "a.png"],
            ["render", "--preset", "widgetnimation-arc", "--explain", "--json", "--color-scheme", "dark", "--latency", "uniform:0,20", "--seed", "7"],
            ["render", "--swift", clock, "--family", "systemMedium", "--let", "count=3", "--time-zone", "Europe/Paris", "-o", "c.png"],
            ["render", "--at=1/15", "--png-compression", "fast", "-o", "x.png"],
            ["sheet", "--preset", "framefonts", "--start", "0", "--count", "12", "--columns", "4", "-o", "s.png"],
            ["swift-check", swiftFile],
            ["timer", "--reference", "2026-11-21T10:00:00Z", "--at", "65"],
            ["frames", gif, "-o", "no-such-folder-yet"],
            ["jitter", "--latency", "uniform:0,20", "--seed", "3"],
            ["preview", "--preset", "widgetnimation", "-o", "p.gif"],
            ["serve", "--preset", "widgetnimation-arc"],
        ]
    }()

    @Test(arguments: acceptedLines)
    func aLineNamingASubcommandParsesAsItDoesFromTheRoot(_ line: [String]) throws {
        let fromRoot = try TimerMaskCommand.parseAsRoot(line)
        let fast = try TimerMaskCommand.parseCommandLine(line)
        #expect(type(of: fromRoot) == type(of: fast))
        #expect(Self.dumped(fromRoot) == Self.dumped(fast))
    }

    /// Help, errors and unknown subcommands must read as the root's parse writes them ("Usage:
    /// timermask render …", "See 'timermask render --help'"), never as the subcommand's alone.
    static let refusedLines: [[String]] = [
        ["render", "--help"],
        ["render", "-h"],
        ["render", "--no-such-flag"],
        ["render", "--fps", "0"],
        ["render", "--at", "1:05"],
        ["render", "--generate-completion-script", "bash"],
        ["help", "render"],
        ["nosuch"],
        ["--help"],
        [],
    ]

    @Test(arguments: refusedLines)
    func helpAndErrorsComeFromTheRoot(_ line: [String]) throws {
        let fromRoot = Result { try TimerMaskCommand.parseAsRoot(line) }
        let fast = Result { try TimerMaskCommand.parseCommandLine(line) }
        switch (fromRoot, fast) {
        case (.failure(let a), .failure(let b)):
            let message = TimerMaskCommand.fullMessage(for: b)
            #expect(TimerMaskCommand.fullMessage(for: a) == message)
            #expect(TimerMaskCommand.exitCode(for: a) == TimerMaskCommand.exitCode(for: b))
            #expect(!message.contains("Usage: render") && !message.contains("See 'render"))
        case (.success(let a), .success(let b)):
            #expect(type(of: a) == type(of: b))
            #expect(Self.dumped(a) == Self.dumped(b))
        default:
            Issue.record("\(line): from the root \(fromRoot), by the subcommand \(fast)")
        }
    }

    static func dumped(_ command: ParsableCommand) -> String {
        var text = ""
        dump(command, to: &text)
        return text
    }
}
