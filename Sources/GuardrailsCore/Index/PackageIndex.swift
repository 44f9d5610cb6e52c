/// Cross-file facts: where each type is declared, who conforms to what, which members a type has
/// across its extensions, how production code names protocols, what each module imports and re-exports,
/// the targets the manifest declares with their dependencies, and which modules depend on each other in a cycle.
///
/// The facts are `IndexContents`, kept behind one shared reference (see `IndexStorage`) and read in place:
/// each query below is the one of the same name there, where it is described.
public struct PackageIndex: Sendable {
    private var storage: IndexStorage

    init(_ contents: IndexContents) {
        storage = IndexStorage(contents)
    }

    public init(files: [LintFile], package: PackageModel = PackageModel(configured: [])) {
        self.init(indexing: files.map(IndexedFile.init), package: package)
    }

    public init(indexing files: [IndexedFile], package: PackageModel = PackageModel(configured: [])) {
        var contents = IndexContents(package: package)
        for file in files { contents.add(file) }
        contents.finish()
        self.init(contents)
    }

    /// The package the files belong to: its targets and their declared dependencies.
    public var package: PackageModel { storage.contents.package }
    public var modules: Set<String> { storage.contents.modules }

    /// The code of the packages and projects that use this one, linted in the same run (an app beside its local
    /// package, with the app's tests), indexed apart; `nil` when nothing linted with the package uses it.
    public var clients: PackageIndex? { storage.contents.clients }

    mutating func attachClients(_ index: PackageIndex) {
        var contents = storage.contents
        contents.clients = index
        storage = IndexStorage(contents)
    }

    // Types.

    public func declarations(named name: String) -> [IndexedType] { storage.contents.declarations(named: name) }
    public func conformers(of name: String) -> [IndexedType] { storage.contents.conformers(of: name) }
    /// Conformers of the protocol `name` that `module` declares. The index is keyed by name, and two modules may each
    /// declare a protocol of that name (`ConsoleActions` in `Console` and in `ClassicConsole`): a conformer in another
    /// module adopts the one its module sees (declares, or reaches through imports and declared dependencies, worked out once
    /// per run), so one that sees another of them and not
    /// `module` is left out. With one declaring module, or none known, every conformer of the name is kept.
    public func conformers(of name: String, declaredIn module: String?) -> [IndexedType] {
        storage.contents.conformers(of: name, declaredIn: module)
    }
    /// The name `conformer` writes before `inherited` in its inheritance clause (`NostrLink` in `: NostrLink.Delegate`), if any.
    public func writtenQualifier(of inherited: String, adoptedBy conformer: IndexedType) -> String? {
        storage.contents.writtenQualifier(of: inherited, adoptedBy: conformer)
    }
    public func supertypes(of type: String) -> Set<String> { storage.contents.supertypes(of: type) }
    public func inherits(_ type: String, from supertype: String) -> Bool { storage.contents.inherits(type, from: supertype) }
    public func supertypes(ofDeclared declaration: IndexedType, ownModuleOnly: Bool = false) -> Set<String> {
        storage.contents.supertypes(ofDeclared: declaration, ownModuleOnly: ownModuleOnly)
    }
    public func aliases(naming name: String) -> [String] { storage.contents.aliases(naming: name) }
    public func aliasedNames(of alias: String) -> [String] { storage.contents.aliasedNames(of: alias) }
    public func isUntypedAlias(_ name: String) -> Bool { storage.contents.isUntypedAlias(name) }
    /// What a type annotated `@name` conforms to through the package's own `macro name`'s `@attached(…, conformances: …)` roles.
    public func conformances(ofMacro name: String) -> Set<String> { storage.contents.conformances(ofMacro: name) }
    /// The type whose `…Notification` a production `extension Notification.Name { static let name = Type.…Notification }` renames.
    public func notificationAliasType(of name: String) -> String? { storage.contents.notificationAliasType(of: name) }
    public func declaresNestedType(_ name: String, in module: String?) -> Bool { storage.contents.declaresNestedType(name, in: module) }
    public func nestedDeclarations(named name: String) -> [IndexedType] { storage.contents.nestedDeclarations(named: name) }
    public func nestedTypes(in parent: String) -> [IndexedType] { storage.contents.nestedTypes(in: parent) }
    public func members(of type: String, in module: String?) -> Set<String> { storage.contents.members(of: type, in: module) }

