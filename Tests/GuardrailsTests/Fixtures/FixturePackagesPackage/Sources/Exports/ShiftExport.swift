import Roster

public func exportedLine(for shift: Shift) -> String {
    "shift,\(shift.hours)"
}
