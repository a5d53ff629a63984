import Foundation

public struct StockQuote: Codable, Hashable, Identifiable, Sendable {
    public struct Session: Codable, Hashable, Sendable {
        public var open: Double
        public var previousClose: Double
        public init(open: Double, previousClose: Double) {
            self.open = open
            self.previousClose = previousClose
        }
    }

    public var id: String { symbol }
    public var symbol: String
    public var price: Double
    public var session: Session
    public var history: [Double]

    public init(symbol: String, price: Double, session: Session, history: [Double]) {
        self.symbol = symbol
        self.price = price
        self.session = session
        self.history = history
    }

    public var change: Double { price - session.previousClose }
    public var changePercent: Double { change / session.previousClose * 100 }
    public var isUp: Bool { change >= 0 }
}

public enum Watchlist {
    public static let preview: [StockQuote] = [
        StockQuote(symbol: "ACME", price: 182.52,
                   session: .init(open: 180.10, previousClose: 180.27),
                   history: [180.1, 180.9, 179.8, 181.2, 181.9, 182.52]),
        StockQuote(symbol: "GLOBX", price: 47.10,
                   session: .init(open: 47.60, previousClose: 47.50),
                   history: [47.6, 47.4, 47.45, 47.2, 47.0, 47.1]),
        StockQuote(symbol: "INITK", price: 12.00,
                   session: .init(open: 12.00, previousClose: 12.00),
                   history: [12.0, 12.1, 11.9, 12.0, 12.05, 12.0]),
    ]
}
