/// How far TimerMask follows SwiftUI for one construct: `full` draws what iOS draws, `partial`
/// understands some of its forms, `approximated` draws something close, `refused` stops with a
/// sentence naming it.
public enum SupportGrade: String, CaseIterable, Sendable {
    case full, partial, approximated, refused
}

/// One row of the support table (docs/SUPPORT.md): a SwiftUI construct, its grade, what differs
/// from SwiftUI, and the tests (`Suite.test`) that pin it.
public struct SupportEntry: Equatable, Sendable {
    public var construct: String
    public var grade: SupportGrade
    public var differences: String
    public var pinnedBy: [String]

    public init(_ construct: String, _ grade: SupportGrade, _ differences: String, pinnedBy: [String]) {
        self.construct = construct
        self.grade = grade
        self.differences = differences
        self.pinnedBy = pinnedBy
    }
}
