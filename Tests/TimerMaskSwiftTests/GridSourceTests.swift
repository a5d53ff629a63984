import Foundation
import Testing
import TimerMaskCore
import TimerMaskSwift

/// `Grid`, `GridRow`, `ViewThatFits` and `.aspectRatio` as widget code writes them.
struct GridSourceTests {
    func root(_ body: String) throws -> SceneNode {
        try SwiftWidgetSource.parse("struct V: View {\n    var body: some View {\n        \(body)\n    }\n}\n").scene(FoundationDatesTests.options()).root
    }

    @Test func aGridsRowsAreItsGridRowsAndItsOtherViewsSpanIt() throws {
        let grid = try root(#"Grid(alignment: .leading, horizontalSpacing: 4) { GridRow { Text("a"); Text("b") }; Color.gray.frame(height: 1); GridRow(alignment: .top) { Color.red } }"#)
        guard case .grid(let model, let children) = grid.content else { Issue.record("\(grid)"); return }
        #expect(model.rows == [2, nil, 1] && model.rowAlignments == [nil, nil, .top])
        #expect(model.alignment == .leading && model.horizontalSpacing == 4 && model.verticalSpacing == nil)
        #expect(children.count == 4)
        // Rows from a ForEach.
        let looped = try root(#"Grid { ForEach(0..<3) { i in GridRow { Text("\(i)"); Text("x") } } }"#)
        guard case .grid(let rows, _) = looped.content else { Issue.record("\(looped)"); return }
        #expect(rows.rows == [2, 2, 2])
        // A GridRow on its own is a row of cells side by side.
        guard case .hStack = try root(#"GridRow { Text("a"); Text("b") }"#).content else { Issue.record("a lone GridRow"); return }
        // A cell modifier TimerMask does not lay out is refused by name.
        #expect(throws: (any Error).self) { try root(#"Grid { GridRow { Text("a").gridCellColumns(2) } }"#) }
    }

    @Test func viewThatFitsKeepsItsAxesAndChildren() throws {
        let fits = try root(#"ViewThatFits(in: .horizontal) { Text("a long line"); Text("short") }"#)
        guard case .viewThatFits(let axes, let children) = fits.content else { Issue.record("\(fits)"); return }
        #expect(axes == .horizontal && children.count == 2)
        guard case .viewThatFits(.both, _) = try root(#"ViewThatFits { Text("a") }"#).content else { Issue.record("both axes by default"); return }
    }

    @Test func aspectRatioTakesANumberACGSizeOrNothing() throws {
        #expect(try root("Color.red.aspectRatio(2, contentMode: .fill)").modifiers == [.aspectRatio(2, contentMode: .fill)])
        #expect(try root("Color.red.aspectRatio(CGSize(width: 3, height: 1), contentMode: .fit)").modifiers == [.aspectRatio(3, contentMode: .fit)])
        #expect(try root("Color.red.aspectRatio(contentMode: .fit)").modifiers == [.aspectRatio(nil, contentMode: .fit)])
        #expect(try root("Color.red.scaledToFill()").modifiers == [.aspectRatio(nil, contentMode: .fill)])
        #expect(throws: (any Error).self) { try root("Color.red.aspectRatio(-1, contentMode: .fit)") }
        // .layoutPriority, read by the stack around.
        #expect(try root("HStack { Text(\"a\").layoutPriority(1); Text(\"b\") }").content.children[0].modifiers == [.layoutPriority(1)])
    }
}
