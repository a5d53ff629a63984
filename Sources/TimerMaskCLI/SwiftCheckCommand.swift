import ArgumentParser
import Foundation
import TimerMask

/// `timermask swift-check`: whether TimerMask can simulate a widget's Swift source, and where not.
struct SwiftCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift-check",
        abstract: "List what TimerMask understands in your widget's Swift files, and every construct it cannot simulate.",
        discussion: """
        Per file: the views, shapes and View/Text extensions it declares, and what is parsed but \
        never run (providers, widgets, previews, app code). Then the chosen view is evaluated as \
        render would, going on past each problem (what it stands in is drawn as nothing, and \
        what uses its value is skipped silently) so that every unsupported construct, missing \
        --let value and unknown font is listed once, as swiftc lists errors: \
        file:line:column: error: message, the source line with a caret under the construct, and \
        note: lines; the exit status is non-zero when any is found.

        --json prints the same list as a JSON array instead, one object per problem: file, \
        line, column (null for a problem of no one place), severity, message and notes.

        --list prints the widgets, #Previews and entries found instead (documentation: Swift sources, "Where entries \
        come from"), which --widget and --preview choose among.

        Examples:
          timermask swift-check MyApp/ --list
          timermask swift-check Examples/FontStack/CatWidget.swift --view CatWidgetView
          timermask swift-check Widget/ --let entry.customFrames=frames
        """
    )

    @Argument(help: ArgumentHelp("Swift files or folders of them.", valueName: "file"))
    var files: [String]

    @OptionGroup(title: "Your widget's Swift source")
    var swift: SwiftSourceOptions

    @Option(help: ArgumentHelp("The reference date the view's Date() reads (ISO-8601 with a zone).", valueName: "instant"))
    var reference: String = SceneDefaults.referenceText

    @Flag(help: "Print the problems as a JSON array (file, line, column, severity, message, notes) instead of text.")
    var json = false

    @Flag(help: "List the widgets (type, kind, configuration, families), the #Previews (number, name, family, widget, entries) and the entries the chosen widget is rendered with, then stop.")
    var list = false

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("name at least one Swift file") }
        if swift.isUsed { throw ValidationError("--swift: swift-check takes its Swift files as arguments, without --swift") }
        for file in files { try checkInput(file, flag: nil, kind: "", allowingFolder: true) }
        if list && json { throw ValidationError("--list prints its list as text; --json is for the problems of a check, so give one or the other") }
    }

    func run() throws {
        let source = try SwiftWidgetSource.load(files.map { URL(fileURLWithPath: $0) })
        if list {
            var options = swift
            options.files = files
            guard case .absolute(let date) = try TimeParser.instant(reference) else { throw CLIError("--reference: '\(reference)' must be a date-time") }
            print(source.listing(try options.widgetOptions(reference: date, displayScale: 1)).text)
            return
        }
        if !json {
            for summary in source.summaries() {
                print("\(summary.file):")
                for line in summary.understood { print("  understood: \(line)") }
                for line in summary.parsedOnly { print("  parsed, not run: \(line)") }
            }
        }
        var options = swift
        options.files = files
        guard case .absolute(let date) = try TimeParser.instant(reference) else { throw CLIError("--reference: '\(reference)' must be a date-time") }
        let (report, bundle) = try SceneBundle.check(swift: files.map { URL(fileURLWithPath: $0) },
                                                     options: options.widgetOptions(reference: date, displayScale: 1),
                                                     frames: .builtInDemo, fontDirectories: options.fontDirectoryURLs)
        if json {
            print(try report.json())
        } else {
            for problem in report.diagnostics { print(problem.swiftcText) }
        }
        guard report.simulates, let bundle else {
            let count = report.problems.count
            throw CLIError(count == 0 ? "the view cannot be simulated (above)"
                                      : "the view cannot be simulated: \(count) problem\(count == 1 ? "" : "s") listed above")
        }
        var views = 0
        bundle.scene.root.walk { _, _ in views += 1 }
        if !json { print("simulates: yes (\(views) scene views)") }
    }
}
