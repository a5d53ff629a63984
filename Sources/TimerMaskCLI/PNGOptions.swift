import ArgumentParser
import TimerMask

/// `--png-compression`, for every command that writes PNG files.
struct PNGOptions: ParsableArguments {
    // A transform, not a list of allowed values: the parser would print all fourteen, one a line.
    @Option(name: .customLong("png-compression"),
            help: ArgumentHelp("PNG files: fast, default or smallest (about 10 % smaller, several times slower; the Performance article), or a zlib level 0-9.",
                               valueName: "setting"),
            transform: PNGOptions.compression(parsing:))
    var compression: PNGCompression = .default

    static func compression(parsing text: String) throws -> PNGCompression {
        guard let value = PNGCompression(parsing: text) else {
            throw CLIError("it is not fast, default, smallest or a zlib level 0-9")
        }
        return value
    }
}