    public func methodRequirements(of protocolName: String, in module: String?) -> Set<String> {
        storage.contents.methodRequirements(of: protocolName, in: module)
    }

    public func protocolMembers(of protocolName: String, in module: String?) -> Set<String> {
        storage.contents.protocolMembers(of: protocolName, in: module)
    }

    public func actionRequirements(of protocolName: String, in module: String?) -> Set<String> {
        storage.contents.actionRequirements(of: protocolName, in: module)
    }

    /// Whether a type of `module` declares the method `fullName` (base name `name`) with a body doing something, in its body or
    /// an extension. Only the base name is matched among declarations with a body: an overload of other labels
    /// (`reload(from:)` beside `reload()`) counts as implementing `fullName` unless that one is written empty.
    public func implements(_ name: String, fullName: String, of type: String, in module: String?) -> Bool {
        storage.contents.implements(name, fullName: fullName, of: type, in: module)
    }

    /// `sync(items:)` for `func sync(items: [Ledger])` required by the protocol, asked for `Ledger`: a requirement whose
    /// witnesses must name that type too; `body` for `var body: BodyKind { get }` asked for `BodyKind`.
    public func requirements(of protocolName: String, in module: String?, spelling type: String) -> Set<String> {
        storage.contents.requirements(of: protocolName, in: module, spelling: type)
    }

    public func extensionMembers(of type: String, in module: String?) -> Set<String> { storage.contents.extensionMembers(of: type, in: module) }
    /// Member names that extensions of `type` in `module` written with `modifier` declare (`public extension Notification.Name`).
    public func extensionMembers(of type: String, in module: String?, modifier: String) -> Set<String> {
        storage.contents.extensionMembers(of: type, in: module, modifier: modifier)
    }

    // Modules.

    public func isSeen(_ module: String, byClientModule importer: String) -> Bool { storage.contents.isSeen(module, byClientModule: importer) }
    public func firstFile(of module: String) -> String? { storage.contents.firstFile(of: module) }
    public func isTestModule(_ module: String) -> Bool { storage.contents.isTestModule(module) }
    public func hasCode(_ module: String) -> Bool { storage.contents.hasCode(module) }
    public func holdsWork(_ module: String) -> Bool { storage.contents.holdsWork(module) }
    /// Whether the test file at `path` holds only an untouched test template (the placeholder `holdsWork` leaves out).
    public func isTestTemplate(path: String) -> Bool { storage.contents.isTestTemplate(path: path) }
    public func declaresClosureClient(_ module: String) -> Bool { storage.contents.declaresClosureClient(module) }
    /// Whether a production file of `module` is a `main.swift` or declares a top-level `@main` type (an executable's entry point).
    public func declaresProgramEntry(_ module: String) -> Bool { storage.contents.declaresProgramEntry(module) }
    public func isMainActorByDefault(_ module: String?) -> Bool { storage.contents.isMainActorByDefault(module) }
    public func module(importedAs written: String, in module: String) -> String { storage.contents.module(importedAs: written, in: module) }
    public func imports(of module: String) -> Set<String> { storage.contents.imports(of: module) }
    public func imports(ofFile path: String) -> Set<String> { storage.contents.imports(ofFile: path) }
    public func reexports(of module: String) -> Set<String> { storage.contents.reexports(of: module) }
    public func modulesNamed(by module: String) -> Set<String> { storage.contents.modulesNamed(by: module) }
    public func modulesNamedWithoutImport(by module: String) -> Set<String> { storage.contents.modulesNamedWithoutImport(by: module) }
    public func dependsOn(_ target: String, _ other: String) -> Bool? { storage.contents.dependsOn(target, other) }
    /// Whether `target` may reach `other`, a target of a nested package, through another package's product (see `IndexContents`).
    public func mayReachThroughAnotherPackage(_ target: String, _ other: String) -> Bool {
        storage.contents.mayReachThroughAnotherPackage(target, other)
    }
    public func importCloses(from importer: String, to imported: String) -> Bool { storage.contents.importCloses(from: importer, to: imported) }

