import Roster
import SampleLibrary

print(greeting(for: Shift(hours: 2)))
