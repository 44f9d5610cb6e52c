import GardenModels

public struct PlantingPlan: Sendable {
    public let plants: [Plant]

    public init(plants: [Plant]) {
        self.plants = plants
    }

    public var longestWait: Int {
        plants.map(\.daysToHarvest).max() ?? 0
    }
}
