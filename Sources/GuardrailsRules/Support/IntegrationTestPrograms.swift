import GuardrailsCore

/// `.executableTarget(name: "app-integration", path: "Sources/Integration")`: a runner of integration tests the package builds
/// as a program (a test target cannot boot a VM or a server of its own), named or foldered `Integration`, `IntegrationTests`
/// or `Tests`. Its conformers are test code for finding doubles: what it plugs into a seam stands in as a test target's would.
enum IntegrationTestPrograms {
    static func contains(_ conformer: IndexedType, _ index: PackageIndex) -> Bool {
        guard let module = conformer.module, let target = index.package.target(named: module), target.kind == .executable else { return false }
        return ([Substring(target.name)] + target.directory.split(separator: "/")).contains { component in
            words.contains { WholeWords.holds($0, in: component) || WholeWords.holds($0.lowercased(), in: component) }
        }
    }

    private static let words = ["Integration", "IntegrationTests", "Tests"]
}
