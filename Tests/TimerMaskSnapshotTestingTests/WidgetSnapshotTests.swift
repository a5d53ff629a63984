import Foundation
import SnapshotTesting
import Testing
import TestFixtures
import TimerMask
import TimerMaskSnapshotTesting

/// swift-snapshot-testing with TimerMask's strategies, used as a user's test uses them: a widget
/// folder at an instant, in a family and a colour scheme, and a span as a contact sheet. The
/// references live in `Goldens/snapshot-testing/` (`tools/update-goldens` re-records them).
struct WidgetSnapshotTests {
    static let references = Fixtures.golden("snapshot-testing").path
    static let tides = Fixtures.url("WidgetCorpus/TideTimes")

    @Test func aWidgetFolderAtAnInstantMatchesItsReference() throws {
        let light = try SnapshotWidget.swift(Self.tides)
        #expect(verifySnapshot(of: light, as: .widget(at: 7260), named: "tides-light", snapshotDirectory: Self.references) == nil)
        let dark = try SnapshotWidget.swift(Self.tides, colorScheme: .dark)
        #expect(verifySnapshot(of: dark, as: .widget(at: 7260), named: "tides-dark", snapshotDirectory: Self.references) == nil)
    }

    @Test func aSpanAsAContactSheetMatchesItsReference() throws {
        let widget = SnapshotWidget(try SceneBundle.liveTimer())
        #expect(verifySnapshot(of: widget, as: .contactSheet(from: 0, to: 4, cells: 5), named: "live-timer-sheet",
                               snapshotDirectory: Self.references) == nil)
    }

    /// Record modes are the library's: a missing reference is recorded (and the test fails,
    /// saying so), then matches; a changed picture fails with the pixels counted and a heat map;
    /// `.never` records nothing; a tolerance lets small differences pass.
    @Test func recordModesAndDifferencesAreTheLibrarys() throws {
        let directory = try Fixtures.temporaryDirectory().path
        let widget = try SnapshotWidget.swift(Self.tides)
        let missing = verifySnapshot(of: widget, as: .widget(at: 0), named: "first", record: .missing, snapshotDirectory: directory)
        #expect(missing?.contains("No reference was found on disk") == true, "\(missing ?? "nil")")
        #expect(verifySnapshot(of: widget, as: .widget(at: 0), named: "first", record: .missing, snapshotDirectory: directory) == nil)
        // Two hours later the tide reads otherwise: the same reference no longer matches.
        let changed = verifySnapshot(of: widget, as: .widget(at: 7260), named: "first", record: .never, snapshotDirectory: directory)
        #expect(changed?.contains("pixels differ (largest channel difference") == true, "\(changed ?? "nil")")
        let heatMap = try #require(changed?.range(of: "differences: ").map { String(changed![$0.upperBound...].prefix { !$0.isWhitespace }) })
        #expect(FileManager.default.fileExists(atPath: heatMap), "\(heatMap)")
        // Everything differs by at most 255: allowing every pixel passes; .never leaves a missing reference missing.
        #expect(verifySnapshot(of: widget, as: .widget(at: 7260, tolerance: GoldenTolerance(maxChannelDifference: 255, maxDifferingFraction: 1)),
                               named: "first", record: .never, snapshotDirectory: directory) == nil)
        #expect(verifySnapshot(of: widget, as: .widget(at: 0), named: "absent", record: .never, snapshotDirectory: directory) != nil)
        #expect(!FileManager.default.fileExists(atPath: directory + "/absent.png"))
    }

    /// Bad input stops in the test that loads it, with one sentence; a render that fails is a
    /// failing snapshot with its reason (an issue of the test, and the comparison's message),
    /// not a crash and not a picture.
    @Test func badInputIsAnErrorAndAFailedRenderAFailingSnapshot() throws {
        #expect(throws: SnapshotWidgetError.self) { try SnapshotWidget.swift(Self.tides, device: "Nokia 3310") }
        let directory = try Fixtures.temporaryDirectory().path
        let widget = try SnapshotWidget.swift(Self.tides)
        #expect(verifySnapshot(of: widget, as: .widget(at: 0), named: "good", record: .missing, snapshotDirectory: directory) != nil)
        withKnownIssue {
            let backwards = verifySnapshot(of: widget, as: .contactSheet(from: 10, to: 0, cells: 3), named: "good", record: .never,
                                           snapshotDirectory: directory)
            #expect(backwards?.contains("the widget could not be rendered: a contact sheet spans from before to after") == true, "\(backwards ?? "nil")")
        }
        withKnownIssue {
            let never = verifySnapshot(of: widget, as: .widget(at: .nan), named: "good", record: .never, snapshotDirectory: directory)
            #expect(never?.contains("the instant nan s is not a finite number of seconds") == true, "\(never ?? "nil")")
        }
    }
}
