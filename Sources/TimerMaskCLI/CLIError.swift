import ArgumentParser
import TimerMask

/// A failure the user can act on: one sentence naming the file, flag or value.
typealias CLIError = Refusal<TimerMaskCommand>
