import Foundation
import TimerMask

/// A widget as a snapshot test takes it: loaded once (its Swift folder, a scene file or a
/// preset, with its family, colour scheme and scale), then rendered at the instants a strategy
/// names. Loading is where bad input is met, so it throws in the test that loads it.
public struct SnapshotWidget: Sendable {
    /// The scene and its pictures and fonts, as `timermask render` loads them.
    public let bundle: SceneBundle
    /// The colour scheme and time zone it is drawn in.
    public let environment: SceneEnvironment

    public init(_ bundle: SceneBundle, environment: SceneEnvironment = SceneEnvironment()) {
        self.bundle = bundle
        self.environment = environment
    }

    /// The widget of a Swift folder (or files), as `timermask render --swift FOLDER --widget
    /// NAME --family FAMILY --color-scheme SCHEME --scale SCALE` reads it: the widget's size is
    /// `device`'s for the family.
    public static func swift(_ folder: URL, widget: String? = nil, family: WidgetSizes.Family = .systemSmall,
                             colorScheme: ColorSchemeSetting = .light, displayScale: Double = 2,
                             device: String = WidgetSizes.defaultDevice) throws -> SnapshotWidget {
        guard let screen = WidgetSizes.screen(device: device), let size = screen.size(family) else {
            throw SnapshotWidgetError("no \(family.rawValue) widget of the device '\(device)' is known (devices: \(WidgetSizes.deviceNames.joined(separator: ", ")))")
        }
        var options = SwiftWidgetOptions(width: size.width, height: size.height, displayScale: displayScale,
                                         family: family, colorScheme: colorScheme)
        options.screen = screen
        options.widgetName = widget
        return SnapshotWidget(try SceneBundle.load(swift: [folder], options: options),
                              environment: SceneEnvironment(colorScheme: colorScheme))
    }

    /// A scene file, as `timermask render --scene FILE --color-scheme SCHEME` reads it.
    public static func scene(_ file: URL, colorScheme: ColorSchemeSetting = .light) throws -> SnapshotWidget {
        SnapshotWidget(try SceneBundle.load(sceneFile: file), environment: SceneEnvironment(colorScheme: colorScheme))
    }

    /// The picture at `offset` seconds after the scene's reference.
    public func image(at offset: Seconds) throws -> RGBAImage {
        try bundle.renderer(environment: environment).render(at: bundle.scene.reference + offset).image
    }
}

/// Why a widget could not be loaded for a snapshot, in one sentence.
public struct SnapshotWidgetError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
