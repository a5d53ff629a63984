import Foundation

/// Runs the built `timermask` binary, as a user would.
enum CLI {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The binary beside the test bundle (both are build products of the same build).
    static var binary: URL {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var candidate = products.appendingPathComponent("timermask")
        if !FileManager.default.fileExists(atPath: candidate.path) {
            // macOS runs tests from inside an .xctest bundle.
            candidate = products.deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("timermask")
        }
        return candidate
    }

    /// Runs the binary; with `standardOutput` (such as /dev/full) its output goes there, unread.
    static func run(_ arguments: [String], in directory: URL? = nil, standardOutput: FileHandle? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = standardOutput ?? out
        process.standardError = err
        try process.run()
        if standardOutput != nil { try out.fileHandleForWriting.close() }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// The first line of stderr: the sentence a user reads.
    static func errorLine(_ result: Result) -> String {
        result.stderr.split(separator: "\n").first.map(String.init) ?? ""
    }
}
