import ArgumentParser
import TimerMask

/// `--png-compression`, for every command that writes PNG files.
struct PNGOptions: ParsableArguments {
    @Option(name: .customLong("png-compression"),
            help: ArgumentHelp("PNG files: fast, default or smallest (about 10 % smaller, several times slower; README \"Speed\"), or a zlib level 0-9.",
                               valueName: "setting"))
    var compression: PNGCompression = .default
}

extension PNGCompression: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
    public var defaultValueDescription: String { "default" }
    public static var allValueStrings: [String] { ["fast", "default", "smallest"] + (0...9).map(String.init) }
}
