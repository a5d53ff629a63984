import WidgetKit
import SwiftUI

enum Phase: Hashable {
    case work(round: Int)
    case rest
    case idle
}

struct PomodoroEntry: TimelineEntry {
    let date: Date
    let phase: Phase
    let phaseEnd: Date?
    let roundsPerSet: Int
}

struct PomodoroProvider: TimelineProvider {
    func placeholder(in context: Context) -> PomodoroEntry {
        PomodoroEntry(date: .now, phase: .work(round: 1), phaseEnd: .now.addingTimeInterval(25 * 60), roundsPerSet: 4)
    }

    func getSnapshot(in context: Context, completion: @escaping (PomodoroEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PomodoroEntry>) -> Void) {
        let start = Date()
        let entries = [
            PomodoroEntry(date: start, phase: .work(round: 1), phaseEnd: start + 25 * 60, roundsPerSet: 4),
            PomodoroEntry(date: start + 25 * 60, phase: .rest, phaseEnd: start + 30 * 60, roundsPerSet: 4),
            PomodoroEntry(date: start + 30 * 60, phase: .idle, phaseEnd: nil, roundsPerSet: 4),
        ]
        completion(Timeline(entries: entries, policy: .never))
    }
}

struct PomodoroView: View {
    private let entry: PomodoroEntry

    init(entry: PomodoroEntry) {
        self.entry = entry
    }

    private var tint: Color {
        switch entry.phase {
        case .work: Color(red: 71/255, green: 97/255, blue: 244/255)
        case .rest: .green
        case .idle: .gray
        }
    }

    private var progress: Double {
        switch entry.phase {
        case .work(let round): Double(round) / Double(entry.roundsPerSet)
        case .rest: 1
        case .idle: 0
        }
    }

    private var caption: String {
        if case .work(let round) = entry.phase {
            return "Round \(round)"
        }
        return entry.phase == .rest ? "Break" : "Ready"
    }

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: 30)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(tint, style: .init(lineWidth: 30, lineCap: .butt))
                .rotationEffect(.degrees(-90))
            VStack(spacing: 0) {
                Text(caption)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                if let end = entry.phaseEnd {
                    Text(timerInterval: entry.date...end, countsDown: true)
                        .font(.caption.monospacedDigit().bold())
                        .multilineTextAlignment(.center)
                        .frame(width: 60)
                }
            }
        }
        .frame(width: 110, height: 110)
        .containerBackground(.white, for: .widget)
    }
}

@main
struct PomodoroWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Pomodoro", provider: PomodoroProvider()) { entry in
            PomodoroView(entry: entry)
        }
        .configurationDisplayName("Pomodoro")
        .supportedFamilies([.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    PomodoroWidget()
} timeline: {
    PomodoroEntry(date: .now, phase: .work(round: 2), phaseEnd: .now + 25 * 60, roundsPerSet: 4)
    PomodoroEntry(date: .now + 25 * 60, phase: .rest, phaseEnd: .now + 30 * 60, roundsPerSet: 4)
}
