/// A platform's minimum deployment version as the manifest's `platforms:` declares it: `.iOS(.v15)`,
/// `.macOS(.v10_15)`, `.watchOS("9.1")`.
public struct PlatformMinimum: Sendable, Equatable {
    /// The factory's name: `iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`, `macCatalyst`, `driverKit`.
    public let platform: String
    /// Version components, `[10, 15]` for `.v10_15`.
    public let version: [Int]

    public init(platform: String, version: [Int]) {
        self.platform = platform
        self.version = version
    }

    /// Whether this minimum is at least `other` (`[17]`, `[10, 15]`), missing components counting as 0.
    public func isAtLeast(_ other: [Int]) -> Bool {
        for index in 0..<max(version.count, other.count) {
            let mine = index < version.count ? version[index] : 0
            let theirs = index < other.count ? other[index] : 0
            if mine != theirs { return mine > theirs }
        }
        return true
    }
}
