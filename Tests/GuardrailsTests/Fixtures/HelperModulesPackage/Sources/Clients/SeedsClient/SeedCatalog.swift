import GardenModels

public struct SeedCatalog: Sendable {
    public let plants: [Plant]
}
