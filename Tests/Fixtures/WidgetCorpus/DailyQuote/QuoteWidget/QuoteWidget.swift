import WidgetKit
import SwiftUI
import UIKit

struct QuoteEntry: TimelineEntry {
    let date: Date
    let quote: Quote
}

struct QuoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> QuoteEntry {
        QuoteEntry(date: Date(), quote: .fallback)
    }

    func getSnapshot(in context: Context, completion: @escaping (QuoteEntry) -> Void) {
        completion(QuoteEntry(date: Date(), quote: Quote.of(day: Date())))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<QuoteEntry>) -> Void) {
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: Date())
        let entries = (0..<3).map { offset -> QuoteEntry in
            let day = calendar.date(byAdding: .day, value: offset, to: today)!
            return QuoteEntry(date: day, quote: Quote.of(day: day))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct QuoteEntryView: View {
    var entry: QuoteProvider.Entry
    @Environment(\.redactionReasons) private var redactionReasons

    private var quoteMark: UIImage? {
        guard let path = Bundle.main.path(forResource: "quote-mark", ofType: "png") else { return nil }
        return UIImage(contentsOfFile: path)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let mark = quoteMark {
                Image(uiImage: mark)
                    .resizable()
                    .frame(width: 24, height: 24)
            }
            Text(entry.quote.text)
                .font(.system(.body, design: .serif))
                .italic()
                .minimumScaleFactor(0.7)
            Spacer(minLength: 0)
            HStack {
                Spacer()
                Text("— \(entry.quote.author.name)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .redacted(reason: redactionReasons)
        .widgetURL(URL(string: "quotes://quote/\(entry.quote.id)"))
        .containerBackground(Color(red: 1.0, green: 0.98, blue: 0.94), for: .widget)
    }
}

@main
struct QuoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "QuoteWidget", provider: QuoteProvider()) { entry in
            QuoteEntryView(entry: entry)
        }
        .configurationDisplayName("Daily Quote")
        .supportedFamilies([.systemMedium])
    }
}

#Preview(as: .systemMedium) {
    QuoteWidget()
} timeline: {
    QuoteEntry(date: .now, quote: Quote.of(day: .now))
    QuoteEntry(date: .now.addingTimeInterval(86_400), quote: Quote.of(day: .now.addingTimeInterval(86_400)))
}
