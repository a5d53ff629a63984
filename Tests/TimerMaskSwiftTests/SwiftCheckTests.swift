import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskSwift

/// `swift-check` goes on past each problem and lists them all.
struct SwiftCheckTests {
    @Test func everyProblemIsListedInOrderWithItsPlace() throws {
        let source = """
        struct V: View {
            var entry: Entry
            var body: some View {
                VStack {
                    Map()
                    Text("a").rotation3DEffect(.degrees(2), axis: (x: 1, y: 0, z: 0))
                    Text(entry.title)
                    Text("b").font(.custom("Nowhere", size: 12))
                    Color.red.frame(width: 10, height: 10)
                }
                .frame(width: 100, height: 100)
            }
        }
        """
        let report = try SwiftWidgetSource.parse(source).check(ConstructTests.options)
        #expect(!report.simulates)
        #expect(report.stopped == nil, "\(String(describing: report.stopped))")
        #expect(report.problems.map(\.kind) == [.unsupported, .unsupported, .missingValue, .unknownFont], "\(report.problems)")
        #expect(report.problems.map { $0.description.split(separator: ":").prefix(2).joined(separator: ":") }
                == ["Widget.swift:5", "Widget.swift:6", "Widget.swift:2", "Widget.swift:8"], "\(report.problems)")
        // The first problem is what render stops on.
        #expect(throws: report.problems[0]) { try SwiftWidgetSource.parse(source).scene(ConstructTests.options) }
    }

    @Test func aSimulatedViewChecksCleanAndGivesTheRenderedScene() throws {
        let source = "struct V: View { var body: some View { Color.red.frame(width: 10, height: 10) } }"
        let report = try SwiftWidgetSource.parse(source).check(ConstructTests.options)
        #expect(report.simulates)
        #expect(report.scene == (try SwiftWidgetSource.parse(source).scene(ConstructTests.options)))
    }

    @Test func aProblemInsideAnExpressionSkipsWhatUsesIt() throws {
        // The unsupported call sits deep in an argument; what uses its value is skipped with it,
        // and the later problem is still found.
        let source = """
        struct V: View {
            var body: some View {
                ZStack {
                    Color.red.opacity(Double(weird.compute()) * 2)
                    Color.blue.rotation3DEffect(.degrees(5), axis: (x: 1, y: 0, z: 0))
                }
            }
        }
        """
        let report = try SwiftWidgetSource.parse(source).check(ConstructTests.options)
        #expect(report.problems.count == 2, "\(report.problems)")
        #expect(report.problems.last?.description.hasPrefix("Widget.swift:5:") == true, "\(report.problems)")
    }

    @Test func aRuntimeErrorStopsTheCheck() throws {
        let source = "struct V: View { var body: some View { Color.red.opacity(Double([1][3])) } }"
        let report = try SwiftWidgetSource.parse(source).check(ConstructTests.options)
        #expect(report.problems.isEmpty)
        #expect(report.stopped?.kind == .runtime)
    }
}
