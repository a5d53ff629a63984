import SwiftSyntax

/// A `#Preview` of a widget as the files write it (WidgetKit's preview macros):
///
///     #Preview("Running", as: .systemSmall, using: Intent.sample) { MyWidget() } timeline: { Entry(…); Entry(…) }
///     #Preview(as: .systemSmall, widget: { MyWidget() }, timelineProvider: { Provider() })
///
/// Found by syntax only; its entries are evaluated when it is chosen (`WidgetEntries`).
struct WidgetPreview {
    /// 1 for the first widget preview in the files (files in order, then by position).
    let number: Int
    /// The preview's name, when it has a string literal one.
    let name: String?
    /// The family of `as:` (`systemSmall`), when written as `.family`.
    let family: String?
    /// The widget type its widget closure builds (`MyWidget()`), when it names one of the files.
    let widgetType: String?
    /// The `timeline:` closure (one entry per statement), or nil with a `timelineProvider:`.
    let timeline: ClosureExprSyntax?
    /// The `timelineProvider:` closure (`{ Provider() }`), when the preview runs a provider.
    let timelineProvider: ClosureExprSyntax?
    let node: Syntax
    let file: Int

    /// How messages and `swift-check --list` name it: `#Preview "Running"` or `#Preview 2`.
    var title: String { name.map { "#Preview \"\($0)\"" } ?? "#Preview \(number)" }

    /// Every widget `#Preview` in `files`, in order. Previews of plain views (`#Preview { MyView() }`,
    /// no `as:`) are not widget previews and are left out.
    static func find(in files: [SwiftSourceFile]) -> [WidgetPreview] {
        var found: [WidgetPreview] = []
        for (fileIndex, file) in files.enumerated() {
            for item in file.tree.statements {
                let parts: (LabeledExprListSyntax, ClosureExprSyntax?, MultipleTrailingClosureElementListSyntax, Syntax)?
                switch item.item {
                case .decl(let decl):
                    parts = decl.as(MacroExpansionDeclSyntax.self).flatMap { m in
                        m.macroName.text == "Preview" ? (m.arguments, m.trailingClosure, m.additionalTrailingClosures, Syntax(m)) : nil
                    }
                case .expr(let expr):
                    parts = expr.as(MacroExpansionExprSyntax.self).flatMap { m in
                        m.macroName.text == "Preview" ? (m.arguments, m.trailingClosure, m.additionalTrailingClosures, Syntax(m)) : nil
                    }
                default: parts = nil
                }
                guard let (arguments, trailing, more, node) = parts,
                      let family = arguments.first(where: { $0.label?.text == "as" }) else { continue }
                let name = arguments.first { $0.label == nil }?.expression.as(StringLiteralExprSyntax.self).flatMap(StringLiteralText.value)
                func closure(_ label: String) -> ClosureExprSyntax? {
                    arguments.first { $0.label?.text == label }?.expression.as(ClosureExprSyntax.self)
                        ?? more.first { $0.label.text == label }?.closure
                }
                let widget = closure("widget") ?? trailing
                found.append(WidgetPreview(
                    number: found.count + 1, name: name,
                    family: family.expression.as(MemberAccessExprSyntax.self).flatMap { $0.base == nil ? $0.declName.baseName.text : nil },
                    widgetType: widget.flatMap(Self.builtType), timeline: closure("timeline"),
                    timelineProvider: closure("timelineProvider"), node: node, file: fileIndex))
            }
        }
        return found
    }

    /// The type a one-statement closure builds: `{ MyWidget() }` gives `MyWidget`.
    static func builtType(_ closure: ClosureExprSyntax) -> String? {
        guard closure.statements.count == 1, case .expr(let e) = closure.statements.first?.item,
              let call = e.as(FunctionCallExprSyntax.self) else { return nil }
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}
