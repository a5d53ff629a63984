import Foundation
import TimerMaskCore
import TimerMaskFonts
import TimerMaskRaster
import TimerMaskRender

/// What contact sheets and timing diagrams share: the label font, the palette, text metrics.
public enum SheetDrawing {
    /// The installed system font labels are drawn in, found through fontconfig.
    public static func labelFont() throws -> FontFace {
        guard let match = SystemFonts.match(family: SystemFonts.labelFamily) else {
            throw RenderError(.labelFont, "no system font was found for labels; run tools/setup to install fonts-dejavu-core")
        }
        do { return try FontFace(contentsOf: URL(fileURLWithPath: match.path)) } catch {
            throw RenderError(.labelFont, "the label font \(match.path) cannot be read: \(error)")
        }
    }

    static let paper = RGBA(r: 238, g: 238, b: 238)
    static let ink = RGBA(r: 20, g: 20, b: 20)
    static let muted = RGBA(r: 110, g: 110, b: 110)
    static let rule = RGBA(r: 200, g: 200, b: 200)
    static let glitch = RGBA(r: 220, g: 30, b: 30)
    /// Splits the schedule expects: not glitches, but worth seeing.
    static let split = RGBA(r: 230, g: 150, b: 20)

    /// Width of `text` in pixels at `size`.
    static func width(_ text: String, font: FontFace, size: Double) -> Int {
        Int(TextLine(runs: [TextRun(text, font: font, pointSize: size)]).width.rounded(.up))
    }

    /// Height of a line box in pixels at `size`.
    static func lineHeight(font: FontFace, size: Double) -> Int {
        Int(TextLine(runs: [TextRun("0", font: font, pointSize: size)]).height.rounded(.up))
    }

    /// `466.667` — milliseconds, at most three decimals.
    static func ms(_ seconds: Seconds) -> String { (seconds * Rational(1000)).decimalString(maxFractionDigits: 3) }
}
