import WidgetKit
import SwiftUI

struct FocusEntry: TimelineEntry {
    let date: Date
    let session: Session?
    let showsProgress: Bool
}

struct FocusProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> FocusEntry {
        FocusEntry(date: .now, session: Session(kind: .focus, start: .now), showsProgress: true)
    }

    func snapshot(for configuration: FocusConfigurationIntent, in context: Context) async -> FocusEntry {
        FocusEntry(date: .now, session: SessionStore.load(), showsProgress: configuration.showsProgress)
    }

    func timeline(for configuration: FocusConfigurationIntent, in context: Context) async -> Timeline<FocusEntry> {
        let session = SessionStore.load()
        var entries = [FocusEntry(date: .now, session: session, showsProgress: configuration.showsProgress)]
        if let session {
            // When the session ends, show the idle state.
            entries.append(FocusEntry(date: session.end, session: nil, showsProgress: configuration.showsProgress))
        }
        return Timeline(entries: entries, policy: .never)
    }
}

struct FocusEntryView: View {
    var entry: FocusEntry

    var body: some View {
        if let session = entry.session {
            VStack(alignment: .leading, spacing: 6) {
                Label(session.kind.title, systemImage: "brain.head.profile")
                    .font(.caption.bold())
                    .foregroundStyle(.orange)
                Spacer()
                Text(timerInterval: session.interval, countsDown: true)
                    .font(.system(size: 36, weight: .semibold).monospacedDigit())
                    .foregroundStyle(.white)
                if entry.showsProgress {
                    ProgressView(timerInterval: session.interval, countsDown: true) {
                        EmptyView()
                    } currentValueLabel: {
                        EmptyView()
                    }
                    .tint(.orange)
                }
            }
            .containerBackground(Color(red: 0.11, green: 0.11, blue: 0.12), for: .widget)
        } else {
            VStack(spacing: 8) {
                Image(systemName: "play.circle.fill")
                    .font(.largeTitle)
                Text("No session")
                    .font(.footnote)
            }
            .foregroundStyle(.secondary)
            .containerBackground(Color(red: 0.11, green: 0.11, blue: 0.12), for: .widget)
        }
    }
}

struct FocusWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "FocusWidget", intent: FocusConfigurationIntent.self, provider: FocusProvider()) { entry in
            FocusEntryView(entry: entry)
        }
        .configurationDisplayName("Focus Timer")
        .supportedFamilies([.systemSmall])
    }
}

extension FocusConfigurationIntent {
    fileprivate static var withBar: FocusConfigurationIntent {
        let intent = FocusConfigurationIntent()
        intent.showsProgress = true
        return intent
    }
}

#Preview("Running", as: .systemSmall) {
    FocusWidget()
} timeline: {
    FocusEntry(date: .now, session: Session(kind: .focus, start: .now), showsProgress: true)
    FocusEntry(date: .now + 25 * 60, session: nil, showsProgress: true)
}
