import ArgumentParser
import Foundation
import TimerMask

/// `timermask glyphs`: what a font draws for a string, or for every pair of seconds digits.
struct GlyphsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glyphs",
        abstract: "Render a string's glyph coverage in a font, or a sheet of every pair 00…59.",
        discussion: """
        The string is shaped with HarfBuzz (so ligatures apply) and rasterised unhinted with \
        FreeType, black on white; colour glyphs (sbix, CBDT, OT-SVG) come out as their pictures. \
        Glyphs whose colour data TimerMask does not draw (COLR) are named in a warning on stderr.

        Examples:
          timermask glyphs --text 1:06 --size 64 -o blink.png          # the built-in BlinkMask
          timermask glyphs --font Lig.otf --text 1:06 --size 64 --json  # glyph ids and coverage
          timermask glyphs --font Lig.otf --pairs -o pairs.png          # all states 00…59
        """
    )

    @Option(help: ArgumentHelp("An .otf or .ttf file; the built-in BlinkMask when omitted.", valueName: "file"))
    var font: String?

    @Option(help: "The string to render, e.g. 1:06.")
    var text: String?

    @Flag(help: "Render a sheet of every two-digit pair 00…59 instead of --text.")
    var pairs = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Font size in pixels per em (0 < size <= 8192). The picture (string or sheet) may be at most \(GlyphRun.maximumPixels) pixels.", valueName: "px"))
    var size: Parsed<PixelsPerEmText> = "64"

    @Flag(help: "Print glyph ids, advances and the covered fraction of each glyph's cell as JSON.")
    var json = false

    @Flag(help: "Leave the background transparent (coverage as alpha; colour glyphs keep their colours) instead of white.")
    var transparent = false

    @OptionGroup var png: PNGOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG to write (required unless --json).", valueName: "out.png"))
    var output: String?

    func validate() throws {
        let value = try size.value("--size")
        guard value > 0, value <= TextRasterizer.maximumPixelsPerEm else {
            throw ValidationError("--size: \(size.text) px is outside 0 < size <= \(Int(TextRasterizer.maximumPixelsPerEm))")
        }
        if pairs {
            guard text == nil else { throw ValidationError("--pairs and --text exclude each other; give one") }
            guard !json else { throw ValidationError("--json lists the glyphs of --text; it does not apply to --pairs") }
        } else {
            guard let text else { throw ValidationError("--text is required (or --pairs for a sheet of 00…59)") }
            guard !text.isEmpty else { throw ValidationError("--text: the string is empty; give at least one character") }
        }
        guard output != nil || json else { throw ValidationError("-o is required: name the PNG to write (or use --json)") }
        if let output { _ = try OutputFile(output, extensions: ["png"]) }
    }

    func run() throws {
        let pixelSize = try size.value("--size")
        let face = try loadFont()
        defer { FontWarnings.report(face.warnings) }
        let out = try output.map { try OutputFile($0, extensions: ["png"]) }
        if pairs {
            guard let label = SystemFonts.match(family: SystemFonts.labelFamily) else {
                throw CLIError("no system font was found for labels; run tools/setup to install fonts-dejavu-core")
            }
            let labelFont = try FontFace(contentsOf: URL(fileURLWithPath: label.path))
            let sheet: RGBAImage
            do { sheet = try PairSheet.render(font: face, pixelSize: pixelSize, labelFont: labelFont) }
            catch let error as GlyphRun.TooLarge { throw CLIError("--size: \(error)") }
            try out?.write(try PNGCodec.encode(sheet, compression: png.compression))
            return
        }
        let run: GlyphRun
        do {
            run = try GlyphRun(text: text!, font: face, pixelSize: pixelSize, background: transparent ? .clear : .white)
        } catch let error as GlyphRun.TooLarge { throw CLIError("--size: \(error)") }
        // On a clear background the picture is the coverage in black, or a colour glyph's own colours.
        try out?.write(try PNGCodec.encode(run.image, compression: png.compression))
        if json { print(try jsonReport(run, font: face, pixelSize: pixelSize)) }
    }

    func loadFont() throws -> FontFace {
        guard let font else { return try FontFace.blinkMask }
        do { return try FontFace(contentsOf: URL(fileURLWithPath: font)) } catch { throw CLIError("--font: \(error)") }
    }

    func jsonReport(_ run: GlyphRun, font: FontFace, pixelSize: Double) throws -> String {
        let object: [String: Any] = [
            "font": font.name,
            "family": font.familyName,
            "text": text!,
            "size": pixelSize,
            "width": run.image.width,
            "height": run.image.height,
            "glyphs": run.glyphs.map { g in
                ["id": Int(g.glyphID), "cluster": g.cluster, "x": g.x, "advance": g.advance,
                 "coveredFraction": (g.coveredFraction * 10_000).rounded() / 10_000] as [String: Any]
            },
        ]
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}

/// A font size in pixels per em: a finite number (its range is checked by `validate`).
enum PixelsPerEmText: ArgumentReading {
    static func read(_ text: String) throws -> Double {
        guard let value = Double(text), value.isFinite else { throw CLIError("'\(text)' is not a number of pixels") }
        return value
    }
}
