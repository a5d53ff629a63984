import WidgetKit
import SwiftUI
import MarketKit

struct TickerEntry: TimelineEntry {
    let date: Date
    let quotes: [StockQuote]
}

struct TickerProvider: TimelineProvider {
    func placeholder(in context: Context) -> TickerEntry {
        TickerEntry(date: .now, quotes: Watchlist.preview)
    }

    func getSnapshot(in context: Context, completion: @escaping (TickerEntry) -> Void) {
        completion(TickerEntry(date: .now, quotes: Watchlist.preview))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TickerEntry>) -> Void) {
        completion(Timeline(entries: [TickerEntry(date: .now, quotes: Watchlist.preview)],
                            policy: .after(.now.addingTimeInterval(900))))
    }
}

private let gain = Color(red: 52/255, green: 199/255, blue: 89/255)
private let loss = Color(red: 1, green: 59/255, blue: 48/255)

struct QuoteRow: View {
    let quote: StockQuote

    var body: some View {
        HStack {
            Text(quote.symbol)
                .font(.subheadline.bold())
                .frame(width: 60, alignment: .leading)
            Sparkline(values: quote.history)
                .stroke(quote.isUp ? gain : loss, lineWidth: 1.5)
                .frame(width: 70, height: 20)
            Spacer()
            Text(String(format: "%.2f", quote.price))
                .font(.subheadline.monospacedDigit())
            Text(String(format: "%+.2f%%", quote.changePercent))
                .font(.caption.bold().monospacedDigit())
                .foregroundStyle(quote.isUp ? gain : loss)
                .frame(width: 64, alignment: .trailing)
                .padding(.vertical, 2)
                .background((quote.isUp ? gain : loss).opacity(0.15), in: Capsule())
        }
    }
}

struct TickerEntryView: View {
    var entry: TickerEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 6) {
                Image("logo")
                    .resizable()
                    .frame(width: 16, height: 16)
                Text("Watchlist")
                    .font(.caption.bold())
                Spacer()
                Text(entry.date, style: .time)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            ForEach(entry.quotes) { quote in
                QuoteRow(quote: quote)
            }
        }
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color(.systemBackground), Color(.secondarySystemBackground)],
                           startPoint: .top, endPoint: .bottom)
        }
    }
}

@main
struct TickerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TickerWidget", provider: TickerProvider()) { entry in
            TickerEntryView(entry: entry)
        }
        .configurationDisplayName("Watchlist")
        .supportedFamilies([.systemMedium])
    }
}

#Preview(as: .systemMedium) {
    TickerWidget()
} timeline: {
    TickerEntry(date: .now, quotes: Watchlist.preview)
}
