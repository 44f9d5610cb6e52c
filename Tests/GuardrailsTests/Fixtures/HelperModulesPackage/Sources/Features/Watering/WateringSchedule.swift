import GardenModels

public struct WateringSchedule: Sendable {
    public let plant: Plant
    public let everyDays: Int
}
