import Roster
import Testing

@Test func shiftsOfEqualLengthAreEqual() {
    #expect(Shift(hours: 4) == Shift(hours: 4))
}
