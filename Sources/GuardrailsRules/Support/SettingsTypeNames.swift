import GuardrailsCore

/// For `direct-user-defaults`: which types of a file are the settings type itself, told by name or by role. A
/// name ending with a settings word (`ReaderSettings`), also followed by a storage word (`SettingsRepository`),
/// or one wrapping the defaults (`UserDefaultsQueriesStorage`); or a type that is no screen conforming to a
/// protocol named for settings (`SettingsUseCase`, `PreferencesProviding`).
struct SettingsTypeNames {
    let markers: [String]
    let suffixes: [String]
    let storageWords: [String]
    let protocolWords: [String]

    private static let screenSuffixes = ["View", "Controller", "ViewModel", "Screen", "Cell"]

    init(_ context: RuleContext) {
        markers = context.strings("settingsTypeMarkers")
        suffixes = context.strings("settingsTypeSuffixes")
        storageWords = context.strings("settingsStorageWords")
        protocolWords = context.strings("settingsProtocolWords")
    }

    func settingsTypes(in types: [TypeDecl]) -> [String] {
        types.filter { type in
            markers.contains(where: type.name.contains) || namesSettings(type.name, followedBy: storageWords)
                || !Self.screenSuffixes.contains(where: type.name.hasSuffix)
                && type.inheritance.contains { namesSettings($0.name, followedBy: storageWords + protocolWords) }
        }.map(\.name)
    }

    /// `Settings`, `AppPreferences`, or one of them followed by one of `words` (`SettingsStore`).
    private func namesSettings(_ name: String, followedBy words: [String]) -> Bool {
        let stems = [name] + words.filter { name.hasSuffix($0) }.map { String(name.dropLast($0.count)) }
        return stems.contains { stem in suffixes.contains(where: stem.hasSuffix) }
    }
}
