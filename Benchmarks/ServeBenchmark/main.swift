// Issue 25's live goal: dragging the preview page's time bar shows each new instant within 50 ms
// (render and send of every picture the page shows, light and dark for each family, and the
// browser putting it on its canvas), for every preset and for widgets read from Swift source.
// Each case starts Debian's headless chromium and waits until the machine is quiet (a user's
// browser is running already), then starts `timermask serve` (a release build), opens its page,
// drags the time bar to instants in turn and reads the page's own measure of each:
// first at once (cold: the server draws the loop in the background as the drags come), then
// once the server says the loop has been drawn (warm).
// The server's peak resident memory (VmHWM, Linux) once its loop is drawn in both schemes and
// the drags are done, against issue 25's 300 MB for a page that plays any preset at @3x (the
// 16-font stack's own display scale is 1, so it is run at @3x as well). The 50 ms goal is judged
// for each widget at the scale the page shows it by default; the stack's @3x run, 9.5 MB of
// pixels a drag, is there for the memory goal, and its drag times are shown, not judged.
// The peer, in the same run: `timermask render --at` of one picture of the same widget, the
// whole process, which is what a user would run to see that instant without the page.
// Run through tools/bench-serve:  ServeBenchmark path/to/timermask [drags]
import Foundation
import HeadlessChromium

let arguments = CommandLine.arguments.dropFirst()
guard let binary = arguments.first else {
    FileHandle.standardError.write(Data("usage: ServeBenchmark path/to/timermask [drags]\n".utf8))
    exit(2)
}
let drags = Int(arguments.dropFirst().first ?? "") ?? 40
guard let chromium = HeadlessChromium.executable else {
    FileHandle.standardError.write(Data("ServeBenchmark needs chromium: run tools/setup\n".utf8))
    exit(2)
}

var cases: [(name: String, flags: [String])] = [
    ("preset widgetnimation (30 layers)", ["--preset", "widgetnimation"]),
    ("preset widgetnimation-arc", ["--preset", "widgetnimation-arc"]),
    ("preset framefonts (16 fonts)", ["--preset", "framefonts"]),
    ("preset framefonts @3x (memory)", ["--preset", "framefonts", "--scale", "3"]),
    ("preset live-timer", ["--preset", "live-timer"]),
    ("Swift: PomodoroRing", ["--swift", "Tests/Fixtures/WidgetCorpus/PomodoroRing"]),
    ("Swift: WorldClocks", ["--swift", "Tests/Fixtures/WidgetCorpus/WorldClocks"]),
]

// ONLY=text: the cases whose name holds it (ONLY=framefonts), to compare two builds on one case;
// LIST=1 also prints every drag's time; BROWSER_AFTER_SERVER=1 starts the browser beside the
// server instead (the order until session 43).
if let only = ProcessInfo.processInfo.environment["ONLY"] { cases = cases.filter { $0.name.contains(only) } }
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
func percentile90(_ values: [Double]) -> Double { let s = values.sorted(); return s[min(s.count - 1, s.count * 9 / 10)] }

/// `timermask serve` with `flags`, and the page's address it prints.
func startServer(_ flags: [String]) throws -> (Process, URL) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["serve"] + flags
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { throw HeadlessChromium.Failure(description: "serve \(flags.joined(separator: " ")) stopped before printing its address") }
        line += chunk
    }
    let text = String(decoding: line, as: UTF8.self)
    guard let start = text.range(of: "http://"), let url = URL(string: String(text[start.lowerBound...].prefix { !$0.isWhitespace })) else {
        throw HeadlessChromium.Failure(description: "no address in: \(text)")
    }
    return (process, url)
}

/// The peak resident memory of process `pid` in MB (VmHWM), or nil where /proc does not say.
func peakMegabytes(_ pid: Int32) -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kB = Double(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") else { return nil }
    return kB / 1024
}
let memoryGoal = 300.0

/// The machine's busy and total jiffies so far (/proc/stat's first line), nil where it does not say.
func cpuJiffies() -> (busy: Double, total: Double)? {
    guard let stat = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
          let line = stat.split(separator: "\n").first else { return nil }
    let fields = line.split(separator: " ").dropFirst().compactMap { Double($0) }
    guard fields.count >= 5 else { return nil }
    let idle = fields[3] + fields[4]
    let total = fields.reduce(0, +)
    return (total - idle, total)
}

/// Waits until the machine's cores were at least 90% idle over 0.3 s (a browser just started
/// is done with its own start-up); false if they were not within 10 s. Where /proc does not
/// say (macOS), it waits 2 s.
@discardableResult
func waitUntilQuiet() -> Bool {
    guard cpuJiffies() != nil else { Thread.sleep(forTimeInterval: 2); return true }
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
        guard let a = cpuJiffies() else { return false }
        Thread.sleep(forTimeInterval: 0.3)
        guard let b = cpuJiffies() else { return false }
        if b.total > a.total, (b.busy - a.busy) / (b.total - a.total) <= 0.1 { return true }
    }
    return false
}

