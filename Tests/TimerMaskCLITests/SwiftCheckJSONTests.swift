import Foundation
import Testing
import TestFixtures

/// `timermask swift-check --json`: the same problems the text lists, as data.
struct SwiftCheckJSONTests {
    @Test func theJSONListIsTheTextListOfTheTenProblems() throws {
        let file = "Tests/Fixtures/Swift/TenProblems.swift"
        let text = try CLI.run(["swift-check", file], in: Fixtures.packageRoot)
        let json = try CLI.run(["swift-check", file, "--json"], in: Fixtures.packageRoot)
        #expect(text.status != 0 && json.status == text.status)
        #expect(CLI.errorLine(json) == "Error: the view cannot be simulated: 10 problems listed above", "\(json.stderr)")
        let errors = text.stdout.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]], "\(json.stdout)")
        let fromJSON = entries.map { entry in
            "\(entry["file"] as? String ?? ""):\(entry["line"] as? Int ?? 0):\(entry["column"] as? Int ?? 0): \(entry["severity"] as? String ?? ""): \(entry["message"] as? String ?? "")"
        }
        #expect(errors.count == 10)
        #expect(fromJSON == errors)
        let notes = text.stdout.split(separator: "\n").filter { $0.contains(": note: ") }.map { String($0.split(separator: " note: ", maxSplits: 1)[1]) }
        #expect(entries.flatMap { $0["notes"] as? [String] ?? [] } == notes)
    }
}
