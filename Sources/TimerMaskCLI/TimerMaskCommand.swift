import ArgumentParser
import Foundation
import TimerMask

/// `timermask`: the root command; each subcommand lives in its own file.
public struct TimerMaskCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "timermask",
        abstract: "Simulate iOS widgets animated with timer fonts, headlessly.",
        subcommands: [RenderCommand.self, SwiftCheckCommand.self, TimerCommand.self, GlyphsCommand.self, SceneCommand.self, CompositeCommand.self, DemoPhotoCommand.self, DemoOverlaysCommand.self, DemoFramesCommand.self, SheetCommand.self, TimelineCommand.self, JitterCommand.self, PreviewCommand.self, FramesCommand.self, SupportTableCommand.self, ServeCommand.self]
    )
    public init() {}

    /// Runs the command line: an interrupt removes the temporary outputs in progress, and every
    /// error prints as one sentence, with at most a one-line hint for a usage error.
    public static func main() {
        TemporaryOutputs.removeOnInterrupt()
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            try refuseEmptyValues(arguments)
            var command = try parseCommandLine(arguments)
            try command.run()
            try StandardOutput.finish()
        } catch {
            exit(reporting: error, arguments: arguments)
        }
    }

    /// The command `arguments` name, parsed as `parseAsRoot` would parse it.
    ///
    /// A command line that names a subcommand first is parsed by that subcommand alone: from the
    /// root, the parser would first build the subcommand's whole argument set once more, by
    /// reflection, only to learn whether it takes passthrough arguments (about 2 ms of a
    /// one-instant render). Only a subcommand of that exact type is taken from that parse;
    /// anything else (help, an error, a completion-script request, a nested subcommand) is parsed
    /// again from the root, so messages, usage and help text are the root's own.
    public static func parseCommandLine(_ arguments: [String]) throws -> ParsableCommand {
        if let name = arguments.first,
           let subcommand = configuration.subcommands.first(where: { $0._commandName == name }),
           let command = try? subcommand.parseAsRoot(Array(arguments.dropFirst())),
           type(of: command) == subcommand {
            return command
        }
        return try parseAsRoot(arguments)
    }

    /// `--start=` gives an empty value, which the parser would otherwise read as a missing one and
    /// then take the next flag as the value, blaming a flag the user did give.
    static func refuseEmptyValues(_ arguments: [String]) throws {
        for argument in arguments.prefix(while: { $0 != "--" }) where argument.hasPrefix("--") && argument.hasSuffix("=") {
            throw EmptyValue(argument: argument)
        }
    }

    /// `--flag=` with nothing after the `=`: a usage error, exit code 64 like the parser's own.
    struct EmptyValue: Error, CustomStringConvertible {
        let argument: String
        var description: String { "\(argument.dropLast()): the value is empty (\(argument)); give a value after the =" }
    }

    /// Prints `error` as AP would for help and clean exits; otherwise "Error: " and one sentence,
    /// plus "See 'timermask sub --help'." for a usage error, and exits with AP's code for it.
    static func exit(reporting error: Error, arguments: [String]) -> Never {
        let code = error is EmptyValue ? .validationFailure : exitCode(for: error)
        if code == .success {
            // Help and version text: printed here, so a failed write of it is caught too.
            let text = fullMessage(for: error)
            if !text.isEmpty { print(text) }
            do { try StandardOutput.finish() } catch { exit(reporting: error, arguments: arguments) }
            Foundation.exit(ExitCode.success.rawValue)
        }
        let sentence = message(for: error).trimmingCharacters(in: .whitespacesAndNewlines)
        // A bare exit code (jitter's failing gate) has said what failed in its report already.
        guard !sentence.isEmpty else { Foundation.exit(code.rawValue) }
        var text = "Error: \(TerminalText.escaped(sentence))\n"
        if code == .validationFailure, let hint = usageHint(for: error, arguments: arguments) { text += hint + "\n" }
        FileHandle.standardError.write(Data(text.utf8))
        Foundation.exit(code.rawValue)
    }

    /// "See 'timermask sheet --help'." from the usage text the parser would have printed.
    /// An error raised before parsing knows no subcommand; the first argument names it.
    static func usageHint(for error: Error, arguments: [String]) -> String? {
        if error is EmptyValue {
            let sub = configuration.subcommands.first { $0._commandName == arguments.first }
            return "See '\(["timermask", sub?._commandName].compactMap { $0 }.joined(separator: " ")) --help'."
        }
        let full = fullMessage(for: error)
        guard let start = full.range(of: "See '"),
              let end = full.range(of: "'", range: start.upperBound..<full.endIndex) else { return nil }
        return "See '\(full[start.upperBound..<end.lowerBound])'."
    }
}
