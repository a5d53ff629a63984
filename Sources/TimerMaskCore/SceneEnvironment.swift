/// What a render assumes of the device: appearance, wall-clock zone, clock-hand quirks.
public struct SceneEnvironment: Equatable, Sendable {
    public var colorScheme: ColorSchemeSetting
    public var timeZone: TimeZoneSpec
    public var clockHand: ClockHandBehaviour
    public init(colorScheme: ColorSchemeSetting = .light, timeZone: TimeZoneSpec = .utc,
                clockHand: ClockHandBehaviour = ClockHandBehaviour()) {
        self.colorScheme = colorScheme
        self.timeZone = timeZone
        self.clockHand = clockHand
    }
}
