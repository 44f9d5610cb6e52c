import GuardrailsCore

/// Settings are read and written through one protocol, so they can be replaced in tests and migrated in one place.
public struct DirectUserDefaultsRule: Rule {
    public init() {}
    public static let readsTokens = true

    public static let description = RuleDescription(
        id: "direct-user-defaults",
        summary: "No `UserDefaults.standard` outside the settings module(s) and settings types.",
        rationale: """
        app-dependency-provider, "settings go through AppSettings": a screen that reads the defaults \
        database directly hides a dependency, spreads key strings across the app and cannot be tested \
        with a fake store. Declare the setting once on the settings type (with its property wrapper) and \
        inject the `AppSettings` protocol. The implicit form counts where the code says the value is the \
        defaults database: a `UserDefaults` annotation (`defaults: UserDefaults = .standard`) or an argument \
        labelled for it (`Store(standardUserDefaults: .standard)`). A type named for the defaults it wraps \
        (`UserDefaultsQueriesStorage`, `settingsTypeMarkers`) is a storage adapter, the place such code belongs, \
        and so is a `@propertyWrapper` keyed by its own stored `key` whose properties (`wrappedValue`, `projectedValue`, \
        or its own `isEnabled` when the wrapped value is the wrapper itself) or initializer reach the defaults (`UserDefaultEnum<Value>`), the wrapper settings are declared with, whatever its name \
        (that it pins `.standard` rather than taking a store is shared-instance-access's finding; `checkKeyedPropertyWrappers` reports it here too); \
        and so is the settings type itself, named for what it holds or stores (`Settings`, `ServerSettings`, \
        `Defaults`, `AppDefaults`, and `SharedPrefs`, the common abbreviation: `settingsTypeSuffixes`), also with a storage word after it (`SettingsStore`, \
        `SettingsRepository`, `AppPreferencesService`: `settingsStorageWords`) or conforming to a protocol so named \
        (`final class LocalConfig: SettingsUseCase`, `settingsProtocolWords`), or declaring its settings through a \
        keyed defaults property wrapper, on two properties or more across the package (`@AppStorage("sound") var sound`, \
        `@Default(.theme) var theme`: `settingsPropertyWrappers`), whatever its name (`AppConfiguration`) and in any of its \
        extensions; a screen about settings \
        (`SettingsViewController`) is not, whatever it conforms to. The composition root (layer kinds in \
        `compositionLayerKinds`: `composition`, and tooling, `support`) picks the live defaults database for everything \
        else: registering on it the default values the package's own extension of `UserDefaults` declares, where the keys \
        and values live (`UserDefaults.standard.registerSettingsDefaults()` at launch), is its job. Reading or writing a \
        setting there, even through that extension, and raw access are still reported, \
        since a single-target app is all composition root: `register(defaults: ["cacheImages": true])` spells a key the \
        settings type should own, and a screen handing `.standard` to what it builds hides the dependency. Handing the live \
        database to what the composition root builds, as a whole argument (`FlagsRepository(defaults: .standard)`, \
        `userDefaults: UserDefaults.standard`) outside a screen (a type named or inheriting as one, `screenTypeSuffixes`: \
        a dependency container's factory, a launch function), is that choice and is not reported; keeping it in a property \
        there (`let defaults: UserDefaults = .standard`) to read settings still is. So is a typed key wrapper whatever its name: a type that declares its \
        own key type (`Key`, `Keys`) and takes it as a parameter (`static func bool(forKey key: Key)`) is the \
        adapter the rule asks for; a screen that only keeps its key strings in a nested `Keys` enum is not. \
        So is a store that persists its own state: a type named for storing (`RecentSearchesStore`, \
        `storeTypeSuffixes`) that also declares the key it saves under (`private var storeKey`, `func key(for:)`) is \
        a storage adapter; a `…Store` with no key of its own (an app-state store writing literal keys from its \
        actions) is not. \
        Test targets are out of scope by default (option `checkTests`): a test harness that reads a launch \
        argument (`NSDoubleLocalizedStrings`) or a snapshot test's setting is not one of the app's settings.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("settingsModules", .strings(["Settings"]), "Modules that implement settings storage and may use UserDefaults."),
            RuleOption("settingsTypes", .strings(["AppUserDefaults", "UserDefaultsWrapper"]), "Types (and their extensions) that implement settings storage."),
            RuleOption("settingsTypeMarkers", .strings(["UserDefaults"]), "Words in a type's name that make it a settings storage adapter."),
            RuleOption("settingsTypeSuffixes", .strings(["Settings", "Preferences", "Prefs", "Defaults"]), "How the name of a type holding the settings ends (`Prefs` abbreviates `Preferences`)."),
            RuleOption(
                "settingsStorageWords", .strings(["Store", "Storage", "Repository", "Service"]),
                "Words that may follow a settings name in the name of the type storing the settings (`SettingsRepository`)."
            ),
            RuleOption(
                "settingsProtocolWords", .strings(["UseCase", "Providing", "Provider", "Protocol", "Type"]),
                "Words that may also follow a settings name in a protocol whose conformers are the settings type (`SettingsUseCase`)."
            ),
            RuleOption(
                "compositionLayerKinds", .strings(["composition", "support"]),
                "Layer kinds that choose the live defaults database (the composition root, tooling): there, calling a `register…` method the package's extension of `UserDefaults` declares is not reported."
            ),
            RuleOption(
                "screenTypeSuffixes", .strings(["View", "ViewController", "ViewModel", "Screen"]),
                "Name endings of screens (as are SwiftUI views and view controllers): in the composition root, they still may not hand `.standard` to what they build."
            ),
            RuleOption(
                "storeTypeSuffixes", .strings(["Store", "Storage"]),
                "How the name of a type that persists its own state ends; it counts when it also declares its defaults key."
            ),
            RuleOption(
                "checkKeyedPropertyWrappers", .bool(false),
                "Also report the defaults access inside a `@propertyWrapper` keyed by its own stored key (pinning `.standard` there is left to shared-instance-access)."
            ),
            RuleOption(
                "settingsPropertyWrappers", .strings(["AppStorage", "Default", "DefaultsWrapper", "UserDefault", "UserDefaultsBacked", "UserDefaultWrapper"]),
                "Keyed defaults property wrappers: a type declaring two properties or more with them is a settings type, whatever its name."
            ),
            RuleOption("checkTests", .bool(false), "Also check test targets."),
        ],
        triggering: [
            RuleExample("Sources/Feature/ReaderViewModel.swift", "final class ReaderViewModel {\n    var fontSize: Int { UserDefaults.standard.integer(forKey: \"reader.font\") }\n}"),
            RuleExample("Sources/UI/Onboarding.swift", "func finishOnboarding() {\n    UserDefaults.standard.set(true, forKey: \"onboarded\")\n}"),
            RuleExample("Sources/App/Launch.swift", "struct Launch {\n    let defaults = UserDefaults.standard\n}"),
            RuleExample("Sources/UI/Tips.swift", "final class Tips {\n    init(defaults: UserDefaults = .standard) {}\n}"),
            RuleExample("Sources/UI/TipsSetup.swift", "let tips = TipsStore(standardUserDefaults: .standard)"),
            RuleExample("Sources/UI/SettingsViewController.swift", "final class SettingsViewController {\n    func toggle() { UserDefaults.standard.set(true, forKey: \"sync\") }\n}"),
            RuleExample(
                "Sources/UI/ReaderScreen.swift",
                "final class ReaderScreen {\n    enum Keys { static let font = \"reader.font\" }\n    var font: Int { UserDefaults.standard.integer(forKey: Keys.font) }\n}"
            ),
            RuleExample(
                "Sources/App/AppDelegate.swift",
                "final class AppDelegate {\n    func launch() {\n        UserDefaults.standard.register(defaults: [\"cacheImages\": true])\n        if UserDefaults.standard.bool(forKey: \"firstRun\") { showIntro() }\n    }\n}"
            ),
            RuleExample(
                "Sources/App/AppStore.swift",
                "final class AppStore {\n    func send(_ action: Action) { UserDefaults.standard.set(action.name, forKey: \"lastAction\") }\n}"
            ),
            RuleExample(
                "Sources/UI/OnboardingFlag.swift",
                "@propertyWrapper\nstruct OnboardingFlag {\n    var wrappedValue: Bool {\n        get { UserDefaults.standard.bool(forKey: \"onboarded\") }\n        set { UserDefaults.standard.set(newValue, forKey: \"onboarded\") }\n    }\n}"
            ),
            RuleExample(
                "Sources/UI/StoredToggle.swift",
                "@propertyWrapper\nstruct StoredToggle {\n    let key: String\n    var wrappedValue: Bool { UserDefaults.standard.bool(forKey: key) }\n    func resetAll() { UserDefaults.standard.removeObject(forKey: \"onboarded\") }\n}"
            ),
            RuleExample(
                "Sources/UI/SettingsScreenController.swift",
                "final class SettingsScreenController: SettingsProviding {\n    var isDark: Bool { UserDefaults.standard.bool(forKey: \"dark\") }\n}"
            ),
            RuleExample(
                "Sources/App/ProfileScreen.swift",
                "final class ProfileScreen: UIViewController {\n    lazy var model = ProfileModel(defaults: .standard)\n}\nstruct TipsPanel: View {\n    let tips = TipsModel(store: UserDefaults.standard)\n}\nstruct AppContainer {\n    let flags = Flags(defaults: UserDefaults.standard.dictionaryRepresentation())\n}"
            ),
            RuleExample(
                "Sources/UI/ReaderView.swift",
                "struct ReaderView: View {\n    @AppStorage(\"reader.font\") var fontSize = 14\n    @AppStorage(\"reader.dark\") var isDark = false\n    var body: some View { Text(\"\\(fontSize)\") }\n    func reset() { UserDefaults.standard.removeObject(forKey: \"reader.font\") }\n}"
            ),
            // An unfinished file: the last function is cut off before its parameters.
            RuleExample(
                "Sources/Feature/PrefsWrapper.swift",
                "struct PrefsWrapper {\n    enum Key: String {\n    }\n    var store: UserDefaults = .standard\n    func reload later"
            ),
        ],
        nonTriggering: [
            RuleExample(
                "Sources/Features/Toggle.swift",
                "@propertyWrapper\npublic final class Toggle {\n    public internal(set) var key = \"\"\n    public var isOn: Bool {\n        get { UserDefaults.standard.bool(forKey: key) }\n        set { UserDefaults.standard.set(newValue, forKey: key) }\n    }\n    public var wrappedValue: Toggle { self }\n}"
            ),
            RuleExample(
                "Sources/Domain/PrefsStore.swift",
                "private enum SharedPrefs {\n    static var defaults: UserDefaults {\n        UserDefaults(suiteName: \"group.shared\") ?? UserDefaults.standard\n    }\n}\nfinal class PrefsStore {\n    func flag(_ key: String) -> Bool { SharedPrefs.defaults.bool(forKey: key) }\n}"
            ),
            RuleExample(
                "Sources/Infrastructure/ReaderSettingsRepository.swift",
                "public final class ReaderSettingsRepository {\n    private let defaults: UserDefaults\n    public init(defaults: UserDefaults = UserDefaults.standard) { self.defaults = defaults }\n    public var fontSize: Int { defaults.integer(forKey: \"reader.fontSize\") }\n}"
            ),
            RuleExample(
                "Sources/Infrastructure/LocalConfig.swift",
                "final class LocalConfig: PreferencesUseCase {\n    var showsHints: Bool { UserDefaults.standard.bool(forKey: \"hints\") }\n}"
            ),
            RuleExample(
                ExampleFile(
                    "Sources/Infrastructure/UserDefaults+Reader.swift",
                    "public extension UserDefaults {\n    func registerReaderDefaults() { register(defaults: [\"reader.fontSize\": 14]) }\n}"
                ),
                ExampleFile("Sources/App/AppLaunch.swift", "enum AppLaunch {\n    static func start() {\n        UserDefaults.standard.registerReaderDefaults()\n    }\n}")
            ),
            RuleExample(
                "Sources/Search/RecentQueriesStore.swift",
                "final class RecentQueriesStore {\n    private let scope: String\n    private(set) var queries: [String] = []\n    init(scope: String) {\n        self.scope = scope\n        queries = UserDefaults.standard.stringArray(forKey: listKey) ?? []\n    }\n    private var listKey: String { scope + \".recent\" }\n    func add(_ query: String) {\n        queries.insert(query, at: 0)\n        UserDefaults.standard.set(queries, forKey: listKey)\n    }\n}"
            ),
            RuleExample(
                "Sources/Flags/FlagOverrideStorage.swift",
                "struct FlagOverrideStorage {\n    private let defaults: UserDefaults\n    init(defaults: UserDefaults = UserDefaults.standard) { self.defaults = defaults }\n    private func key(for flag: String) -> String { \"override.\" + flag }\n}"
            ),
            RuleExample("Sources/Settings/DefaultsStore.swift", "let defaults = UserDefaults.standard"),
            RuleExample("Sources/Feature/ReaderViewModel.swift", "final class ReaderViewModel {\n    private let settings: AppSettings\n    init(settings: AppSettings) { self.settings = settings }\n    var fontSize: Int { settings.readerFontSize } // not UserDefaults.standard\n}"),
            RuleExample("Sources/UI/AppUserDefaults.swift", "extension AppUserDefaults {\n    var showsTips: Bool { UserDefaults.standard.bool(forKey: \"tips\") }\n}"),
            RuleExample(
                "Sources/Infrastructure/Recent.swift",
                "final class UserDefaultsRecentQueriesStorage {\n    private let defaults: UserDefaults\n    init(defaults: UserDefaults = UserDefaults.standard) { self.defaults = defaults }\n}"
            ),
            RuleExample(
                "Sources/Sync/ServerSettings.swift",
                "public final class ServerSettings {\n    public static var lastSync: Date? { UserDefaults.standard.object(forKey: \"lastSync\") as? Date }\n}\nextension ServerSettings {\n    static func reset() { UserDefaults.standard.removeObject(forKey: \"lastSync\") }\n}\nextension SettingsStore<AppSettings> {\n    func importLegacy() { update(\\.theme, UserDefaults.standard.string(forKey: \"theme\")) }\n}"
            ),
            RuleExample(
                "Sources/Core/StoredOption.swift",
                "@propertyWrapper\npublic struct StoredOption<Value: RawRepresentable> where Value.RawValue == Int {\n    let key: String\n    let fallback: Value\n    init(_ key: String, fallback: Value) {\n        self.key = key\n        self.fallback = fallback\n        UserDefaults.standard.register(defaults: [key: fallback.rawValue])\n    }\n    public var wrappedValue: Value {\n        get { Value(rawValue: UserDefaults.standard.integer(forKey: key)) ?? fallback }\n        set { UserDefaults.standard.set(newValue.rawValue, forKey: key) }\n    }\n}"
            ),
            RuleExample(
                "Sources/App/AppDefaults.swift",
                "enum AppDefaults {\n    static var launchCount: Int { UserDefaults.standard.integer(forKey: \"launches\") }\n}"
            ),
            RuleExample(
                "Sources/App/LaunchOptions.swift",
                "enum LaunchOptions {\n    static func bool(forKey key: Key) -> Bool { UserDefaults.standard.bool(forKey: key.rawValue) }\n    static subscript(key: Key) -> Any? { UserDefaults.standard.object(forKey: key.rawValue) }\n}\nextension LaunchOptions {\n    enum Key: String { case showsWelcome, lastTab }\n}"
            ),
            RuleExample("Sources/UI/Layout.swift", "let layout = Layout(style: .standard, spacing: .standard)\nlet font: Font = .standard"),
            RuleExample(
                "Tests/UITests/LaunchHarness.swift",
                "enum LaunchHarness {\n    static var isPseudoLocale: Bool { UserDefaults.standard.bool(forKey: \"NSDoubleLocalizedStrings\") }\n}"
            ),
            RuleExample(
                "Sources/App/AppContainer.swift",
                "final class AppContainer {\n    var flags: Factory<any FlagsRepository> {\n        self { LiveFlagsRepository.make(userDefaults: .standard) }\n    }\n    func makeTips() -> TipsStore { TipsStore(store: UserDefaults.standard, limit: 3) }\n}\nfunc launch() -> Banner { Banner(bundle: .main, userDefaults: .standard) }"
            ),
            RuleExample(
                ExampleFile(
                    "Sources/Feature/ReaderConfiguration.swift",
                    "final class ReaderConfiguration {\n    @AppStorage(\"reader.font\") var fontSize = 14\n    @Default(.readerTheme) var theme: Theme\n}"
                ),
                ExampleFile(
                    "Sources/Feature/ReaderConfiguration+Reset.swift",
                    "extension ReaderConfiguration {\n    func resetAll(domain: String) { UserDefaults.standard.removePersistentDomain(forName: domain) }\n}"
                )
            ),
        ]
    )

    /// The implicit `.standard` form needs the tokens around it, and a typed key wrapper its parameter lists;
    /// a file with neither `.standard` nor a nested key type has none of them.
    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        file.model.references.contains { $0.base == "" && $0.name == "standard" } || file.model.types.contains(where: isNestedKeyType)
            || isComposition(file, context) && file.model.references.contains { $0.base == "UserDefaults" && $0.name == "standard" }
    }

    private func isComposition(_ file: LintFile, _ context: RuleContext) -> Bool {
        file.layerKind.map(context.strings("compositionLayerKinds").contains) ?? false
    }

    /// `UserDefaults.standard.registerSettingsDefaults()`: a `register…` method the package declares in an extension of
    /// `UserDefaults`, called on the live database (`standard` at `position`), registers the defaults the extension owns.
    private func registersPackageDefaults(_ position: Int, in tokens: [Token], _ index: PackageIndex) -> Bool {
        guard position + 2 < tokens.count, tokens[position + 1].text == ".", tokens[position + 2].kind == .identifier,
              tokens[position + 2].text.hasPrefix("register") else { return false }
        let member = tokens[position + 2].text
        return index.modules.contains { index.extensionMembers(of: "UserDefaults", in: $0).contains(member) }
    }

    private func isNestedKeyType(_ type: TypeDecl) -> Bool {
        type.kind != .extension && type.parent != nil && (type.name.hasSuffix("Key") || type.name.hasSuffix("Keys"))
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        if let module = file.module, context.strings("settingsModules").contains(module) { return [] }
        if file.isTest, !context.flag("checkTests") { return [] }
        guard file.model.references.contains(where: { $0.name == "standard" }) else { return [] }
        let tokens = file.tokens
        let composition = isComposition(file, context) && !tokens.isEmpty
        let registersDefaults = { (reference: Reference) in
            composition && (TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens)
                .map { registersPackageDefaults($0, in: tokens, context.index) } ?? false)
        }
        let types = file.model.types
        let checkWrappers = context.flag("checkKeyedPropertyWrappers")
        let settingsTypes = context.stringSet("settingsTypes").union(SettingsTypeNames(context).settingsTypes(in: types))
            .union(typedKeyWrappers(types, file)).union(storesWithOwnKeys(types, context.strings("storeTypeSuffixes")))
            .union(wrapperSettingsTypes(types, context))
        let explicit = file.model.references.compactMap { reference -> Violation? in
            guard reference.base == "UserDefaults", reference.name == "standard", !isInSettingsType(reference.enclosingType, types, settingsTypes),
                  !registersDefaults(reference), checkWrappers || !isKeyedWrapperAccessor(reference, types),
                  !(composition && handsToFactory(reference, explicit: true, tokens, types, context)) else { return nil }
            return Violation(reference, "'UserDefaults.standard' outside the settings types; declare the setting on the settings type and inject the AppSettings protocol")
        }
        let implicit = implicitUses(file, types, settingsTypes).filter { violation in
            !(composition && file.model.references.contains { reference in
                reference.base == "" && reference.name == "standard" && Int(reference.line) == violation.line && Int(reference.column) == violation.column
                    && handsToFactory(reference, explicit: false, tokens, types, context)
            })
        }
        return explicit + implicit
    }

    /// `Repository.make(userDefaults: .standard)`, `Store(defaults: UserDefaults.standard, limit: 3)` in the composition
    /// root outside a screen: the live database handed whole, as a labelled argument, to what the root builds.
    private func handsToFactory(_ reference: Reference, explicit: Bool, _ tokens: [Token], _ types: [TypeDecl], _ context: RuleContext) -> Bool {
        guard let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 1 < tokens.count, tokens[position + 1].kind == .punctuation, [",", ")"].contains(tokens[position + 1].text) else { return false }
        let colon = explicit ? position - 3 : position - 2
        guard colon > 0, tokens[colon].kind == .punctuation, tokens[colon].text == ":", tokens[colon - 1].kind == .identifier,
              !explicit || tokens[position - 2].text == "UserDefaults", EnclosingCall.callee(of: position, in: tokens) != nil else { return false }
        return !isInScreen(reference.enclosingType, types, context)
    }

    /// A screen, or a type nested in one: named as one (`screenTypeSuffixes`) or a SwiftUI view, a view or a view controller.
    private func isInScreen(_ enclosing: Int32, _ types: [TypeDecl], _ context: RuleContext) -> Bool {
        let suffixes = context.strings("screenTypeSuffixes")
        var owner = enclosing >= 0 ? Int(enclosing) : nil
        while let index = owner {
            let type = types[index]
            if suffixes.contains(where: type.name.hasSuffix) || context.index.isKind(type.name, ofAnyOf: Self.screenSupertypes)
                || type.inheritance.contains(where: { Self.screenSupertypes.contains($0.name) }) { return true }
            owner = type.parent
        }
        return false
    }

    private static let screenSupertypes: Set = ["View", "UIViewController", "NSViewController", "UIView", "NSView"]

    /// `= .standard` where the annotation is `UserDefaults`, or `…defaults: .standard` as an argument.
    private func implicitUses(_ file: LintFile, _ types: [TypeDecl], _ settingsTypes: Set<String>) -> [Violation] {
        let tokens = file.tokens
        return file.model.references.compactMap { reference in
            guard reference.base == "", reference.name == "standard",
                  let member = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens), member >= 3 else { return nil }
            let position = member - 1
            let annotated = ImplicitMemberType.annotated(dotAt: position, in: tokens)?.type == "UserDefaults"
            let labelled = tokens[position - 1].kind == .punctuation && tokens[position - 1].text == ":"
                && tokens[position - 2].kind == .identifier && tokens[position - 2].text.lowercased().hasSuffix("defaults")
            guard annotated || labelled, !isInSettingsType(reference.enclosingType, types, settingsTypes) else { return nil }
            return Violation(reference, "'.standard' user defaults outside the settings types; declare the setting on the settings type and inject the AppSettings protocol")
        }
    }

    /// Types (or extensions of types) that declare their settings through a keyed defaults property wrapper, on two
    /// properties or more across the package (`@AppStorage("sound") var sound = true`, `@Default(.theme) var theme`,
    /// `settingsPropertyWrappers`): the settings type, whatever its name. A screen keeping a setting or two that way is not.
    private func wrapperSettingsTypes(_ types: [TypeDecl], _ context: RuleContext) -> [String] {
        let wrappers = context.stringSet("settingsPropertyWrappers")
        guard !wrappers.isEmpty else { return [] }
        return types.indices.compactMap { position in
            let type = types[position]
            guard context.index.propertyCount(of: type.name, withAnyOf: wrappers) >= 2,
                  !isInScreen(Int32(position), types, context) else { return nil }
            return type.name
        }
    }

    /// Types named for storing whose declarations (in this file) include the key they store under: a
    /// property or function whose name ends in `key`/`Key` (`storeKey`, `key(for:)`).
    private func storesWithOwnKeys(_ types: [TypeDecl], _ suffixes: [String]) -> [String] {
        types.filter { type in
            suffixes.contains(where: type.name.hasSuffix) && type.members.contains { member in
                (member.kind == .variable || member.kind == .function) && (member.name == "key" || member.name.hasSuffix("Key"))
            }
        }.map(\.name)
    }

    /// Types that declare their own key type (`Key`, `Keys`, `…Key`) and take it as a parameter of a function
    /// or subscript: the typed getters and setters of a defaults wrapper.
    private func typedKeyWrappers(_ types: [TypeDecl], _ file: LintFile) -> [String] {
        let keyTypes = Dictionary(grouping: types.filter(isNestedKeyType), by: { types[$0.parent ?? 0].name }).mapValues { Set($0.map(\.name)) }
        let tokens = file.tokens
        guard !keyTypes.isEmpty, !tokens.isEmpty else { return [] }
        return keyTypes.compactMap { owner, keys in
            let takesKey = types.contains { type in
                type.name == owner && type.members.contains { member in
                    guard member.kind == .function || member.kind == .subscriptDecl,
                          let start = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return false }
                    // A declaration cut off before its parameters (an unfinished file) ends where it starts.
                    let end = FunctionParameters.names(declaredAt: start, in: tokens).end
                    return end > start + 1 && (start + 1..<end).contains { index in
                        keys.contains(tokens[index].text) && tokens[index - 1].kind == .punctuation && tokens[index - 1].text == ":"
                    }
                }
            }
            return takesKey ? owner : nil
        }
    }

    /// `@propertyWrapper struct Stored<Value> { let key: String; var wrappedValue: Value { get { UserDefaults.standard… } } }`:
    /// a property wrapper keyed by its own stored key, reaching the defaults in its properties (`wrappedValue`,
    /// `projectedValue`, `isEnabled`) or initializer, is the adapter settings types declare their settings with, whatever its name.
    private func isKeyedWrapperAccessor(_ reference: Reference, _ types: [TypeDecl]) -> Bool {
        guard reference.enclosingType >= 0 else { return false }
        let wrapper = types[Int(reference.enclosingType)]
        guard wrapper.attributes.contains("propertyWrapper"),
              wrapper.members.contains(where: { ($0.isLet || $0.isStoredVar) && ($0.name == "key" || $0.name.hasSuffix("Key")) }),
              let member = wrapper.members.last(where: { ($0.line, $0.column) < (Int(reference.line), Int(reference.column)) }) else { return false }
        // Any of its properties, not only `wrappedValue`: a wrapper handing itself out (`var wrappedValue: Self`) keeps
        // the setting in a property of its own (`var isEnabled: Bool { get { defaults.bool(forKey: key) } }`).
        return member.kind == .initializer || member.kind == .variable
    }

    private func isInSettingsType(_ enclosing: Int32, _ types: [TypeDecl], _ settingsTypes: Set<String>) -> Bool {
        var owner = enclosing >= 0 ? Int(enclosing) : nil
        while let index = owner {
            if settingsTypes.contains(types[index].name) { return true }
            owner = types[index].parent
        }
        return false
    }
}
