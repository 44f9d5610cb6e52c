import GuardrailsCore

/// For `suite-named-by-behavior`: `final class PlistReadingPreferences: ReadingPreferences { let store: ScopedUserDefaults }`,
/// a class behind a package protocol whose one collaborator is a user-defaults store the package does not declare (a
/// library's or the SDK's subclass of `UserDefaults`): the key-value store's adapter behind its port, as one holding
/// `UserDefaults` itself is (`TypeTraits.holdsKeyValueStore`). One also holding a collaborator of its own, or behind no
/// port, is logic keeping settings and stays reported.
enum ForeignDefaultsAdapters {
    /// Stored values beside the store that are constants or configuration, not collaborators (`let suite: String`).
    private static let standardValues: Set<String> = ["String", "Int", "Bool", "Double", "URL", "Date", "TimeInterval"]

    static func wrapsForeignDefaults(_ production: [IndexedType], _ index: PackageIndex) -> Bool {
        SuiteSubjects.isPortAdapter(production, index) && production.contains { declaration in
            guard declaration.kind == .class || declaration.kind == .actor else { return false }
            let held = index.storedInstanceTypes(of: declaration).filter { !standardValues.contains($0) }
            guard held.count == 1, let store = held.first, store.hasSuffix("UserDefaults") else { return false }
            return index.declarations(named: store).allSatisfy { $0.kind == .extension }
        }
    }
}