    // What production code does with names.

    public func isMentioned(_ protocolName: String) -> Bool { storage.contents.isMentioned(protocolName) }
    public func isMentionedOutsidePreviews(_ type: String) -> Bool { storage.contents.isMentionedOutsidePreviews(type) }
    public func isMentionedInPreviews(_ type: String) -> Bool { storage.contents.isMentionedInPreviews(type) }
    public func isHeldAsProperty(_ type: String) -> Bool { storage.contents.isHeldAsProperty(type) }
    /// Whether a `public`, `open` or `package` production type stores a property annotated with this type.
    public func isHeldByAPI(_ type: String) -> Bool { storage.contents.isHeldByAPI(type) }
    public func isNamedOnlyByLiveFactories(_ type: String) -> Bool { storage.contents.isNamedOnlyByLiveFactories(type) }
    public func isCheckedFor(_ protocolName: String) -> Bool { storage.contents.isCheckedFor(protocolName) }
    /// Production code casts to the type (`x as? P`, `x is P`, `x as? Module.P`); a `where` constraint is no cast.
    public func isCastTo(_ type: String) -> Bool { storage.contents.isCastTo(type) }
    public func isPassedAsMetatype(_ type: String) -> Bool { storage.contents.isPassedAsMetatype(type) }
    /// How many of the type's uses (`typeUses(of:)`) are metatypes handed to a call.
    public func metatypeArgumentUses(of type: String) -> Int { storage.contents.metatypeArgumentUses(of: type) }
    /// Written by production code as an `NSCache`'s object type (`NSCache<NSString, CacheEntry>`), a class by NSCache's demand.
    public func isCacheObject(_ type: String) -> Bool { storage.contents.isCacheObject(type) }
    public func isUsedAsType(_ protocolName: String) -> Bool { storage.contents.isUsedAsType(protocolName) }
    public func isUsedAsTypeOnlyWhereCast(_ type: String) -> Bool { storage.contents.isUsedAsTypeOnlyWhereCast(type) }
    /// Whether code of the modules seeing the protocol that `module` declares names it as a type (see `conformers(of:declaredIn:)`).
    public func isUsedAsType(_ protocolName: String, declaredIn module: String?) -> Bool { storage.contents.isUsedAsType(protocolName, declaredIn: module) }
    public func typeUses(of protocolName: String) -> Int { storage.contents.typeUses(of: protocolName) }
    public func closedMetatypeUses(of protocolName: String) -> Int { storage.contents.closedMetatypeUses(of: protocolName) }
    public func isKind(_ type: String, ofAnyOf names: Set<String>) -> Bool { storage.contents.isKind(type, ofAnyOf: names) }

    // What declarations' bodies say, and what tests name.

