import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestFixtures
import TimerMask

/// `timermask serve`'s refusals: a port outside 1024…65535, a widget that does not load (the
/// server is not started), and a port another server holds, each one sentence and a non-zero exit.
struct ServeCommandTests {
    static let scene = """
        {"format": 2, "width": 20, "height": 20, "displayScale": 1, "reference": "2026-01-01T00:00:00Z",
         "root": {"type": "color", "color": "red"}}
        """

    /// `timermask serve ARGUMENTS` started in `dir`, and the first thing it prints (its address once listening).
    static func serve(_ arguments: [String], in dir: URL) throws -> (Process, String) {
        let server = Process()
        server.executableURL = CLI.binary
        server.arguments = ["serve"] + arguments
        server.currentDirectoryURL = dir
        let out = Pipe()
        server.standardOutput = out
        server.standardError = FileHandle.nullDevice
        try server.run()
        return (server, String(decoding: out.fileHandleForReading.availableData, as: UTF8.self))
    }

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
        let (first, line) = try Self.serve(["--scene", "good.json", "--port", port], in: dir)
        defer { first.terminate(); first.waitUntilExit() }
        #expect(line.hasPrefix("TimerMask preview: http://127.0.0.1:\(port)/"), "\(line)")
        let second = try CLI.run(["serve", "--scene", "good.json", "--port", port], in: dir)
        #expect(second.status == 1 && second.stderr.contains("--port: \(port) is already in use on 127.0.0.1"), "\(second.stderr)")
    }

    /// A widget offering two families is shown in both, each at its own size (systemSmall 170 pt
    /// and systemMedium 364 × 170 pt on the default device), light and dark.
    @Test func everyFamilyTheWidgetOffersIsServed() async throws {
        let dir = try Fixtures.temporaryDirectory()
        try Data("""
            import WidgetKit
            import SwiftUI
            struct E: TimelineEntry { let date: Date }
            struct P: TimelineProvider {
                func placeholder(in context: Context) -> E { E(date: .now) }
                func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(E(date: .now)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
                    completion(Timeline(entries: [E(date: .now)], policy: .never))
                }
            }
            @main
            struct W: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "W", provider: P()) { _ in Color.blue }
                        .supportedFamilies([.systemSmall, .systemMedium])
                }
            }
            """.utf8).write(to: dir.appendingPathComponent("W.swift"))
        let port = String(Int.random(in: 20_000...60_000))
        let (server, line) = try Self.serve(["--swift", dir.path, "--scale", "1", "--port", port], in: dir)
        defer { server.terminate(); server.waitUntilExit() }
        #expect(line.hasPrefix("TimerMask preview: http://127.0.0.1:\(port)/"), "\(line)")
        let base = URL(string: "http://127.0.0.1:\(port)/")!
        let (info, _) = try await URLSession.shared.data(from: URL(string: "api/info", relativeTo: base)!)
        let families = try #require((try JSONSerialization.jsonObject(with: info) as? [String: Any])?["families"] as? [[String: Any]])
        #expect(families.map { $0["name"] as? String } == ["systemSmall", "systemMedium"])
        #expect(families.map { $0["width"] as? Double } == [170, 364])
        let (png, _) = try await URLSession.shared.data(from: URL(string: "api/frame?t=0&scheme=dark&family=systemMedium", relativeTo: base)!)
        let medium = try PNGCodec.decode([UInt8](png), source: "served")
        #expect(medium.width == 364 && medium.height == 170)
        let (refusal, response) = try await URLSession.shared.data(from: URL(string: "api/frame?t=0&family=systemLarge", relativeTo: base)!)
        #expect((response as? HTTPURLResponse)?.statusCode == 422)
        #expect(String(decoding: refusal, as: UTF8.self).contains("families: systemSmall, systemMedium"))
    }
}
