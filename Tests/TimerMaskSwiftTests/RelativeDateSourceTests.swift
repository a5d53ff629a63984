import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
@testable import TimerMaskSwift

/// `Text(date, style: .relative)` and `.offset` in widget code: live texts, warned as modelled.
struct RelativeDateSourceTests {
    @Test func relativeAndOffsetTextsAreLiveAndRead() throws {
        let bundle = try ApproximationWarningTests().load("""
        struct V: View {
            let start = Date().addingTimeInterval(8580)
            var body: some View { VStack { Text(start, style: .relative); Text(start, style: .offset) } }
        }
        """)
        let formats = bundle.scene.allTexts.flatMap { $0.text.runs.compactMap { if case .timer(let spec) = $0 { spec.format } else { nil } } }
        #expect(formats == [.relative(offset: false), .relative(offset: true)])
        #expect(bundle.warnings.contains { $0.contains("Text(date, style: .relative/.offset) is drawn by TimerMask's model") })
        let rendering = try bundle.renderer().render(at: bundle.scene.reference)
        #expect(rendering.texts.map(\.shown) == ["2 hours, 23 minutes", "+2 hours"], "\(rendering.texts.map(\.shown))")
    }
}
