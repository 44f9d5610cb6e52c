public struct Shift: Equatable {
    public let hours: Int

    public init(hours: Int) {
        self.hours = hours
    }
}
