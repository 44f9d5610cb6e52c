import SeedsClient

public struct Plant: Hashable, Sendable {
    public let name: String
    public let daysToHarvest: Int
}
