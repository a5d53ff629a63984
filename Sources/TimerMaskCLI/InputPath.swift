import ArgumentParser
import Foundation
import TimerMask

/// Refuses an input path that cannot be read, before any work: "--scene: scene file x.json cannot
/// be read (it is a symbolic link loop …)", or "… does not exist".
func checkInput(_ path: String, flag: String?, kind: String, allowingFolder: Bool = false) throws {
    guard let problem = InputFile.problem(at: path, allowingFolder: allowingFolder) else { return }
    let subject = kind.isEmpty ? path : "\(kind) \(path)"
    throw ValidationError((flag.map { "\($0): " } ?? "") + "\(subject) \(problem.problem)")
}

/// The bytes of an input file for `flag` (a JSON file unless `limit` says otherwise), or one
/// sentence saying why it cannot be read.
func readInput(_ path: String, flag: String?, kind: String, limit: InputFile.SizeLimit = .json) throws -> Data {
    do { return try InputFile.read(path, atMost: limit) } catch let error as InputFileError {
        throw ValidationError((flag.map { "\($0): " } ?? "") + "\(kind) \(path) \(error.problem)")
    }
}
