import Foundation
import Testing
import TestFixtures
import TimerMaskCore
import TimerMaskSwift

/// `swift-check`'s problems as values: one per root cause, each at the construct itself, printed
/// as `swiftc` prints, and the same list as JSON.
struct DiagnosticsTests {
    static let tenProblems = Fixtures.url("Swift/TenProblems.swift")

    func check(_ source: String) throws -> SwiftCheckReport {
        try SwiftWidgetSource.parse(source).check(ConstructTests.options)
    }

    /// Where each construct of the fixture starts: its line, and the text it starts with there.
    static let constructs: [(line: Int, starts: String)] = [
        (9, "Stepper"), (10, ".rotation3DEffect(.degrees(2), axis: (x: 1, y: 0, z: 0))"), (11, "#if DEBUG"), (14, "Map()"), (15, ".reversed()"),
        (16, ".utf8"), (17, "Text(Date(), format: .dateTime)"), (18, "\\(3.5, privacy:"), (19, "#line"), (26, "repeat"),
    ]

    @Test func tenUnsupportedConstructsGiveTenMessagesEachAtItsConstruct() throws {
        let source = try String(contentsOf: Self.tenProblems, encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let report = try SwiftWidgetSource.load([Self.tenProblems]).check(ConstructTests.options)
        #expect(report.stopped == nil, "\(String(describing: report.stopped))")
        #expect(report.problems.count == 10, "\(report.problems.map(\.description).joined(separator: "\n"))")
        for (problem, construct) in zip(report.problems, Self.constructs) {
            let place = try #require(problem.place)
            #expect(place.line == construct.line, "\(problem)")
            // The column is the construct's first byte on its line (the lines are ASCII).
            let column = try #require(lines[construct.line - 1].range(of: construct.starts)).lowerBound.utf16Offset(in: lines[construct.line - 1]) + 1
            #expect(place.column == column, "\(problem): expected column \(column), at \(construct.starts)")
        }
    }

    @Test func aSkippedValuesFollowOnsAreNotListed() throws {
        // One unknown type; every use of its value, in properties, arguments and loops, follows from it.
        let report = try check("""
        struct V: View {
            var body: some View {
                let t = TimerMask()
                VStack {
                    Text(t.title)
                    Text("\\(t.count) left")
                    Color.red.opacity(t.alpha).frame(width: t.width, alignment: t.alignment)
                    ForEach(t.items, id: \\.self) { Text($0) }
                    Text("seen").foregroundColor(t.tint)
                }
            }
        }
        """)
        #expect(report.stopped == nil, "\(String(describing: report.stopped))")
        #expect(report.problems.map(\.description) == ["Widget.swift:3:17: the call 'TimerMask(…)' (not declared in the files given, and not a SwiftUI view or function TimerMask knows), which TimerMask cannot simulate"])
    }

    @Test func aProblemAfterASkippedSiblingIsStillListed() throws {
        // Skipping the first child taints nothing but what reads its value.
        let report = try check("""
        struct V: View {
            var body: some View {
                VStack {
                    Stepper(isOn: true)
                    Text("b").rotation3DEffect(.degrees(1), axis: (x: 1, y: 0, z: 0))
                }
                .rotation3DEffect(.degrees(5), axis: (x: 1, y: 0, z: 0))
            }
        }
        """)
        #expect(report.problems.map { $0.place.map { "\($0.line):\($0.column)" } ?? "" } == ["4:13", "5:22", "7:9"], "\(report.problems)")
    }

    @Test func aProblemIsPlacedInTheFileThatHoldsItsConstruct() throws {
        // The property without a value is declared in Entry.swift and read from View.swift.
        let source = try SwiftWidgetSource.parse([("Entry.swift", "struct Entry {\n    var title: String\n}\n"),
                                                  ("View.swift", "struct V: View {\n    var entry = Entry()\n    var body: some View { Text(entry.title) }\n}\n")])
        let report = source.check(ConstructTests.options)
        let problem = try #require(report.problems.first)
        #expect(problem.kind == .missingValue)
        #expect(problem.place.map { "\($0)" } == "Entry.swift:2:9", "\(problem)")
        #expect(problem.place?.sourceLine == "    var title: String")
    }

    @Test func theCaretLineIsUnderTheModifier() throws {
        let report = try check("struct V: View {\n    var body: some View { Color.red.rotation3DEffect(.degrees(3), axis: (x: 1, y: 0, z: 0)) }\n}")
        let problem = try #require(report.problems.first)
        let lines = problem.swiftcText.split(separator: "\n").map(String.init)
        #expect(lines.prefix(3).joined(separator: "\n") == """
        Widget.swift:2:36: error: the modifier .rotation3DEffect(…), which TimerMask cannot simulate
            var body: some View { Color.red.rotation3DEffect(.degrees(3), axis: (x: 1, y: 0, z: 0)) }
                                           ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        """)
        // A note names what is drawn instead, at the same place.
        #expect(lines.count == 4 && lines[3].hasPrefix("Widget.swift:2:36: note: the modifiers TimerMask draws: .frame, .padding"), "\(lines)")
    }

    @Test func aConstructGoingOnPastItsLineIsMarkedToTheLineEnd() throws {
        let report = try check("struct V: View {\n    var body: some View {\n        Stepper(\n            isOn: true) }\n}")
        let problem = try #require(report.problems.first)
        #expect(problem.swiftcText.split(separator: "\n").prefix(3).joined(separator: "\n") == """
        Widget.swift:3:9: error: the call 'Stepper(…)' (not declared in the files given, and not a SwiftUI view or function TimerMask knows), which TimerMask cannot simulate
                Stepper(
                ^~~~~~~
        """)
        #expect(problem.notes.first?.hasPrefix("the SwiftUI and Foundation types TimerMask knows: ZStack, VStack") == true, "\(problem.notes)")
    }

    @Test func aProblemCarriesItsSyntaxNodeAsASwiftSyntaxDiagnostic() throws {
        let report = try check("struct V: View {\n    var body: some View { Color.red.rotation3DEffect(.degrees(3), axis: (x: 1, y: 0, z: 0)) }\n}")
        let problem = try #require(report.problems.first)
        let diagnostic = try #require(problem.diagnostic)
        #expect(diagnostic.message == problem.message)
        #expect(diagnostic.node.trimmedDescription == "Color.red.rotation3DEffect(.degrees(3), axis: (x: 1, y: 0, z: 0))")
        #expect(problem.severity == .error)
    }

    @Test func theJSONListIsTheTextList() throws {
        let report = try SwiftWidgetSource.load([Self.tenProblems]).check(ConstructTests.options)
        let data = Data(try report.json().utf8)
        let entries = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(entries.count == report.diagnostics.count)
        for (entry, problem) in zip(entries, report.diagnostics) {
            let text = "\(entry["file"] as? String ?? ""):\(entry["line"] as? Int ?? 0):\(entry["column"] as? Int ?? 0): \(entry["severity"] as? String ?? ""): \(entry["message"] as? String ?? "")"
            #expect(text == problem.swiftcText.split(separator: "\n").first.map(String.init))
            #expect(entry["notes"] as? [String] == problem.notes)
        }
    }

    @Test func noMessageUsesTheEvaluatorsWords() throws {
        // Once "nothing as a colour", "the method 'frame' on nothing", "the property 'x' of a value TimerMask skipped".
        let bodies = ["Text(\"a\").foregroundColor()", "none().frame(width: 3)", "Text(\"\\(Weird().x.y)\")"]
        for body in bodies {
            let report = try check("struct V: View {\n    func none() { }\n    var body: some View { \(body) }\n}")
            let texts = report.diagnostics.map(\.description)
            #expect(texts.count == 1, "\(texts)")
            for text in texts {
                for word in ["nothing as", "on nothing", "skipped", "stand-in", "Decl", "Expr"] { #expect(!text.contains(word), "\(text)") }
            }
        }
    }
}
