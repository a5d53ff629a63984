import Foundation
import SnapshotTesting
import TimerMask

extension Snapshotting where Value == SnapshotWidget, Format == WidgetPicture {
    /// The widget at `offset` seconds after its reference, as `timermask render --at OFFSET`
    /// draws it, stored as PNG and compared within `tolerance`.
    ///
    ///     let widget = try SnapshotWidget.swift(folder, family: .systemMedium, colorScheme: .dark)
    ///     assertSnapshot(of: widget, as: .widget(at: 90))
    public static func widget(at offset: Seconds = .zero, tolerance: GoldenTolerance = .exact) -> Self {
        Snapshotting(pathExtension: "png", diffing: .widgetImage(tolerance: tolerance)) { widget in
            WidgetPicture.made { try widget.image(at: offset) }
        }
    }

    /// A span as a contact sheet, as `timermask sheet --start FROM --step … --cells CELLS` draws
    /// it: `cells` instants evenly spaced from `from` to `to` seconds after the reference, each a
    /// thumbnail labelled with its time and what shows, red where it differs from the scene's schedule.
    public static func contactSheet(from: Seconds, to: Seconds, cells: Int = 10, columns: Int = 5, thumbnail: Int = 96,
                                    tolerance: GoldenTolerance = .exact) -> Self {
        Snapshotting(pathExtension: "png", diffing: .widgetImage(tolerance: tolerance)) { widget in
            WidgetPicture.made {
                guard (1...ContactSheet.maximumCells).contains(cells), to > from || cells == 1 else {
                    throw SnapshotWidgetError("a contact sheet spans from before to after, in 1…\(ContactSheet.maximumCells) cells (from \(from) to \(to) s in \(cells))")
                }
                let reference = widget.bundle.scene.reference
                let renderer = try widget.bundle.renderer(environment: widget.environment)
                return try ContactSheet(columns: columns, thumbnail: thumbnail, title: "snapshot")
                    .image(of: renderer, at: ContactSheet.instants(from: reference + from, to: reference + to, count: cells))
            }
        }
    }

    /// `widget(at:)` with the offset in seconds as a number (`.widget(at: 90)`, `.widget(at: 1.5)`),
    /// read to the microsecond.
    public static func widget(at seconds: Double, tolerance: GoldenTolerance = .exact) -> Self {
        guard let offset = exactSeconds(seconds) else { return failing("the instant \(seconds) s", tolerance) }
        return widget(at: offset, tolerance: tolerance)
    }

    /// `contactSheet(from:to:…)` with the span in seconds as numbers, read to the microsecond.
    public static func contactSheet(from: Double, to: Double, cells: Int = 10, columns: Int = 5, thumbnail: Int = 96,
                                    tolerance: GoldenTolerance = .exact) -> Self {
        guard let start = exactSeconds(from), let end = exactSeconds(to) else { return failing("the span \(from) s to \(to) s", tolerance) }
        return contactSheet(from: start, to: end, cells: cells, columns: columns, thumbnail: thumbnail, tolerance: tolerance)
    }

    /// `seconds` to the microsecond; nil when it is not a finite number of at most a million years.
    static func exactSeconds(_ seconds: Double) -> Seconds? {
        guard seconds.isFinite, abs(seconds) <= 3.2e13 else { return nil }
        return Seconds(approximating: seconds, denominator: 1_000_000)
    }

    /// A strategy whose every snapshot fails, saying `what` is not a time TimerMask renders.
    static func failing(_ what: String, _ tolerance: GoldenTolerance) -> Self {
        Snapshotting(pathExtension: "png", diffing: .widgetImage(tolerance: tolerance)) { _ in
            let picture = WidgetPicture(failure: "\(what) is not a finite number of seconds TimerMask renders")
            picture.report()
            return picture
        }
    }
}
