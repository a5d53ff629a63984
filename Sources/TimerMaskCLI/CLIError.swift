import ArgumentParser
import TimerMask

/// A failure the user can act on: one sentence naming the file, flag or value.
typealias CLIError = Refusal<TimerMaskCommand>

/// `ValidationError` for a flag: "--at: '1.2.3' is not an instant …".
func invalid(_ flag: String, _ error: Error) -> ValidationError {
    ValidationError("\(flag): \(error)")
}
