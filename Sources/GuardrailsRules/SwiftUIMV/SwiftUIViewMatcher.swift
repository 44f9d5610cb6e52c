import GuardrailsCore

/// Decides which types are SwiftUI views or apps: they conform to `View` or `App`, here or in an extension.
struct SwiftUIViewMatcher {
    private static let roots = ["View", "App"]

    func isView(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        Self.roots.contains { root in type.inherits(root) || index.conformers(of: root).contains { $0.name == type.name } }
    }
}
