import GuardrailsCore

/// Decides whether a type name is a service locator (DI container, coordinator, router, provider) for
/// `service-locator`: by what the package declares, never by the word alone.
struct LocatorTypes {
    private let index: PackageIndex
    private let module: String?
    private let suffixes: [String]
    private let containerSuffixes: [String]
    private let memberCheckedSuffixes: [String]
    private let locatorMembers: Set<String>
    private let evidenceSuffixes: [String]
    private let handOutPrefixes: [String]
    private let thirdPartyNames: Set<String>
    private let mainActorClasses: MainActorClasses

    init(context: RuleContext, module: String?, importedModules: Set<String>) {
        index = context.index
        self.module = module
        suffixes = context.strings("nameSuffixes")
        containerSuffixes = context.strings("containerSuffixes")
        memberCheckedSuffixes = context.strings("memberCheckedSuffixes")
        locatorMembers = context.stringSet("locatorMembers")
        evidenceSuffixes = context.strings("evidenceSuffixes")
        handOutPrefixes = context.strings("handOutMembers")
        thirdPartyNames = Set(context.strings("thirdPartyTypes").compactMap { qualified in
            let parts = qualified.split(separator: ".", maxSplits: 1).map(String.init)
            return parts.count == 2 && importedModules.contains(parts[0]) ? parts[1] : nil
        })
        mainActorClasses = MainActorClasses(frameworkRootsIn: context.index)
    }

    /// A cheap first look by name: only names with a locator ending, or a listed third-party type, can be one.
    func mayBeLocator(_ name: String) -> Bool {
        suffixes.contains(where: name.hasSuffix) || containerSuffixes.contains(where: name.hasSuffix)
            || memberCheckedSuffixes.contains(where: name.hasSuffix) || thirdPartyNames.contains(name)
    }

    func isLocator(_ name: String) -> Bool {
        let declarations = index.declarations(named: name).filter { !$0.isTest }
        guard !declarations.isEmpty else { return thirdPartyNames.contains(name) }
        // The module's own declaration shadows another module's type of the same name.
        let own = declarations.filter { $0.module == module }
        return (own.isEmpty ? declarations : own).contains { isLocator($0) }
    }

    /// Only a class, actor or protocol hands dependencies out: a struct or enum with a locator ending is a value that models
    /// the concept (a code generator's record of a provider it will emit, an enum of cases saying where a file lies).
    private func isLocator(_ declaration: IndexedType) -> Bool {
        let name = declaration.name
        guard declaration.kind == .class || declaration.kind == .actor || declaration.kind == .protocol else { return false }
        if let suffix = containerSuffixes.first(where: { name.hasSuffix($0) }) {
            return !isFrameworkKind(name, suffix: suffix) && (!evidenceSuffixes.contains(suffix) || handsOutInstances(declaration))
        }
        if let suffix = suffixes.first(where: { name.hasSuffix($0) }) {
            return hasRoleName(name, suffix: suffix) && !isFrameworkKind(name, suffix: suffix) && hasLocatorOrNavigationMembers(declaration)
        }
        if let suffix = memberCheckedSuffixes.first(where: { name.hasSuffix($0) }) {
            let members = index.members(of: name, in: declaration.module)
            return hasRoleName(name, suffix: suffix) && locatorMembers.isSubset(of: members) && !isFrameworkKind(name, suffix: suffix)
        }
        return false
    }

    /// A bare `…Locator` also names where a file lies (`protocol PackageLocator { var packageDirectory: URL }` and paths computed
    /// from it): it is a service locator only when a member of it or its extensions hands instances out (`resolve`, `make…`).
    private func handsOutInstances(_ declaration: IndexedType) -> Bool {
        index.members(of: declaration.name, in: declaration.module).contains { member in Self.isNamed(member, byAnyOf: handOutPrefixes) }
    }

    /// `make` or `makeTool`: the word itself, or the word followed by more words.
    private static func isNamed(_ member: String, byAnyOf words: [String]) -> Bool {
        words.contains { word in member == word || (member.hasPrefix(word) && member.dropFirst(word.count).first?.isUppercase == true) }
    }

    /// Endings of a stored collaborator's name: `pushLogger`, `openSettingsGuard` start like an action but name what the
    /// type holds, not a screen it goes to.
    private static let collaboratorEndings = ["Logger", "Guard", "Lock", "Handler", "Tracker", "Queue", "Observer", "Token", "Task", "Timer", "Store", "Cache", "Client", "Service"]

    /// Names that make a role-named type navigate: `start()`, `childCoordinators`, a held navigation controller
    /// or path, and actions such as `push(…)`, `showDetail(for:)` or `dismissList()`. A bare `show()` toggles
    /// something on screen (a toast), so a prefix counts only with a destination after it.
    private static let navigationNames: Set<String> = [
        "start", "childCoordinators", "navigationController", "rootViewController", "navigationPath", "path",
        "push", "pop", "present", "dismiss", "navigate", "route",
    ]
    private static let navigationPrefixes = ["show", "push", "pop", "present", "dismiss", "navigate", "route", "open", "goTo", "coordinate"]

    /// A `…Coordinator` or `…Router` is a locator only when it navigates or hands out dependencies; a now-playing
    /// publisher or a toast's visibility holder shares the ending and nothing else. Members of the type, its
    /// extensions and the package's supertypes count.
    private func hasLocatorOrNavigationMembers(_ declaration: IndexedType) -> Bool {
        var members = index.members(of: declaration.name, in: declaration.module)
        for supertype in index.supertypes(of: declaration.name) {
            for inherited in index.declarations(named: supertype) { members.formUnion(index.members(of: supertype, in: inherited.module)) }
        }
        if locatorMembers.isSubset(of: members) { return true }
        return members.contains { member in
            Self.navigationNames.contains(member) || (Self.navigationPrefixes.contains { member.hasPrefix($0) && member.dropFirst($0.count).first?.isUppercase == true }
                && !Self.collaboratorEndings.contains(where: member.hasSuffix))
        }
    }

    /// `AppCoordinator` names its role after a prefix; a bare `Coordinator` is the role itself only when
    /// the package has a family of them (`FeedCoordinator: Coordinator`).
    private func hasRoleName(_ name: String, suffix: String) -> Bool {
        if name.count > suffix.count { return true }
        return index.conformers(of: name).contains { $0.name != name && $0.name.hasSuffix(suffix) }
    }

    /// A UI class (`BadgeContainer: UIView`) or a subclass of a framework type with the same ending
    /// (`StoreContainer: NSPersistentContainer`) is what its framework says it is.
    private func isFrameworkKind(_ name: String, suffix: String) -> Bool {
        if mainActorClasses.isFrameworkUIType(name) { return true }
        return index.supertypes(of: name).contains { supertype in
            supertype.hasSuffix(suffix) && index.declarations(named: supertype).isEmpty
        }
    }
}
