import SwiftUI
import MarketKit

@main
struct TickerApp: App {
    var body: some Scene {
        WindowGroup {
            List(Watchlist.preview) { quote in
                Text(quote.symbol)
            }
        }
    }
}