    public func traits(of type: IndexedType) -> TypeTraits { storage.contents.traits(of: type) }
    /// Whether a class of this name is named as the codebase's injection container (`AppContainer`, `Dependencies`), the
    /// name half of `TypeTraits.isInjectionContainer`.
    public func isNamedAsInjectionContainer(_ name: String) -> Bool { DeclarationTraits.endsWithContainerWord(name) }
    /// For a production observable class or stored-data struct (`TypeTraits.declaresOnlyStoredData`), the names of the types its instance stored properties hold beyond standard and framework values, closures and its nested types, or for a synchronized cell (`TypeTraits.isSynchronizedCell`) the package types its guarded value's declaration names; `nil` for any other declaration.
    public func storedTypeNames(of type: IndexedType) -> [String]? { storage.contents.storedTypeNames(of: type) }
    /// What the body of a declaration of a file declaring a singleton stores, names and calls, or of a pure computation
    /// (`TypeTraits.answersOnlyValues`) in another file (see `DeclarationBody`).
    public func body(of type: IndexedType) -> DeclarationBody? { storage.contents.body(of: type) }
    /// Whether a production class stores only objects of other modules: its instance stored properties, one at least, are all
    /// annotated with types no file of the package declares (or its own nested ones), no standard value
    /// (`private let handler: VNSequenceRequestHandler`). Worked out when asked, for a candidate finding.
    public func storesOnlyForeignObjects(_ type: IndexedType) -> Bool { storage.contents.storesOnlyForeignObjects(type) }
    /// For a production class, the types its instance stored properties are annotated with (`let text: String`, `var
    /// tags: [Tag]?` as `Tag`). Walks the classes' list: asked only for a class a rule is about to report.
    public func storedInstanceTypes(of type: IndexedType) -> [String] { storage.contents.storedInstanceTypes(of: type) }
    /// For a production class, actor or struct, the types its instance stored properties are annotated with (standard values
    /// left out for a struct). Walks the lists: asked only for the few declarations a rule follows.
    public func heldInstanceTypes(of type: IndexedType) -> [String] { storage.contents.heldInstanceTypes(of: type) }
    public func ownInstanceStatics(of type: String) -> Set<String> { storage.contents.ownInstanceStatics(of: type) }
    /// The type production code annotates `type`'s static `var` named `member` with when others may assign it
    /// (`public static var shared: Logging = SilentLog()`); `nil` for a `let`, a `private` one or its own type.
    public func settableStaticType(of type: String, member: String) -> String? { storage.contents.settableStaticType(of: type, member: member) }
    public func valueHolder(named name: String) -> ValueHolderShape? { storage.contents.valueHolder(named: name) }
    public func isExtendedWithActions(_ name: String) -> Bool { storage.contents.isExtendedWithActions(name) }
    public func propertyCount(of type: String, withAnyOf attributes: Set<String>) -> Int {
        storage.contents.propertyCount(of: type, withAnyOf: attributes)
    }
    /// How many properties production declarations of `type` mark with each attribute (`["Setting": 12]`).
    public func propertyAttributes(of type: String) -> [String: Int] { storage.contents.propertyAttributes(of: type) }

    public func staticValueConstants(of type: String) -> Set<String> { storage.contents.staticValueConstants(of: type) }
    /// Static `let`s production code declares on `type` holding its own instance decoded from a resource of the code's bundle
    /// or built from literals only (`static let shared = Bundle.module.decode(Limits.self, from: "Limits")`).
    public func bundledStatics(of type: String) -> Set<String> { storage.contents.bundledStatics(of: type) }
    public func isUsedByTests(_ name: String) -> Bool { storage.contents.isUsedByTests(name) }
    /// The argument labels some test file passes to a call of `type(…)`, its own package's and its users' tests: read from
    /// the test files when asked, for a candidate finding only.
    public func argumentLabelsTestsPass(toInitializerOf type: String) -> Set<String> {
        storage.contents.argumentLabelsTestsPass(toInitializerOf: type).union(clients?.argumentLabelsTestsPass(toInitializerOf: type) ?? [])
    }
    /// The methods of the test-code class `name` (a base test case), in its body or extensions, that call one of `functions`
    /// (`func render(…) { assertSnapshot(…) }`): read from its files when asked, for a candidate finding only.
    public func testClassMethods(of name: String, calling functions: Set<String>) -> Set<String> {
        storage.contents.testClassMethods(of: name, calling: functions)
    }
    /// Whether some test file (its own package's or its users') assigns a member of this name, `config.handler = stub`:
    /// read from the test files when asked, for a candidate finding only.
    public func isAssignedByTests(member name: String) -> Bool {
        storage.contents.isAssignedByTests(member: name) || clients?.isAssignedByTests(member: name) == true
    }
    /// The view controller types (`…Controller`) the package's functions named `name` are declared to return, wherever declared.
    public func controllerResults(ofFunction name: String) -> Set<String> { storage.contents.controllerResults(ofFunction: name) }
    /// Whether the package's production code declares a top-level function so named taking a closure (`withTracer(_:_:)`).
    public func declaresScopeFunction(_ name: String) -> Bool { storage.contents.declaresScopeFunction(name) }
}
