import GuardrailsCore

/// Settings are read and written through one protocol, so they can be replaced in tests and migrated in one place.
public struct DirectUserDefaultsRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "direct-user-defaults",
        summary: "No `UserDefaults.standard` outside the settings module(s) and settings types.",
        rationale: """
        app-dependency-provider, "settings go through AppSettings": a screen that reads the defaults \
        database directly hides a dependency, spreads key strings across the app and cannot be tested \
        with a fake store. Declare the setting once on the settings type (with its property wrapper) and \
        inject the `AppSettings` protocol.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("settingsModules", .strings(["Settings"]), "Modules that implement settings storage and may use UserDefaults."),
            RuleOption("settingsTypes", .strings(["AppUserDefaults", "UserDefaultsWrapper"]), "Types (and their extensions) that implement settings storage."),
        ],
        triggering: [
            RuleExample("Sources/Feature/ReaderViewModel.swift", "final class ReaderViewModel {\n    var fontSize: Int { UserDefaults.standard.integer(forKey: \"reader.font\") }\n}"),
            RuleExample("Sources/UI/Onboarding.swift", "func finishOnboarding() {\n    UserDefaults.standard.set(true, forKey: \"onboarded\")\n}"),
            RuleExample("Sources/App/Launch.swift", "struct Launch {\n    let defaults = UserDefaults.standard\n}"),
        ],
        nonTriggering: [
            RuleExample("Sources/Settings/DefaultsStore.swift", "let defaults = UserDefaults.standard"),
            RuleExample("Sources/Feature/ReaderViewModel.swift", "final class ReaderViewModel {\n    private let settings: AppSettings\n    init(settings: AppSettings) { self.settings = settings }\n    var fontSize: Int { settings.readerFontSize } // not UserDefaults.standard\n}"),
            RuleExample("Sources/UI/AppUserDefaults.swift", "extension AppUserDefaults {\n    var showsTips: Bool { UserDefaults.standard.bool(forKey: \"tips\") }\n}"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        if let module = file.module, context.strings("settingsModules").contains(module) { return [] }
        let settingsTypes = Set(context.strings("settingsTypes"))
        let types = file.model.types
        return file.model.references.compactMap { reference in
            guard reference.base == "UserDefaults", reference.name == "standard" else { return nil }
            var owner = reference.enclosingType >= 0 ? Int(reference.enclosingType) : nil
            while let index = owner {
                if settingsTypes.contains(types[index].name) { return nil }
                owner = types[index].parent
            }
            return Violation(reference, "'UserDefaults.standard' outside the settings types; declare the setting on the settings type and inject the AppSettings protocol")
        }
    }
}
