import Foundation

/// A `.strings` table shipped as a module's resource, in every language the module supports.
public struct LocalizedStringTable: Sendable {
    public let name: String
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }

    /// The string for `key` in the best language the bundle offers for the user.
    public func string(for key: String) -> String {
        bundle.localizedString(forKey: key, value: nil, table: name)
    }
}
