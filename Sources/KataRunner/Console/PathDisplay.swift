import Foundation

/// Spells paths as the learner can use them from where they ran `kata`: relative to that folder, climbing out of it
/// with `..` for a few levels, absolute beyond that.
public struct PathDisplay: Sendable {
    /// How many `..` a path may start with before the absolute path reads better.
    static let maximumLevelsUp = 3

    public let currentDirectory: URL

    public init(currentDirectory: URL) {
        self.currentDirectory = currentDirectory.standardizedFileURL
    }

    public func callAsFunction(_ url: URL) -> String { show(url.standardizedFileURL.path) }

    public func callAsFunction(path: String) -> String { show(URL(fileURLWithPath: path).standardizedFileURL.path) }

    private func show(_ path: String) -> String {
        let here = currentDirectory.pathComponents
        let target = URL(fileURLWithPath: path).pathComponents
        let shared = zip(here, target).prefix { $0 == $1 }.count
        let levelsUp = here.count - shared
        guard shared > 1, levelsUp <= Self.maximumLevelsUp else { return path }
        let parts = Array(repeating: "..", count: levelsUp) + target.dropFirst(shared)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
