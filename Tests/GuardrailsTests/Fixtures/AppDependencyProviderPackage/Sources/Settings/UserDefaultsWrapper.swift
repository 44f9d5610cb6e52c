import Foundation

@propertyWrapper
struct UserDefaultsWrapper<Value> {
    enum Key: String {
        case showsFavicons, restoresTabsOnLaunch
    }

    let key: Key
    let defaultValue: Value
    var store: UserDefaults = .standard

    var wrappedValue: Value {
        get { store.object(forKey: key.rawValue) as? Value ?? defaultValue }
        set { store.set(newValue, forKey: key.rawValue) }
    }

    init(key: Key, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
        store = UserDefaults.standard
    }
}
