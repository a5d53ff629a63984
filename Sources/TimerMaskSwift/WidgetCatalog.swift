import SwiftSyntax

/// The widgets the files declare, the one WidgetKit starts with, and their `#Preview`s: found
/// by syntax, nothing evaluated.
struct WidgetCatalog {
    /// Types conforming to `Widget`, in declaration order.
    let widgets: [String]
    /// The widgets of the `@main` `WidgetBundle`, in the order its body lists them.
    let bundled: [String]
    /// The `@main` `Widget`, else the first widget of the `@main` bundle.
    let main: String?
    /// Every `Widget` or `WidgetBundle` marked `@main`, with its place (`Widget.swift:12:1`):
    /// an extension has one entry point, and Swift allows one `@main` in a module.
    let mainTypes: [(name: String, place: String)]
    let previews: [WidgetPreview]
    /// Each widget's `kind:`, when written as a string literal or a stored `let` holding one.
    let kinds: [String: String]

    init(index: DeclarationIndex, files: [SwiftSourceFile]) {
        widgets = index.typeOrder.filter { index.types[$0]?.isWidget == true && !$0.contains(".") }
        previews = WidgetPreview.find(in: files)
        func isMain(_ info: TypeInfo) -> Bool {
            info.declaration.node.as(StructDeclSyntax.self)?.attributes.contains { $0.trimmedDescription == "@main" } == true
        }
        var bundled: [String] = []
        var main: String? = nil
        var mainTypes: [(name: String, place: String)] = []
        for name in index.typeOrder {
            guard let info = index.types[name], isMain(info) else { continue }
            // An app's @main App is another target's; only the widget extension's entry points count.
            if info.isWidget || info.conformances.contains("WidgetBundle") {
                let file = files[info.declaration.file]
                let at = file.converter.location(for: info.declaration.node.positionAfterSkippingLeadingTrivia)
                mainTypes.append((name, "\(file.name):\(at.line):\(at.column)"))
            }
            if info.isWidget { main = name }
            if info.conformances.contains("WidgetBundle"), let body = info.computed["body"] {
                bundled = Self.calledTypes(in: Syntax(body.node)).filter { index.types[$0]?.isWidget == true }
            }
        }
        self.bundled = bundled
        self.main = main ?? bundled.first
        self.mainTypes = mainTypes
        var kinds: [String: String] = [:]
        for name in widgets {
            guard let info = index.types[name], let body = info.computed["body"] else { continue }
            kinds[name] = Self.kind(in: Syntax(body.node), of: info)
        }
        self.kinds = kinds
    }

    /// The types called in `node` (`FocusWidget()`), in order, each once.
    static func calledTypes(in node: Syntax) -> [String] {
        final class Calls: SyntaxVisitor {
            var names: [String] = []
            init() { super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let ref = node.calledExpression.as(DeclReferenceExprSyntax.self), !names.contains(ref.baseName.text) {
                    names.append(ref.baseName.text)
                }
                return .visitChildren
            }
        }
        let calls = Calls()
        calls.walk(node)
        return calls.names
    }

    /// The `kind:` argument of the configuration in a widget's body.
    static func kind(in body: Syntax, of info: TypeInfo) -> String? {
        final class KindArgument: SyntaxVisitor {
            var found: ExprSyntax?
            init() { super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, node.label?.text == "kind" { found = node.expression }
                return .visitChildren
            }
        }
        let visitor = KindArgument()
        visitor.walk(body)
        guard var expr = visitor.found else { return nil }
        if let ref = expr.as(DeclReferenceExprSyntax.self),
           let stored = info.stored.first(where: { $0.name == ref.baseName.text })?.initializer {
            expr = stored
        }
        return expr.as(StringLiteralExprSyntax.self).flatMap(StringLiteralText.value)
    }

    /// `name (kind "K")` as lists print a widget.
    func describe(_ widget: String) -> String {
        kinds[widget].map { "\(widget) (kind \"\($0)\")" } ?? widget
    }

    /// The widget to render: `--widget` by type or kind, else the preview's (`--preview`), else
    /// the one WidgetKit starts with, else the only one; nil when the files declare none.
    func chosen(_ wanted: String?, preview: WidgetPreview?, files: String) throws -> String? {
        if let wanted {
            if widgets.contains(wanted) { return wanted }
            if let byKind = widgets.first(where: { kinds[$0] == wanted }) { return byKind }
            throw SwiftImportError(.noView, "--widget: no Widget of type or kind '\(wanted)' in \(files) (widgets: \(widgets.isEmpty ? "none" : widgets.map(describe).joined(separator: ", ")))")
        }
        if let type = preview?.widgetType, widgets.contains(type) { return type }
        if mainTypes.count > 1 {
            throw SwiftImportError(.noView, "\(files) mark several widgets or widget bundles @main (\(mainTypes.map { "\($0.name) at \($0.place)" }.joined(separator: ", "))); a widget extension has one, so TimerMask does not pick: choose with --widget")
        }
        if let main { return main }
        if widgets.count > 1 {
            throw SwiftImportError(.noView, "\(files) declare several widgets (\(widgets.map(describe).joined(separator: ", "))) and no @main picks one; choose with --widget")
        }
        return widgets.first
    }

    /// The previews of `widget` (those whose widget closure builds it; every preview when
    /// there is only one widget and a preview names none).
    func previews(of widget: String) -> [WidgetPreview] {
        previews.filter { $0.widgetType == widget || ($0.widgetType == nil && widgets.count == 1) }
    }
}