/// Wall milliseconds of one `timermask render --at t` of the widget, from its spawn to its
/// exit as `waitpid` sees it (Foundation's `Process.waitUntilExit` wakes in steps of about 50 ms
/// on Linux, which put the peers of the tables before session 43 near multiples of 50 ms).
func renderProcess(_ flags: [String], at t: Double, to file: String) throws -> Double {
    let arguments = [binary, "render"] + flags + ["--at", String(format: "%.3f", t), "-o", file]
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let clock = ContinuousClock()
    var pid: pid_t = 0
    var status: Int32 = 0
    let elapsed = try clock.measure {
        guard posix_spawn(&pid, binary, &actions, nil, &argv, environ) == 0 else {
            throw HeadlessChromium.Failure(description: "\(binary) did not start")
        }
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
    // Exited normally with status 0 (WIFEXITED and WEXITSTATUS, spelled out for Glibc).
    guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
        throw HeadlessChromium.Failure(description: "render \(flags.joined(separator: " ")) failed")
    }
    return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
}

print("Drag to picture in serve's page (headless chromium), release build, ms (median/p90): \(drags / 2) drags at once (cold), then \(drags) once the loop is drawn (warm);")
print("peer: one `timermask render --at` of the same widget, whole process (median of 10)")
print("case                                  pictures   cold ms       warm ms       peer ms  warm×peer  server MB  goal 50 ms (p90), \(Int(memoryGoal)) MB")
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("serve-bench-\(getpid()).png").path
var allMet = true
for (name, flags) in cases {
    // The browser first, and the machine quiet, as a user's browser is already running when
    // serve prints its address (BROWSER_AFTER_SERVER=1: started beside the server, as until
    // session 43, when its own start-up took the cores from the first drags' renders).
    let browserFirst = ProcessInfo.processInfo.environment["BROWSER_AFTER_SERVER"] == nil
    let browser = try HeadlessChromium(chromium)
    if browserFirst {
        try browser.send("Browser.getVersion")
        if !waitUntilQuiet() { FileHandle.standardError.write(Data("ServeBenchmark: the machine was not quiet 10 s after the browser started; going on\n".utf8)) }
    }
    let (server, url) = try startServer(flags)
    defer { server.terminate(); server.waitUntilExit() }
    try browser.open(url)
    try browser.wait(for: "document.body.dataset.shown === '0.000000'", timeout: 60)
    let pictures = try browser.evaluate("pictures().length") as? Int ?? 0
    // Instants 0.437 s apart: each a new frame of every preset, and a new second every few drags.
    let coldTimings = try browser.dragTimings(to: (1...max(1, drags / 2)).map { Double($0) * 0.437 })
    let cold = coldTimings.map(\.shown)
    try browser.wait(for: "fetch('/api/info').then((r) => r.json()).then((i) => i.warm)", timeout: 180)
    let warmTimings = try browser.dragTimings(to: (1...drags).map { Double($0) * 0.437 + 20 })
    let warm = warmTimings.map(\.shown)
    let peak = peakMegabytes(server.processIdentifier)
    let peer = median(try (1...10).map { k in try renderProcess(flags, at: Double(k) * 0.437, to: scratch) })
    // LIST=1: every drag's time, in order, as shown/server ms (which drags were slow, and where).
    if ProcessInfo.processInfo.environment["LIST"] != nil {
        for (phase, timings) in [("cold", coldTimings), ("warm", warmTimings)] {
            print("  \(phase): " + timings.map { String(format: "%.0f/%.0f", $0.shown, $0.server) }.joined(separator: " "))
        }
    }
    let coldMet = percentile90(cold) <= 50, warmMet = percentile90(warm) <= 50, memoryMet = (peak ?? 0) <= memoryGoal
    let speedJudged = !flags.contains("--scale")
    allMet = allMet && (!speedJudged || coldMet && warmMet) && memoryMet
    let verdict = coldMet && warmMet ? "met" : warmMet ? "warm met, cold NOT" : "NOT met"
    let megabytes = peak.map { String(format: "%.0f", $0) } ?? "-"
    print(name.padding(toLength: 38, withPad: " ", startingAt: 0)
          + String(format: "%8d %6.1f/%-6.1f %6.1f/%-6.1f %8.1f %7.2f×", pictures, median(cold), percentile90(cold), median(warm), percentile90(warm),
                   peer, median(warm) / peer)
          + String(repeating: " ", count: max(1, 11 - megabytes.count)) + megabytes + "  "
          + (speedJudged ? verdict + (memoryMet ? "" : ", memory NOT") : memoryMet ? "memory met (speed shown, not judged)" : "memory NOT met"))
}
try? FileManager.default.removeItem(atPath: scratch)
print(allMet ? "Every case shows a dragged instant within 50 ms (p90) and stays within \(Int(memoryGoal)) MB."
             : "Some case misses the 50 ms goal (p90) or the \(Int(memoryGoal)) MB one: see above.")
