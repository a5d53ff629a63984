import SwiftSyntax
import TimerMaskCore

/// `ContainerRelativeShape`: "the container's shape inset to the view", concentric with the
/// widget's corners. TimerMask does not know where in the widget the view sits when it builds
/// the shape, so it assumes the view sits at the content margins (a background of the padded
/// content, the common use): a rounded rectangle of the widget's corner radius
/// (`--widget-corners`, 22 pt) less the margins, with a warning saying so. In accessoryCircular
/// the container is a circle. Outside a widget, Apple documents "a rectangle".
extension Evaluator {
    func containerRelativeShape(_ e: some SyntaxProtocol) -> SceneShape {
        guard entryOrigin != nil else { return .rectangle }
        switch options.family {
        case .accessoryCircular: return .circle
        case .accessoryRectangular, .accessoryInline: return .rectangle
        case .systemSmall, .systemMedium, .systemLarge:
            let margins = contentMargins(disabled: contentMarginsDisabled)
            let radius = max(0, options.widgetCornerRadius - margins)
            approximate(e, "ContainerRelativeShape is drawn as a rounded rectangle of radius \(SceneLength(radius).description) pt (the widget's \(SceneLength(options.widgetCornerRadius).description) pt corners less its \(SceneLength(margins).description) pt margins), as if the view sat at the content margins")
            return .roundedRectangle(cornerRadius: SceneLength(radius))
        }
    }
}
