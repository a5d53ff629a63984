import ArgumentParser
import Foundation
import TimerMask

/// `timermask support-table`: the support table users read (docs/SUPPORT.md), generated from
/// the view and modifier registries and the importer's list.
struct SupportTableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "support-table",
        abstract: "Print which SwiftUI views, modifiers, styles, environment values and Swift constructs TimerMask understands, graded.",
        discussion: """
        Each row says full, partial, approximated or refused, what differs from SwiftUI, and the \
        tests that pin it. docs/SUPPORT.md is this output.

        Example:
          timermask support-table -o docs/SUPPORT.md
        """
    )

    @Option(name: .shortAndLong, help: ArgumentHelp("The Markdown file to write (.md); standard output when omitted.", valueName: "SUPPORT.md"))
    var output: String?

    func validate() throws {
        if let output { _ = try OutputFile(output, extensions: ["md"]) }
    }

    func run() throws {
        if let output {
            try OutputFile(output, extensions: ["md"]).write(Array(SupportTable.markdown.utf8))
        } else {
            print(SupportTable.markdown, terminator: "")
        }
    }
}
