import Foundation

/// A copy of a fixture package in a temporary directory, so tests can change it freely. The copy spells what the
/// fixture's placeholders stand for (`FixturePlaceholders`: `$UNCHECKED_SENDABLE`, `$TESTABLE_IMPORT`), so a fixture
/// is always linted through a copy, never in place.
struct FixturePackage {
    let root: URL

    /// An empty package folder named `name`, for tests that write every file themselves.
    static func empty(_ name: String) throws -> FixturePackage {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("guardrails-e2e-\(UUID().uuidString)/\(name)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return FixturePackage(root: root)
    }

    private init(root: URL) {
        self.root = root
    }

    init(_ name: String) throws {
        let source = GuardrailsBinary.packageRoot.appendingPathComponent("Tests/GuardrailsTests/Fixtures/\(name)")
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("guardrails-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        root = parent.appendingPathComponent(name)
        do {
            try FileManager.default.copyItem(at: source, to: root)
            try FixturePlaceholders.resolve(under: root)
        } catch {
            remove()
            throw error
        }
    }

    /// Runs `fill` on the package, removing it when `fill` throws: a test that gets no package cannot remove it.
    func filled(by fill: (FixturePackage) throws -> Void) throws -> FixturePackage {
        do {
            try fill(self)
            return self
        } catch {
            remove()
            throw error
        }
    }

    func run(_ arguments: String...) async throws -> ProcessOutput {
        try await GuardrailsBinary.run(arguments, in: root)
    }

    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A manifest declaring one regular target named like the package, at `folder` (the root when empty).
    func writeSingleTargetManifest(_ name: String, in folder: String = "") throws {
        try write("""
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(name: "\(name)", targets: [.target(name: "\(name)")])

        """, to: folder.isEmpty ? "Package.swift" : folder + "/Package.swift")
    }

    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }
}
