import Foundation
import Testing
import TestFixtures

/// A file name holding control characters is printed escaped (issue 44, point 6): a newline in
/// it cannot start a forged "Error:" line, an escape sequence cannot reach the terminal.
struct ControlCharacterNameTests {
    @Test func aNewlineOrAnEscapeInAFileNameIsPrintedEscaped() throws {
        let dir = try Fixtures.temporaryDirectory()
        let name = "w\nError: all good\u{1B}[2J.json"
        try Data("{".utf8).write(to: dir.appendingPathComponent(name))
        let r = try CLI.run(["render", "--scene", name, "-o", "w.png"], in: dir)
        #expect(r.status != 0)
        #expect(r.stderr.split(separator: "\n").count == r.stderr.split(separator: "\n").filter { !$0.hasPrefix("Error: all good") }.count)
        #expect(!r.stderr.contains("\u{1B}"), "\(r.stderr)")
        #expect(r.stderr.contains("w\\nError: all good\\u{1B}[2J.json"), "\(r.stderr)")
        #expect(r.stderr.hasPrefix("Error: ") && r.stderr.filter { $0 == "\n" }.count <= 2, "\(r.stderr)")
    }
}
