/// Widget sizes in points per iPhone screen and family, as iOS 16–18 lays them out: Apple's
/// Human Interface Guidelines, "Widgets" → Specifications → iOS dimensions (the table for iOS 18
/// and earlier). Checked row by row against FrameUp's transcription of that table
/// (ryanlintott/FrameUp, `WidgetFrameSet+all.swift`), whose probe widget confirmed the 430- and
/// 393-point rows on iOS 18.6, including the 440 × 956 and 402 × 874 screens of the iPhone 16
/// Pro Max and 16 Pro, which the table has no row for and which take those rows' sizes.
/// iOS 26 changed every system size (FrameUp measured, e.g., a 524-pixel small widget at @3x on a
/// 430-point screen, 174.67 pt); those are not in this table: give `--widget-size` for them.
/// A GeometryReader at the top of a widget reads these sizes.
public enum WidgetSizes {
    /// WidgetKit's widget families on iPhone.
    public enum Family: String, CaseIterable, Sendable {
        case systemSmall, systemMedium, systemLarge, accessoryCircular, accessoryRectangular, accessoryInline
    }

    /// One row of the table: a portrait screen size and its widgets.
    public struct Screen: Sendable {
        public let screen: (width: Int, height: Int)
        public let devices: [String]
        let sizes: [Family: (Double, Double)]
        public func size(_ family: Family) -> (width: Double, height: Double)? { sizes[family].map { ($0.0, $0.1) } }
    }

    static func row(_ w: Int, _ h: Int, _ devices: [String], small: Double, medium: (Double, Double), large: (Double, Double),
                    circular: Double, rectangular: (Double, Double), inline: Double) -> Screen {
        Screen(screen: (w, h), devices: devices, sizes: [.systemSmall: (small, small), .systemMedium: medium, .systemLarge: large,
                                                         .accessoryCircular: (circular, circular), .accessoryRectangular: rectangular,
                                                         .accessoryInline: (inline, 26)])
    }

    public static let screens: [Screen] = [
        row(430, 932, ["iPhone 16 Pro Max", "iPhone 16 Plus", "iPhone 15 Pro Max", "iPhone 15 Plus", "iPhone 14 Pro Max"],
            small: 170, medium: (364, 170), large: (364, 382), circular: 76, rectangular: (172, 76), inline: 257),
        row(428, 926, ["iPhone 14 Plus", "iPhone 13 Pro Max", "iPhone 12 Pro Max"],
            small: 170, medium: (364, 170), large: (364, 382), circular: 76, rectangular: (172, 76), inline: 257),
        row(414, 896, ["iPhone 11 Pro Max", "iPhone 11", "iPhone XS Max", "iPhone XR"],
            small: 169, medium: (360, 169), large: (360, 379), circular: 76, rectangular: (160, 72), inline: 248),
        row(393, 852, ["iPhone 16 Pro", "iPhone 16", "iPhone 15 Pro", "iPhone 15", "iPhone 14 Pro"],
            small: 158, medium: (338, 158), large: (338, 354), circular: 72, rectangular: (160, 72), inline: 234),
        row(390, 844, ["iPhone 14", "iPhone 13 Pro", "iPhone 13", "iPhone 12 Pro", "iPhone 12"],
            small: 158, medium: (338, 158), large: (338, 354), circular: 72, rectangular: (160, 72), inline: 234),
        row(375, 812, ["iPhone 13 mini", "iPhone 12 mini", "iPhone 11 Pro", "iPhone XS", "iPhone X"],
            small: 155, medium: (329, 155), large: (329, 345), circular: 72, rectangular: (157, 72), inline: 225),
        row(414, 736, ["iPhone 8 Plus"],
            small: 159, medium: (348, 157), large: (348, 357), circular: 76, rectangular: (170, 76), inline: 248),
        row(375, 667, ["iPhone SE (3rd generation)", "iPhone SE (2nd generation)", "iPhone 8"],
            small: 148, medium: (321, 148), large: (321, 324), circular: 68, rectangular: (153, 68), inline: 225),
    ]

    /// The row for a device name (case and spaces ignored).
    public static func screen(device: String) -> Screen? {
        let key = normalised(device)
        return screens.first { $0.devices.contains { normalised($0) == key } }
    }

    public static var deviceNames: [String] { screens.flatMap(\.devices) }

    /// The default device: its small widget is the presets' 170 pt side.
    public static let defaultDevice = "iPhone 15 Pro Max"

    static func normalised(_ s: String) -> String { s.lowercased().filter { !$0.isWhitespace } }
}
