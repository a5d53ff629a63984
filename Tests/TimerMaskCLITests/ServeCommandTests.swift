import Foundation
import Testing
import TestFixtures

/// `timermask serve`'s refusals: a port outside 1024…65535, a widget that does not load (the
/// server is not started), and a port another server holds, each one sentence and a non-zero exit.
struct ServeCommandTests {
    static let scene = """
        {"format": 2, "width": 20, "height": 20, "displayScale": 1, "reference": "2026-01-01T00:00:00Z",
         "root": {"type": "color", "color": "red"}}
        """

    @Test func aBadPortABrokenWidgetAndAPortInUseAreRefused() throws {
        let dir = try Fixtures.temporaryDirectory()
        try Data(Self.scene.utf8).write(to: dir.appendingPathComponent("good.json"))
        try Data("{ broken".utf8).write(to: dir.appendingPathComponent("bad.json"))
        let low = try CLI.run(["serve", "--scene", "good.json", "--port", "80"], in: dir)
        #expect(low.status != 0 && low.stderr.contains("--port: 80 is outside 1024…65535"), "\(low.stderr)")
        let broken = try CLI.run(["serve", "--scene", "bad.json"], in: dir)
        #expect(broken.status == 1 && broken.stderr.hasPrefix("Error: bad.json is not valid JSON"), "\(broken.stderr)")
        #expect(broken.stdout.isEmpty)

        // A first server holds the port; a second is refused.
        let port = String(Int.random(in: 20_000...60_000))
        let first = Process()
        first.executableURL = CLI.binary
        first.arguments = ["serve", "--scene", "good.json", "--port", port]
        first.currentDirectoryURL = dir
        let out = Pipe()
        first.standardOutput = out
        first.standardError = FileHandle.nullDevice
        try first.run()
        defer { first.terminate(); first.waitUntilExit() }
        let line = String(decoding: out.fileHandleForReading.availableData, as: UTF8.self)
        #expect(line.hasPrefix("TimerMask preview: http://127.0.0.1:\(port)/"), "\(line)")
        let second = try CLI.run(["serve", "--scene", "good.json", "--port", port], in: dir)
        #expect(second.status == 1 && second.stderr.contains("--port: \(port) is already in use on 127.0.0.1"), "\(second.stderr)")
    }
}
