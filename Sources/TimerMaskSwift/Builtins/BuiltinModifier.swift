/// The SwiftUI view modifiers TimerMask draws, by name; each becomes its scene modifier
/// (`Evaluator.modifier`).
enum BuiltinModifier: String, CaseIterable {
    case frame, padding, offset, rotationEffect, scaleEffect, opacity, clipped, clipShape, background, overlay
    case containerBackground, mask, font, multilineTextAlignment, foregroundColor, foregroundStyle, tint
    case clockHandRotationEffect, _clockHandRotationEffect

    /// What TimerMask reads of it, in one line (for the support table).
    var summary: String {
        switch self {
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
        case .font: "Font.custom by name; .system and the text styles drawn in DejaVu Sans"
        case .multilineTextAlignment: ".leading, .center or .trailing"
        case .foregroundColor, .foregroundStyle, .tint: "a Color"
        case .clockHandRotationEffect, ._clockHandRotationEffect: "a period, a time zone and an anchor"
        }
    }
}

/// The SwiftUI view modifiers that change no pixel TimerMask draws: accepted and ignored
/// (README, "Swift sources").
enum IgnoredModifier: String, CaseIterable {
    case widgetURL, id, accessibilityLabel, accessibilityHidden, privacySensitive, unredacted, widgetAccentable
    case invalidatableContent, contentTransition, monospacedDigit, environment, ignoresSafeArea, edgesIgnoringSafeArea
    case transaction, drawingGroup, compositingGroup, fixedSize, lineLimit, minimumScaleFactor, allowsTightening
    case widgetLabel, luminanceToAlpha, bold, italic, fontWeight

    /// What TimerMask does with it, in one line (for the support table).
    var summary: String { "accepted and ignored: it changes no pixel TimerMask draws" }
}
