import GardenModels
import PlantingFeature
import Testing

@Suite struct WaitingForTheSlowestPlantTests {
    @Test func theLongestWaitIsTheSlowestPlantsDaysToHarvest() {
        let sut = PlantingPlan(plants: [Plant(name: "Bean", daysToHarvest: 60), Plant(name: "Radish", daysToHarvest: 25)])

        #expect(sut.longestWait == 60)
    }
}
