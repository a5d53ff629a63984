import Foundation
import SnapshotTesting
import TimerMask

extension Diffing where Value == WidgetPicture {
    /// Pictures stored as PNG (TimerMask's own codec: the same bytes on Linux and macOS) and
    /// compared pixel by pixel with TimerMask's `ImageDifference`: within `tolerance` they match;
    /// otherwise the message counts the differing pixels and names a heat map of the differences
    /// written beside the failed snapshot (`SNAPSHOT_ARTIFACTS`, else the temporary directory),
    /// which is also attached where the test runner keeps attachments.
    public static func widgetImage(tolerance: GoldenTolerance = .exact) -> Self {
        .diff(
            toData: { picture in
                guard let image = picture.image, let bytes = try? PNGCodec.encode(image) else {
                    return Data((picture.failure ?? "no picture").utf8)
                }
                return Data(bytes)
            },
            fromData: { data in
                do { return WidgetPicture(try PNGCodec.decode([UInt8](data), source: "the reference snapshot")) } catch {
                    // A reference recorded from a failed render holds the failure's text.
                    let text = data.count <= 4096 ? String(data: data, encoding: .utf8) : nil
                    return WidgetPicture(failure: text.map { "the reference snapshot was recorded from a failed render: \($0)" }
                                                  ?? "the reference snapshot is not a PNG TimerMask can read (\(error))")
                }
            },
            diffV2: { reference, actual in
                if let failure = actual.failure { return ("the widget could not be rendered: \(failure)", []) }
                // The widget renders now; a reference recorded from a failure says what it held.
                if let failure = reference.failure { return (failure, []) }
                guard let expected = reference.image, let image = actual.image else { return ("no picture", []) }
                let difference = ImageDifference(actual: image, expected: expected, tolerance: tolerance)
                if difference.isWithin(tolerance) { return nil }
                let heatMap = (try? PNGCodec.encode(difference.heatMap)).map { Data($0) }
                var message = difference.sizeMatches
                    ? "\(difference.differingPixels) of \(difference.totalPixels) pixels differ (largest channel difference \(difference.maxChannelDifference); allowed: \(tolerance))"
                    : "the widget renders \(difference.actualSize) px but the reference is \(difference.expectedSize) px"
                if let heatMap, let file = Self.writeHeatMap(heatMap) { message += "; differences: \(file.path)" }
                return (message, heatMap.map { [.data($0, name: "difference.png")] } ?? [])
            })
    }

    /// The heat map in the artifacts directory, under a name of its own; nil when it cannot be written.
    static func writeHeatMap(_ data: Data) -> URL? {
        let directory = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory
        let file = directory.appendingPathComponent("timermask-difference-\(UUID().uuidString).png")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
            return file
        } catch { return nil }
    }
}
