import Foundation

public enum Trend: Sendable, Codable {
    case up
    case down
    case flat
}

public struct StepSummary: Sendable, Codable, Hashable {
    public var steps: Int
    public var goal: Int
    public var distanceKilometres: Double
    public var trend: Trend

    public init(steps: Int, goal: Int, distanceKilometres: Double, trend: Trend) {
        self.steps = steps
        self.goal = goal
        self.distanceKilometres = distanceKilometres
        self.trend = trend
    }

    /// 0...1, capped at the goal.
    public var progress: Double {
        guard goal > 0 else { return 0 }
        return min(Double(steps) / Double(goal), 1)
    }

    public var goalReached: Bool { steps >= goal }
}

public extension StepSummary {
    static let sample = StepSummary(steps: 7_842, goal: 10_000, distanceKilometres: 5.6, trend: .up)
}
