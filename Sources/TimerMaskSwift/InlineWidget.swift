import SwiftSyntax
import TimerMaskCore

/// The accessoryInline family: "a flat widget that contains a single row of text and an optional
/// image" (Apple, WidgetFamily.accessoryInline). The Lock Screen shows the view's first image and
/// first text on one line, in its own font, and nothing else of it (the HIG: inline widgets
/// show only text and an image). Apple publishes no font size for that line: TimerMask draws
/// the text in the system font at 17 pt (iOS's body size), the image (an SF Symbol) at the
/// same size 4 pt before it, one line cut with "…", centred in the HIG's 26 pt tall widget.
extension Evaluator {
    func inlineWidget(_ content: Assembled, _ node: Syntax) throws -> Assembled {
        var symbol: SceneNode? = nil, text: TextContent? = nil
        content.node.walk { view, _ in
            guard case .text(let t) = view.content else { return }
            let isSymbol = options.fonts.symbolFont != nil && (FontReference.weighted(t.font)?.base ?? t.font) == options.fonts.symbolFont
            if isSymbol, symbol == nil { symbol = view } else if !isSymbol, text == nil { text = t }
        }
        approximate(node, "accessoryInline shows the view's first image and first text on one line and nothing else of it, the text in the system font at 17 pt (the Lock Screen's size is not published)")
        let font = try systemFont(17, node)
        var row: [SceneNode] = []
        if var symbol, case .text(var t) = symbol.content {
            t.size = 17
            t.runStyles = []
            symbol = SceneNode(.text(t))
            row.append(symbol)
        }
        if var text {
            text.font = font.reference
            text.size = 17
            text.runStyles = []
            text.lineLimit = 1
            text.minimumScaleFactor = 1
            text.color = .system("primary")
            row.append(SceneNode(.text(text)))
        }
        return Assembled(node: SceneNode(.hStack(alignment: .center, spacing: 4, children: row)), holes: [])
    }
}
