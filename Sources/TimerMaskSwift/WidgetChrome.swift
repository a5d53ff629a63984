import SwiftSyntax
import TimerMaskCore

/// The widget around the view (iOS 17 and later): WidgetKit draws the view's
/// `containerBackground(_:for: .widget)` behind the whole widget, and pads the view by the
/// widget's content margins unless the configuration says `.contentMarginsDisabled()`.
///
/// - Content margins: Apple's Human Interface Guidelines give 16 pt as the margin "for most
///   widgets" (and WWDC20's "Design great widgets": "the default sixteen point layout margins
///   across all sizes"); the system's own value is not published per device, so TimerMask pads
///   by 16 pt in the system families, `--content-margins` to change it. The Lock Screen uses
///   "smaller margins" with no number given: TimerMask uses 0 pt in the accessory families.
/// - Container background: drawn filling the widget. Accessory families show none
///   (`showsWidgetContainerBackground` is false there: the Lock Screen shows through), nor does
///   a widget rendered accented or vibrant (the system removes it). A widget with none in a
///   system family is drawn on the system background, with a warning (iOS 17 overlays a request
///   to adopt the API during development).
/// - The widget's shape: the Home Screen clips a widget to a rounded rectangle of
///   `--widget-corners` (22 pt; Apple publishes none), accessoryCircular to a circle.
/// - The rendering mode (`WidgetRenderingModifier`): vibrant in the accessory families, full
///   colour otherwise, or `--rendering-mode`.
extension Evaluator {
    /// The margins TimerMask pads a family's content by when no flag says otherwise.
    static func defaultContentMargins(_ family: WidgetSizes.Family) -> Double {
        family.isAccessory ? 0 : 16
    }

    /// The content margins this render pads by (0 when the configuration disables them).
    func contentMargins(disabled: Bool) -> Double {
        disabled ? 0 : options.contentMargins ?? Self.defaultContentMargins(options.family)
    }

    /// Whether the widget shows its container background: not on the Lock Screen, not when the
    /// system renders it accented or vibrant.
    var showsContainerBackground: Bool {
        !options.family.isAccessory && options.effectiveRenderingMode == .fullColor
    }

    /// The widget's shape as the screen clips it, and its rendering mode, on the whole widget.
    func widgetModifiers() -> [SceneModifier] {
        var modifiers: [SceneModifier] = []
        switch options.family {
        case .accessoryCircular: modifiers.append(.clipShape(.circle))
        case .accessoryRectangular, .accessoryInline: break
        case .systemSmall, .systemMedium, .systemLarge:
            if options.widgetCornerRadius > 0 { modifiers.append(.clipShape(.roundedRectangle(cornerRadius: SceneLength(options.widgetCornerRadius)))) }
        }
        let mode = options.effectiveRenderingMode
        if mode != .fullColor { modifiers.append(.widgetRendering(mode, AccentedColors(accent: options.accentColor))) }
        return modifiers
    }

    /// `view` (an entry's view) inside its widget: a centred ZStack of the container background,
    /// flexible to the widget's size, and the view padded by the content margins.
    func assembleWidget(_ view: ViewValue, marginsDisabled: Bool, configuration node: Syntax) throws -> Assembled {
        collectsContainerBackground = true
        containerBackground = nil
        defer { collectsContainerBackground = false; containerBackground = nil }
        var content = try assembleRoot(view)
        if options.family == .accessoryInline { content = try inlineWidget(content, node) }
        let margins = contentMargins(disabled: marginsDisabled)
        if margins > 0 { content.node.modifiers.append(.padding(edges: .all, length: SceneLength(margins))) }
        guard showsContainerBackground else {
            // The widget's frame stays its whole size, so its clip and rendering cover it.
            let whole = SceneModifier.flexibleFrame(FlexibleFrame(maxWidth: SceneLength(.infinity), maxHeight: SceneLength(.infinity)))
            content.node = SceneNode(.zStack(alignment: .center, children: [content.node]), [whole] + widgetModifiers())
            content.holes = Assembled.childHoles([content])
            return content
        }
        var background: Assembled
        if let declared = containerBackground {
            background = declared
        } else {
            approximate(node, "the widget's view declares no containerBackground(_:for: .widget): drawn on the system background (iOS 17 and later overlay a request to adopt containerBackground during development)")
            background = Assembled(node: SceneNode(.color(.system("systemBackground"))), holes: [])
        }
        background.node.modifiers.append(.flexibleFrame(FlexibleFrame(maxWidth: SceneLength(.infinity), maxHeight: SceneLength(.infinity))))
        return Assembled(node: SceneNode(.zStack(alignment: .center, children: [background.node, content.node]), widgetModifiers()),
                         holes: Assembled.childHoles([background, content]))
    }
}

extension WidgetSizes.Family {
    /// The Lock Screen's families.
    public var isAccessory: Bool { rawValue.hasPrefix("accessory") }
}
