import Foundation
import SnapshotTesting
import Testing
import TimerMaskSnapshotTesting

struct TideWidgetSnapshots {
    // The widget extension's folder, as `timermask render --swift` reads it.
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../TideWidget")

    @Test(.disabled("the documentation's example: compiled here; WidgetSnapshotTests makes the same calls"))
    func twoHoursIn() throws {
        let widget = try SnapshotWidget.swift(folder, family: .systemSmall, colorScheme: .dark)
        assertSnapshot(of: widget, as: .widget(at: 7200))
        assertSnapshot(of: widget, as: .contactSheet(from: 0, to: 3600 * 5, cells: 6))
    }
}
