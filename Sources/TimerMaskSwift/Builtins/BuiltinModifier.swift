/// The SwiftUI view modifiers TimerMask draws, by name; each becomes its scene modifier
/// (`Evaluator.modifier`).
enum BuiltinModifier: String, CaseIterable {
    case frame, padding, offset, rotationEffect, scaleEffect, opacity, clipped, clipShape, background, overlay
    case containerBackground, mask, font, multilineTextAlignment, foregroundColor, foregroundStyle, tint
    case clockHandRotationEffect, _clockHandRotationEffect, modifier, position, fixedSize, progressViewStyle, gaugeStyle, lineLimit, truncationMode, bold, italic, fontWeight, monospacedDigit, redacted, unredacted
    case widgetAccentable, widgetAccentedRenderingMode, aspectRatio, scaledToFit, scaledToFill, layoutPriority, alignmentGuide

    /// What TimerMask reads of it, in one line (for the support table).
    var summary: String {
        switch self {
        case .modifier: "a ViewModifier of the files: its body(content:) with the view as content"
        case .position: "x/y, or a CGPoint: the view's centre in all the space it is offered"
        case .frame: "fixed width/height, or min/max bounds, with an alignment"
        case .padding: "all or some edges, a length or SwiftUI's default"
        case .offset: "x/y, or a CGSize"
        case .rotationEffect: "an Angle about an anchor"
        case .scaleEffect: "one factor, x/y or a CGSize, about an anchor"
        case .opacity: "a number"
        case .clipped: "to the view's frame"
        case .clipShape: "a built-in shape, or a custom Shape built for the clipped view's frame"
        case .background, .overlay: "a view or a builder, with an alignment"
        case .containerBackground: "a background of the view it is on"
        case .mask: "a view or a builder, with an alignment"
        case .font: "Font.custom by name; .system(size:weight:design:) and the text styles in Inter's faces (SystemFontStyle)"
        case .multilineTextAlignment: ".leading, .center or .trailing"
        case .fixedSize: "horizontal: and vertical:"
        case .foregroundColor, .foregroundStyle: "a Color"
        case .tint: "a Color: the fill of progress views and gauges inside (texts keep their foreground)"
        case .progressViewStyle: ".linear, .circular, .automatic"
        case .redacted: "reason .placeholder (or \\.redactionReasons holding it): the texts inside drawn as placeholder bars; .privacy and an empty set draw them as they are"
        case .unredacted: "the texts inside drawn as they are, inside a redacted view"
        case .monospacedDigit: "digits of one advance in the texts inside (the font's tnum feature)"
        case .bold, .italic, .fontWeight: "the weight or slant of the system font's texts inside (Inter's faces); a custom font is drawn as named, with a warning"
        case .lineLimit: "a number of lines, nil, or a range (its upper bound); reservesSpace: is not drawn"
        case .truncationMode: ".tail; .head and .middle are drawn as .tail, with a warning"
        case .gaugeStyle: "the widget styles (.accessoryCircular, .accessoryCircularCapacity, .accessoryLinear, .accessoryLinearCapacity, .linearCapacity) and .automatic"
        case .clockHandRotationEffect, ._clockHandRotationEffect: "a period, a time zone and an anchor"
        case .layoutPriority: "a number: the order the stack around offers its space in"
        case .alignmentGuide: "an alignment and a closure linear in d.width, d.height and d[alignment]: read by the stacks around"
        case .aspectRatio: "a ratio (a number or a CGSize; nil: the content's own) and contentMode: .fit or .fill"
        case .scaledToFit, .scaledToFill: "the content's own ratio, fitted or filling"
        case .widgetAccentable: "a Bool (true by default): the view's group when the widget renders accented"
        case .widgetAccentedRenderingMode: ".accented, .fullColor, .desaturated, .accentedDesaturated or nil"
        }
    }
}

/// The SwiftUI view modifiers that change no pixel of a full-colour Home Screen widget:
/// accepted and ignored (docs: SwiftSources.md).
enum IgnoredModifier: String, CaseIterable {
    case widgetURL, id, accessibilityLabel, accessibilityHidden, privacySensitive
    case invalidatableContent, contentTransition, transaction, widgetLabel

    /// What TimerMask does with it, in one line (for the support table).
    var summary: String { "accepted and ignored: it changes no pixel of a full-colour Home Screen widget" }
}

/// The SwiftUI view modifiers that change what iOS draws but that TimerMask does not draw yet:
/// accepted, so the rest of the view renders, each with a warning naming its place.
enum UndrawnModifier: String, CaseIterable {
    case allowsTightening
    case environment, ignoresSafeArea, edgesIgnoringSafeArea
    case labelStyle, buttonStyle, toggleStyle

    /// What iOS draws that TimerMask does not.
    var summary: String {
        switch self {
        case .allowsTightening: "tightening text to fit; TimerMask wraps and truncates it at its spacing"
        case .environment: "the environment value it sets for the views inside; TimerMask keeps the widget's"
        case .ignoresSafeArea, .edgesIgnoringSafeArea: "the view reaching past the safe area; TimerMask keeps it inside the widget's content margins"
        case .labelStyle: "the label in that style (icon only, title only); TimerMask draws its icon and title"
        case .toggleStyle: "the toggle in that style (a button); TimerMask draws the switch style"
        case .buttonStyle: "the button in that style (bordered, prominent); TimerMask draws its label plainly, as .plain does"
        }
    }

    /// The warning at its place.
    var warning: String { ".\(rawValue)(…) is not drawn: iOS draws \(summary)" }
}
