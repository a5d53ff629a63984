import SwiftUI
import WidgetKit

/// The render benchmark's text-heavy widget (issue 24's speed goal): a large widget holding a
/// 12-row list in two sizes of text, each row with an SF Symbol, and a live timer in its header.
struct Item {
    let title: String
    let detail: String
    let symbol: String
}

struct TextHeavyList: View {
    let items: [Item] = (1...12).map { n in
        Item(title: "Task number \(n) with a longer title", detail: "\(n * 7) min", symbol: n % 2 == 0 ? "checkmark.circle.fill" : "circle")
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text("Today").font(.headline)
                Spacer()
                Text(Date(), style: .timer).font(.caption.monospacedDigit()).foregroundStyle(.secondary)
            }
            ForEach(items, id: \.title) { item in
                HStack(spacing: 6) {
                    Image(systemName: item.symbol).foregroundStyle(.blue)
                    Text(item.title).font(.subheadline).lineLimit(1)
                    Spacer(minLength: 4)
                    Text(item.detail).font(.caption).foregroundStyle(.secondary)
                }
            }
        }
        .padding()
    }
}
