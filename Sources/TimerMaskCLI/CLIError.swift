import ArgumentParser

/// A failure the user can act on: one sentence naming the file, flag or value.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// `ValidationError` for a flag: "--at: '1.2.3' is not an instant …".
func invalid(_ flag: String, _ error: Error) -> ValidationError {
    ValidationError("\(flag): \(error)")
}
