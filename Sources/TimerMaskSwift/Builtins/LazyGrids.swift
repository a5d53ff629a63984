import SwiftSyntax
import TimerMaskCore

/// `LazyVGrid(columns:)` and `LazyHGrid(rows:)` built from the stacks SwiftUI's grid layout comes
/// to for `.fixed` and `.flexible` items: for a vertical grid, a `VStack` of rows (`spacing:`
/// apart), each an `HStack` of its cells, a `.fixed(w)` column's cell framed `w` wide and a
/// `.flexible(minimum:maximum:)` one's framed to take its share of what is left, each cell aligned
/// in its column by the item's `alignment`; a short last row keeps its cells in their columns.
/// `.adaptive` items are refused (their column count depends on the width offered).
extension Evaluator {
    /// One `GridItem`: its size and the spacing after it.
    struct GridItemValue {
        enum Size { case fixed(Double), flexible(min: Double, max: Double?) }
        let size: Size
        let spacing: Double?
        let alignment: SceneAlignment
    }

    /// `GridItem(.fixed(14), spacing: 4)`, `GridItem(.flexible())`, `GridItem()` (flexible).
    func gridItem(_ args: [Arg], _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        var fields: [String: SwiftValue] = ["size": args.first(where: { $0.label == nil })?.value ?? .member("flexible", [])]
        fields["spacing"] = argument(args, "spacing") ?? SwiftValue.none
        fields["alignment"] = argument(args, "alignment") ?? SwiftValue.none
        return .instance(Instance(type: "GridItem", fields: fields))
    }

    func gridItems(_ value: SwiftValue?, _ e: FunctionCallExprSyntax) throws -> [GridItemValue] {
        guard case .array(let items)? = try value.map(known), !items.isEmpty, items.count <= 100 else {
            throw runtime(e, "a lazy grid needs 1…100 GridItems")
        }
        return try items.map { item in
            guard case .instance(let i) = try known(item), i.type == "GridItem" else { throw runtime(e, "\(item.typeDescription) is not a GridItem") }
            let size: GridItemValue.Size
            switch try known(i.fields["size"] ?? .none) {
            case .member("fixed", let a): size = .fixed(try number(a.first?.value, e, "the fixed size").double)
            case .member("flexible", let a):
                size = .flexible(min: try argument(a, "minimum").map { try number($0, e, "minimum:").double } ?? 10,
                                 max: try argument(a, "maximum").map { try number($0, e, "maximum:").double })
            case .member("adaptive", _):
                throw unsupported(e, "a GridItem(.adaptive(…)) (its number of columns depends on the width offered; TimerMask lays out .fixed and .flexible items)")
            case let other: throw runtime(e, "\(other.typeDescription) is not a GridItem size (.fixed, .flexible)")
            }
            let spacing: Double? = try { if case .none = i.fields["spacing"] ?? .none { return nil }; return try number(i.fields["spacing"], e, "spacing:").double }()
            var alignment = SceneAlignment.center
            if case .member(let a, _) = try known(i.fields["alignment"] ?? .none) { alignment = try self.alignment(.member(a, []), e) }
            return GridItemValue(size: size, spacing: spacing, alignment: alignment)
        }
    }

    /// The grid as stacks: `vertical` for `LazyVGrid(columns:)`, else `LazyHGrid(rows:)`.
    func lazyGrid(vertical: Bool, _ args: [Arg], _ content: SwiftValue?, _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        let items = try gridItems(argument(args, vertical ? "columns" : "rows"), e)
        let cells = try builderViews(content, e).flatMap { view -> [ViewValue] in
            if case .group(let inner) = view.content, view.modifiers.isEmpty { return inner }
            return [view]
        }
        let origin = Syntax(e)
        let lineSpacing = try argument(args, "spacing").map { try double($0, e, "spacing") }
        // The spacing between cells of a line: the items' own (SwiftUI's default where nil).
        let gaps = Set(items.dropLast().map { $0.spacing ?? -1 })
        guard gaps.count <= 1 else { throw unsupported(e, "a lazy grid whose items have different spacings (TimerMask spaces a line's cells evenly)") }
        let cellSpacing = items.dropLast().first?.spacing
        func framed(_ cell: ViewValue, _ item: GridItemValue) -> ViewValue {
            switch item.size {
            case .fixed(let length):
                return cell.adding(.plain(vertical ? .frame(width: SceneLength(length), height: nil, alignment: item.alignment)
                                                   : .frame(width: nil, height: SceneLength(length), alignment: item.alignment)))
            case .flexible(let min, let max):
                let lower = SceneLength(min), upper = SceneLength(max ?? .infinity)
                return cell.adding(.plain(.flexibleFrame(vertical ? FlexibleFrame(minWidth: lower, maxWidth: upper, alignment: item.alignment)
                                                                  : FlexibleFrame(minHeight: lower, maxHeight: upper, alignment: item.alignment))))
            }
        }
        var lines: [ViewValue] = []
        var start = 0
        while start < cells.count {
            var line: [ViewValue] = []
            for (k, item) in items.enumerated() {
                // A short last line keeps its cells in their places: the rest hold empty, zero-thick cells.
                let cell = start + k < cells.count ? cells[start + k]
                    : ViewValue(content: .color(.fixed(.clear)), origin: origin, file: currentFile)
                        .adding(.plain(vertical ? .frame(width: nil, height: SceneLength(0), alignment: .center)
                                                : .frame(width: SceneLength(0), height: nil, alignment: .center)))
                line.append(framed(cell, item))
            }
            // A lazy grid proposes its cells nothing along its scrolling axis: each line takes its ideal length.
            lines.append(ViewValue(content: .kind(vertical ? HStackView.built(alignment: .center, spacing: cellSpacing, children: line)
                                                          : VStackView.built(alignment: .center, spacing: cellSpacing, children: line)),
                                   origin: origin, file: currentFile)
                .adding(.plain(.fixedSize(horizontal: !vertical, vertical: vertical))))
            start += items.count
        }
        guard lines.count <= SceneLimits.nodes else { throw problem(.limit, e, "this grid makes more lines than a scene may hold") }
        if vertical {
            let a = try stackAlignment(argument(args, "alignment"), e, "HorizontalAlignment", center: HorizontalEdgeAlignment.center)
            return .view(ViewValue(content: .kind(VStackView.built(alignment: a, spacing: lineSpacing, children: lines)), origin: origin, file: currentFile))
        }
        let a = try stackAlignment(argument(args, "alignment"), e, "VerticalAlignment", center: VerticalEdgeAlignment.center)
        return .view(ViewValue(content: .kind(HStackView.built(alignment: a, spacing: lineSpacing, children: lines)), origin: origin, file: currentFile))
    }
}
