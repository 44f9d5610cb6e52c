/// A `.package(path:)` dependency as written: the path relative to the package root, the `name:` it may carry,
/// and its line, for a note when the path leads nowhere.
public struct LocalPackageReference: Sendable, Equatable {
    public let path: String
    public let name: String?
    public let line: Int
    /// The manifest also declares a `.package(url:)` of the same identity: the path is the local arm of a switch.
    public var hasRemoteAlternative = false

    public init(path: String, name: String? = nil, line: Int = 0) {
        self.path = path
        self.name = name
        self.line = line
    }

    /// The names Xcode may know the package by when the path does not lead to it: the project adds every
    /// local package, and a dependency is then matched by identity, the path's last component (any case),
    /// or by the `name:` it declares.
    public var identities: [String] {
        let last = path.split(separator: "/").last(where: { $0 != "." && $0 != ".." }).map(String.init)
        var names: [String] = []
        for candidate in [last, name].compactMap({ $0 }) where !names.contains(where: { $0.lowercased() == candidate.lowercased() }) {
            names.append(candidate)
        }
        return names
    }
}
