import SwiftUI

/// iOS 17 wants `containerBackground`; iOS 16 draws the background itself.
struct WidgetBackgroundModifier<Background: View>: ViewModifier {
    let background: Background

    func body(content: Content) -> some View {
        if #available(iOSApplicationExtension 17.0, *) {
            content.containerBackground(for: .widget) { background }
        } else {
            content.padding().background(background)
        }
    }
}

extension View {
    func widgetBackground<Background: View>(_ background: Background) -> some View {
        modifier(WidgetBackgroundModifier(background: background))
    }
}
