import Geometry
import Testing

@Suite struct MeasureSquareUseCaseTests {
    @Test func area_isTheSideSquared() {
        #expect(makeSUT(side: 3).area == 9)
    }

    private func makeSUT(side: Double) -> Square {
        Square(side: side)
    }
}
