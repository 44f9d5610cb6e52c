// expected: new-view-model
import Observation

@MainActor
@Observable
final class SettingsViewModel {
    var fontScale = 1.0
    var showsImages = true
}
