import SwiftSyntax

/// The device a widget's `#available` and `#unavailable` are asked on: an iPhone on iOS 18.6,
/// the release whose widget sizes `WidgetSizes` models (docs: SwiftSources.md).
enum SimulatedPlatform {
    static let iOS = [18, 6]

    /// Whether `#available(…)` holds (or `#unavailable(…)` fails): its iOS version, else `*`.
    static func satisfies(_ condition: AvailabilityConditionSyntax) -> Bool {
        var holds = true
        for argument in condition.availabilityArguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                  restriction.platform.text == "iOS" else { continue }
            let version = restriction.version.map { v in
                [v.major.text] + v.components.map { $0.number.text }
            }?.compactMap { Int($0) } ?? [0]
            // Available when the version asked for is at most the simulated one, missing parts read as 0.
            let pairs = (0..<max(version.count, iOS.count)).map { i in (i < version.count ? version[i] : 0, i < iOS.count ? iOS[i] : 0) }
            holds = pairs.first { $0.0 != $0.1 }.map { $0.0 < $0.1 } ?? true
        }
        let unavailable = condition.availabilityKeyword.tokenKind == .poundUnavailable
        return unavailable ? !holds : holds
    }
}
