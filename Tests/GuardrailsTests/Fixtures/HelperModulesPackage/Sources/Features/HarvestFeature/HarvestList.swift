import GardenModels
import SeedsClient

public struct HarvestList: Sendable {
    public let ready: [Plant]
}
