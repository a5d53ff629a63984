import XCTest
@testable import CountdownKit

final class EventTests: XCTestCase {
    func testDaysRemaining() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let now = ISO8601DateFormatter().date(from: "2026-01-01T00:00:00Z")!
        XCTAssertEqual(Event.wwdc.daysRemaining(from: now, calendar: calendar), 158)
    }
}
