import Foundation
import Testing
import TimerMaskCore
import TimerMaskSwift

/// `LazyVGrid`/`LazyHGrid` of `.fixed` and `.flexible` items, as the stacks they come to.
struct LazyGridTests {
    /// A lazy grid is the stacks its layout comes to: rows of cells framed by their column's item,
    /// a short last row kept in its columns, each row at its ideal height.
    @Test func aLazyGridIsRowsOfFramedCells() throws {
        let root = try SwiftWidgetSource.parse("""
        struct V: View { var body: some View {
            LazyVGrid(columns: [GridItem(.fixed(20), spacing: 4), GridItem(.flexible())], spacing: 6) { ForEach(0..<3) { _ in Color.red } }
        } }
        """).scene(FoundationDatesTests.options()).root
        guard case .vStack(.center, 6, let rows) = root.content, rows.count == 2,
              case .hStack(.center, 4, let first) = rows[0].content, case .hStack(_, _, let last) = rows[1].content else {
            Issue.record("\(root)"); return
        }
        #expect(rows[0].modifiers == [.fixedSize(horizontal: false, vertical: true)])
        #expect(first[0].modifiers == [.frame(width: SceneLength(20), height: nil, alignment: .center)])
        #expect(first[1].modifiers == [.flexibleFrame(FlexibleFrame(minWidth: SceneLength(10), maxWidth: SceneLength(.infinity), alignment: .center))])
        #expect(last.count == 2 && last[1].content == .color(.fixed(.clear)))
        #expect(throws: SwiftImportError.self) {
            try SwiftWidgetSource.parse("struct V: View { var body: some View { LazyVGrid(columns: [GridItem(.adaptive(minimum: 20))]) { Color.red } } }").scene(FoundationDatesTests.options())
        }
    }
}
