import WidgetKit
import SwiftUI

/// The Lock Screen companion: a circular gauge that empties by itself.
struct FocusRingView: View {
    var entry: FocusEntry

    var body: some View {
        if let session = entry.session {
            ProgressView(timerInterval: session.interval, countsDown: true) {
                Text(session.kind.title)
            } currentValueLabel: {
                Text(timerInterval: session.interval, countsDown: true)
                    .multilineTextAlignment(.center)
            }
            .progressViewStyle(.circular)
            .containerBackground(.clear, for: .widget)
        } else {
            Image(systemName: "timer")
                .containerBackground(.clear, for: .widget)
        }
    }
}

struct FocusRingWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "FocusRingWidget", intent: FocusConfigurationIntent.self, provider: FocusProvider()) { entry in
            FocusRingView(entry: entry)
        }
        .configurationDisplayName("Focus Ring")
        .supportedFamilies([.accessoryCircular])
    }
}

@main
struct FocusWidgets: WidgetBundle {
    var body: some Widget {
        FocusWidget()
        FocusRingWidget()
    }
}

#Preview("Ring", as: .accessoryCircular) {
    FocusRingWidget()
} timeline: {
    FocusEntry(date: .now, session: Session(kind: .shortBreak, start: .now - 60), showsProgress: true)
}
