/// Finds a file's SwiftPM target from its path: `Sources/<T>/…`, `Tests/<T>/…`, or a configured directory.
public struct ModuleResolver: Sendable {
    private let targets: [(name: String, directory: String)]

    public init(targets: [String: String]) {
        self.targets = targets.map { ($0.key, $0.value) }.sorted { $0.directory.count > $1.directory.count }
    }

    public func resolve(_ path: String) -> (module: String, isTest: Bool)? {
        for target in targets where path.hasPrefix(target.directory + "/") {
            return (target.name, target.directory.hasPrefix("Tests/"))
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard components.count >= 3 else { return nil }
        switch components[0] {
        case "Sources": return (String(components[1]), false)
        case "Tests": return (String(components[1]), true)
        default: return nil
        }
    }
}
