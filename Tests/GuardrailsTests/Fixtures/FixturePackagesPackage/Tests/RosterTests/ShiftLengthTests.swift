import Roster
import RosterTestKit
import Testing

@Test func aFullDayShiftKeepsItsHours() {
    #expect(Shift(hours: ShiftHours.fullDay).hours == 8)
}
