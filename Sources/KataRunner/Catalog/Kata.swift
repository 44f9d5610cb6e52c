import Foundation

/// A kata folder in `Katas/`: its manifest plus where its README, starter sources and step files live.
public struct Kata: Equatable, Sendable {
    /// The folder name, e.g. `01-load-feed-from-remote`: its order, then its slug.
    public let id: String
    public let directory: URL
    public let manifest: KataManifest

    public init(id: String, directory: URL, manifest: KataManifest) {
        self.id = id
        self.directory = directory
        self.manifest = manifest
    }

    public var number: String { String(id.prefix(while: \.isNumber)) }
    public var slug: String { String(id.drop(while: \.isNumber).dropFirst()) }
    public var isAvailable: Bool { manifest.planned == nil }
    public var title: String { manifest.title }
    public var module: String { manifest.module }
    public var steps: [KataStep] { manifest.steps }
    public var testTarget: String { module + "Tests" }

    var readme: URL { directory.appendingPathComponent("README.md") }
    var starterDirectory: URL { directory.appendingPathComponent("Starter", isDirectory: true) }

    func testFile(of step: KataStep) -> URL { directory.appendingPathComponent(step.test) }

    /// Whether `query` names this kata: its number (`1`, `01`), its slug or its full id.
    func isNamed(by query: String) -> Bool {
        let query = query.lowercased()
        if query == id || query == slug { return true }
        guard let wanted = Int(query), let own = Int(number) else { return false }
        return wanted == own
    }
}
