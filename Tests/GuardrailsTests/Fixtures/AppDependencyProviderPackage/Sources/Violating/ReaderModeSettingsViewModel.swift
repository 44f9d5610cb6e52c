// expected: direct-user-defaults
import Combine
import Foundation

@MainActor
final class ReaderModeSettingsViewModel: ObservableObject {
    var isReaderModeOn: Bool {
        get { UserDefaults.standard.bool(forKey: "reader_mode_on") }
        set { UserDefaults.standard.set(newValue, forKey: "reader_mode_on") }
    }
}
