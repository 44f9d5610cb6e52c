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
    public var steps: [KataStep] { manifest.steps }
    /// The module the learner writes, for a kata of `.module` work.
    public var module: String? { manifest.module }
    /// The test target of the learner's module, whose files are the unlocked steps.
    public var testTarget: String? { module.map { $0 + "Tests" } }

    /// The package to guard, for a kata of `.architecture` work.
    public var architecture: ArchitecturePackage? {
        if case .architecture(let package) = manifest.work { return package }
        return nil
    }

    /// What the learner works on, as `kata list` says it.
    var workDescription: String {
        switch manifest.work {
        case .module(let module): "module \(module)"
        case .architecture(let package): "guards \(package.modules.count) of the kit's modules"
        }
    }

    var readme: URL { directory.appendingPathComponent("README.md") }
    var starterDirectory: URL { directory.appendingPathComponent("Starter", isDirectory: true) }
    /// The guardrails.json an architecture kata starts from.
    var starterConfiguration: URL { starterDirectory.appendingPathComponent("guardrails.json") }

    /// The step's Swift Testing file, for a step proved by one.
    func testFile(of step: KataStep) -> URL? { step.test.map { directory.appendingPathComponent($0) } }

    /// Whether `query` names this kata: its number (`1`, `01`), its slug or its full id.
    func isNamed(by query: String) -> Bool {
        let query = query.lowercased()
        if query == id || query == slug { return true }
        guard let wanted = Int(query), let own = Int(number) else { return false }
        return wanted == own
    }
}
