import Foundation
import TimerMask
#if canImport(Testing)
import Testing
#endif

/// What a snapshot of a widget holds: its picture, or why it has none. A render that fails
/// (rare once a widget has loaded) is a failing snapshot with its reason, never a crash and
/// never a silently empty picture.
public struct WidgetPicture: Sendable {
    public let image: RGBAImage?
    public let failure: String?

    public init(_ image: RGBAImage) { self.image = image; self.failure = nil }
    public init(failure: String) { self.image = nil; self.failure = failure }

    /// The picture made by `work`, or its error as the failure.
    static func made(_ work: () throws -> RGBAImage) -> WidgetPicture {
        do { return WidgetPicture(try work()) } catch {
            let failure = WidgetPicture(failure: "\(error)")
            failure.report()
            return failure
        }
    }

    /// A failure recorded in the Swift Testing test that runs, where there is one: a snapshot
    /// whose reference is missing is never compared, so the failure would otherwise go unsaid.
    /// (Under XCTest the comparison says it; a reference recorded from a failure holds its text.)
    func report() {
        #if canImport(Testing)
        if let failure, Test.current != nil { Issue.record(Comment(rawValue: "the widget could not be rendered: \(failure)")) }
        #endif
    }
}
