/// The SwiftUI view modifiers TimerMask draws, by name; each becomes its scene modifier
/// (`Evaluator.modifier`).
enum BuiltinModifier: String, CaseIterable {
    case frame, padding, offset, rotationEffect, scaleEffect, opacity, clipped, clipShape, background, overlay
    case containerBackground, mask, font, multilineTextAlignment, foregroundColor, foregroundStyle, tint
    case clockHandRotationEffect, _clockHandRotationEffect
}

/// The SwiftUI view modifiers that change no pixel TimerMask draws: accepted and ignored
/// (README, "Swift sources").
enum IgnoredModifier: String, CaseIterable {
    case widgetURL, id, accessibilityLabel, accessibilityHidden, privacySensitive, unredacted, widgetAccentable
    case invalidatableContent, contentTransition, monospacedDigit, environment, ignoresSafeArea, edgesIgnoringSafeArea
    case transaction, drawingGroup, compositingGroup, fixedSize, lineLimit, minimumScaleFactor, allowsTightening
    case widgetLabel, luminanceToAlpha, bold, italic, fontWeight
}
