import Foundation
import TestFixtures
import TimerMaskCodecs
import TimerMaskRaster
import TimerMaskTesting
import XCTest

/// GoldenImage used the way an XCTest suite would: a plain `try` in a throwing test method,
/// and `XCTAssertThrowsError` for the failure it reports.
final class GoldenImageXCTests: XCTestCase {
    func testAGoldenMatchesAndAMismatchThrowsWithItsEvidence() throws {
        let dir = try Fixtures.temporaryDirectory()
        let golden = GoldenImage(dir.appendingPathComponent("xctest.png"), record: .missing)
        var picture = RGBAImage(width: 4, height: 4, filledWith: .white)
        XCTAssertEqual(try golden.verify(picture), .recorded)
        XCTAssertEqual(try golden.verify(picture), .matched)
        picture.setPixel(x: 1, y: 1, .black)
        XCTAssertThrowsError(try golden.verify(picture)) { error in
            XCTAssertTrue(error is GoldenMismatch, "\(error)")
            XCTAssertTrue("\(error)".contains("1 of 16 pixels differ"), "\(error)")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("xctest.diff.png").path))
    }
}
