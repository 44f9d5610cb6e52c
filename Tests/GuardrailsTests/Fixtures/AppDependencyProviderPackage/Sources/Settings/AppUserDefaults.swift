import Foundation

/// The settings module is the only code that talks to the defaults database.
final class AppUserDefaults: AppSettings {
    @UserDefaultsWrapper(key: .showsFavicons, defaultValue: true)
    var showsFavicons: Bool

    @UserDefaultsWrapper(key: .restoresTabsOnLaunch, defaultValue: false)
    var restoresTabsOnLaunch: Bool
}
