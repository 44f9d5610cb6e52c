/// Reads the `TypeTraits` of a file's declarations and the static properties that hold an instance of their own
/// type, from its source model alone (the index pass keeps type names, not calls of functions).
enum DeclarationTraits {
    /// The traits of each declaration of `model.types`, by position.
    static func traits(of model: SourceModel) -> [TypeTraits] {
        let plain = plainStateHolders(in: model)
        let adapters = closureAdapters(in: model)
        let network = networkClients(in: model)
        let clients = model.types.indices.map { isClosureClient(model.types[$0], aliases: model.functionAliases) }
        let palettes = appearancePalettes(in: model)
        return model.types.indices.map { index in
            let type = model.types[index]
            var traits: TypeTraits = plain.contains(index) ? [.holdsOnlyPlainState] : []
            if isConstantTable(type) { traits.insert(.isConstantTable) }
            if type.isDebugOnly { traits.insert(.isDebugOnly) }
            if palettes.contains(index) { traits.insert(.isAppearancePalette) }
            if adapters.contains(index) { traits.insert(.isClosureAdapter) }
            if clients[index] { traits.insert(.isClosureClient) }
            if storesOnlyClosures(type, aliases: model.functionAliases) { traits.insert(.storesOnlyClosures) }
            if holdsFrameworkIO(type) { traits.insert(.holdsFrameworkIO) }
            if isInjectionContainer(type) { traits.insert(.isInjectionContainer) }
            if network.network.contains(index) { traits.insert(.reachesNetwork) }
            if network.system.contains(index) { traits.insert(.reachesSystemService) }
            if network.awaitsSystem.contains(index) { traits.insert(.awaitsSystemService) }
            if declaresOnlyData(type) { traits.insert(.declaresOnlyData) }
            if !type.inheritance.isEmpty, performsNoInstanceAction(type) { traits.insert(.performsNoInstanceAction) }
            if storesOnlyValues(type) { traits.insert(.storesOnlyValues) }
            if declaresOnlyStoredData(type, aliases: model.functionAliases) || derivesOnlyFromStoredData(index, in: model) {
                traits.insert(.declaresOnlyStoredData)
            }
            if storesCollaborator(type, aliases: model.functionAliases) { traits.insert(.storesCollaborator) }
            if isCopyOnWriteValue(index, in: model.types) { traits.insert(.isCopyOnWriteValue) }
            traits.formUnion(storeTraits(type))
            if runsShellOnly(type) { traits.insert(.runsShellOnly) }
            if wrapsFrameworkPrimitive(type) { traits.insert(.wrapsFrameworkPrimitive) }
            if type.kind == .protocol, type.declaresAssociatedType, type.members.isEmpty, type.inheritance.allSatisfy({ $0.name == "Sendable" }) {
                traits.insert(.requiresOnlyAssociatedTypes)
            }
            if requiresOnlyConversions(type) { traits.insert(.requiresOnlyConversions) }
            if mixesSyncAndAsyncMethods(type) { traits.insert(.mixesSyncAndAsyncMethods) }
            if initializesFromRawValue(type) { traits.insert(.initializesFromRawValue) }
            if staticFunctionsReturnOtherTypes(type) { traits.insert(.staticFunctionsReturnOtherTypes) }
            if addsOnlyStaticFactories(type) { traits.insert(.addsOnlyStaticFactories) }
            if type.kind == .enum, type.members.contains(where: { $0.kind == .enumCase }), !type.members.contains(where: { $0.hasAssociatedValues }) {
                traits.insert(.declaresOnlyPlainCases)
            }
            return traits
        }
    }

    /// `protocol Sink: Sendable { func add(_ item: Item) async; func removeAll() }`: an instance method requirement `async` and
    /// one not, isolated neither by the protocol nor by itself to the main actor (whose class could witness it).
    private static func mixesSyncAndAsyncMethods(_ type: TypeDecl) -> Bool {
        guard type.kind == .protocol, !type.attributes.contains("MainActor") else { return false }
        let isInstanceMethod = { (member: MemberDecl) in member.kind == .function && !member.modifiers.contains("static") }
        return type.members.contains { $0.isAsync && isInstanceMethod($0) }
            && type.members.contains { !$0.isAsync && isInstanceMethod($0) && !$0.attributes.contains("MainActor") }
    }

    /// `protocol ReportContext: Sendable { func toPayload() -> [String: String] }`: every requirement an instance function
    /// without parameters, not `async`, returning a value, named `to…` or `as…` followed by a capital (`toJSON()`, `asRow()`),
    /// or any name when the protocol says it is a conversion, as `CustomStringConvertible` does (`protocol PromptConvertible
    /// { func prompt() -> [Message] }`).
    private static func requiresOnlyConversions(_ type: TypeDecl) -> Bool {
        guard type.kind == .protocol, !type.members.isEmpty, type.inheritance.allSatisfy({ $0.name == "Sendable" }) else { return false }
        let namedAsConversion = type.name.hasSuffix("Convertible")
        return type.members.allSatisfy { member in
            member.kind == .function && !member.isAsync && member.declaresResult && member.argumentLabels == ""
                && !member.modifiers.contains("static") && (namedAsConversion || isConversionName(member.name))
        }
    }

    /// `class ChallengeHeader { var scheme: String; init(headerValue: String) throws; func realm() -> String? }`: a class
    /// declaring an initializer that parses one raw value (`MemberDecl.parsesRawValue`), whose instance methods all answer
    /// a value or are private helpers: nothing it is told to do, only what it parsed and what can be read from that.
    private static func initializesFromRawValue(_ type: TypeDecl) -> Bool {
        guard type.kind == .class, type.members.contains(where: \.parsesRawValue) else { return false }
        return type.members.allSatisfy { member in
            member.kind != .function || member.declaresResult || member.modifiers.contains { $0 == "static" || $0 == "private" || $0 == "fileprivate" }
        }
    }

    /// `class Summaries { static func summary(of: [Int]) -> String }`: static functions with a value result, one at least,
    /// all returning another type than their own.
    private static func staticFunctionsReturnOtherTypes(_ type: TypeDecl) -> Bool {
        guard type.kind != .extension, type.kind != .protocol, type.members.contains(where: \.returnsOtherType) else { return false }
        return !type.members.contains { member in
            member.kind == .function && member.declaresResult && !member.returnsOtherType
                && member.modifiers.contains { $0 == "static" || $0 == "class" }
        }
    }

    /// `extension Ident: Sampling { static func sample() -> Self { .zero } }`: an extension adopting something whose members, one
    /// at least, are all `static` or `class` functions declaring a result.
    private static func addsOnlyStaticFactories(_ type: TypeDecl) -> Bool {
        guard type.kind == .extension, !type.inheritance.isEmpty, !type.members.isEmpty else { return false }
        return type.members.allSatisfy { member in
            member.kind == .function && member.declaresResult && (member.modifiers.contains("static") || member.modifiers.contains("class"))
        }
    }

    private static func isConversionName(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars.prefix(3))
        guard scalars.count == 3, (scalars[0] == "t" && scalars[1] == "o") || (scalars[0] == "a" && scalars[1] == "s") else { return false }
        return scalars[2].properties.isUppercase
    }

    /// `static let bridgeID = UUID(uuidString: "…")!`, `static let limit: Int = 3`: static `let`s of a type holding a
    /// standard value, read rather than created. The same walk collects, in `bundled`, the positions of the static `let`s that
    /// may be a constant table of the type (`BundledStatics.isCandidate`), whose tokens are read afterwards.
    static func staticValueConstants(of type: TypeDecl, bundled: inout [Int]) -> [String] {
        var names: [String] = []
        let members = type.members
        // Reads each member in place: asked of every declaration, a copy would retain every string it holds.
        for position in members.indices where members[position].kind == .variable && members[position].isLet {
            guard members[position].modifiers.contains("static"), let stored = members[position].propertyType, !stored.isFunction else { continue }
            guard plainNames.contains(stored.name), stored.name != "Self" else {
                if BundledStatics.isCandidate(stored, of: type) { bundled.append(position) }
                continue
            }
            names.append(members[position].name.filter { $0 != "`" })
        }
        return names
    }

    /// Classes with no nested type and no static member whose instance stored properties, one at least, are all closures
    /// (a function type, or an alias the file declares for one), and whose body names no type but standard values outside
    /// its members' signatures (up to each body's `{`, however many lines): methods that only call the closures the initializer stored.
    private static func closureAdapters(in model: SourceModel) -> Set<Int> {
        let types = model.types
        var candidates = Set(types.indices.filter { index in
            guard types[index].kind == .class else { return false }
            let members = types[index].members
            var storesClosure = false
            for position in members.indices {
                if isTypeMember(members[position]) { return false }
                guard members[position].isLet || members[position].isStoredVar else { continue }
                guard let stored = members[position].propertyType, !stored.isCollection, stored.isFunction || model.functionAliases.contains(stored.name)
                else { return false }
                storesClosure = true
            }
            return storesClosure
        })
        guard !candidates.isEmpty else { return [] }
        for type in types { if let parent = type.parent { candidates.remove(parent) } }
        for reference in model.references where reference.base == nil && !reference.statesCapability && reference.enclosingType >= 0 {
            let index = Int(reference.enclosingType)
            guard candidates.contains(index), !types[index].members.contains(where: { isInSignature(reference, of: $0) }),
                  !plainNames.contains(reference.name), reference.name != types[index].name,
                  reference.name.unicodeScalars.first?.properties.isUppercase == true else { continue }
            candidates.remove(index)
        }
        return candidates
    }

    /// Whether `reference` lies in `member`'s signature: from its start up to its body's `{`, however many lines the
    /// parameters span, or its whole first line for a member without a body (a property).
    private static func isInSignature(_ reference: Reference, of member: MemberDecl) -> Bool {
        let position = (reference.line, reference.column)
        guard position >= (Int32(member.line), Int32(member.column)) else { return false }
        return member.bodyLine > 0 ? position < (member.bodyLine, member.bodyColumn) : reference.line == Int32(member.line)
    }

    /// `static let current = Session()`, `static var main: Self = .init()`: stored static properties of a type holding
    /// an instance of that type.
    /// Asked of every declaration the index keeps, so it walks the members in place and builds nothing for a
    /// type without such a property.
    /// The same walk collects, in `settable`, the stored static `var`s others may assign, annotated with another named type
    /// (`public static var shared: Logging = SilentLog()`), as `member:Type`: a slot whose type may be a protocol.
    static func ownInstanceStatics(of type: TypeDecl, settable: inout [String]) -> [String] {
        var names: [String] = []
        let members = type.members
        // Reads each member in place: a copy would retain every string it holds.
        for position in members.indices where members[position].kind == .variable && (members[position].isLet || members[position].isStoredVar) {
            // A collection of itself (`static let all: [Self]`) is a table of instances, not the shared one.
            guard let stored = members[position].propertyType, !stored.isCollection, stored.isConstructed || stored.isAnnotated else { continue }
            // The cheap checks on the stored type come before the modifier scan of `isTypeMember`.
            guard stored.name == type.name || stored.name == "Self" else {
                if members[position].isStoredVar, stored.isAnnotated, !stored.isFunction, !stored.name.isEmpty, !plainNames.contains(stored.name),
                   isTypeMember(members[position]),
                   !members[position].modifiers.contains(where: { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }) {
                    settable.append(members[position].name.filter { $0 != "`" } + ":" + stored.name)
                }
                continue
            }
            guard isTypeMember(members[position]) else { continue }
            names.append(members[position].name.filter { $0 != "`" })
        }
        return names
    }

    /// `public final class Swatches: NSObject { public let accent: UIColor; public let caption: UIFont }`: a struct or `final`
    /// class, with no supertype but `NSObject` and standard protocols, storing only `let`s of framework appearance values or
    /// `CGFloat`s, one at least. Whoever built it, it holds how the app looks: no collaborator, no state. A `String` or `URL`
    /// stored beside them (an address, a key) makes it a configuration, which is not a palette.
    /// A `let` of a palette the same file declares counts as such a value (`nested`): see `appearancePalettes(in:)`.
    private static func isAppearancePalette(_ type: TypeDecl, nested: Set<String>) -> Bool {
        guard type.kind == .struct || type.kind == .class && type.modifiers.contains("final"),
              type.inheritance.allSatisfy({ $0.name == "NSObject" || plainNames.contains($0.name) }) else { return false }
        var hasStored = false
        for member in type.members where (member.isLet || member.isStoredVar) && !isTypeMember(member) {
            guard member.isLet, let stored = member.propertyType,
                  stored.name == "CGFloat" || ValueHolders.frameworkValueNames.contains(stored.name) || nested.contains(stored.name) else { return false }
            hasStored = true
        }
        return hasStored
    }

    /// Positions of the file's palettes (`isAppearancePalette`), counting one whose `let`s hold the file's other palettes, at
    /// any depth (`let accent = Accent()` of `struct Accent { let primary = Color("AccentPrimary") }`, nested or not): colors
    /// grouped by role are still only how the app looks. A name the file also gives a type that is no palette is not read
    /// as one, since which of them a property holds is not told. Rounds run only while the last one found a palette.
    private static func appearancePalettes(in model: SourceModel) -> Set<Int> {
        var found: Set<Int> = []
        var names: Set<String> = []
        while true {
            var added = false
            for position in model.types.indices where !found.contains(position) && isAppearancePalette(model.types[position], nested: names) {
                found.insert(position)
                added = true
            }
            guard added else { return found }
            let others = Set(model.types.indices.lazy.filter { !found.contains($0) && model.types[$0].kind != .extension }.map { model.types[$0].name })
            let next = Set(found.map { model.types[$0].name }).subtracting(others)
            guard next != names else { return found }
            names = next
        }
    }

    /// A struct whose initializers are all private, at least one, and whose instance stored properties are all
    /// `let`s of standard or framework values (`Font`, `UIColor`), at least one. One walk of the members answers it, without collecting them.
    private static func isConstantTable(_ type: TypeDecl) -> Bool {
        guard type.kind == .struct else { return false }
        var hasInitializer = false
        var hasStored = false
        for member in type.members {
            if member.kind == .initializer {
                guard member.modifiers.contains("private") || member.modifiers.contains("fileprivate") else { return false }
                hasInitializer = true
            }
            if member.isLet || member.isStoredVar, !isTypeMember(member) {
                // A framework value (a `Font`, a `UIColor`) is as constant as a standard one: a table of text styles is one too.
                guard member.isLet, member.propertyType.map({ $0.isCollection || plainNames.contains($0.name) || ValueHolders.frameworkValueNames.contains($0.name) }) ?? true
                else { return false }
                hasStored = true
            }
        }
        return hasInitializer && hasStored
    }

    /// A struct adopting only standard protocols (`Sendable`) whose instance stored properties are mostly closures the
    /// caller can set (not `private`), two at least, the rest annotated and not built in place (`let status: Status`), or a
    /// single such closure and nothing else: a client the caller fills with closures, not an implementation. A view keeping `private` callbacks is not one.
    /// A `@DependencyClient` struct is one by construction (the macro exists for clients of closures), whatever clients it groups.
    private static func isClosureClient(_ type: TypeDecl, aliases: Set<String>) -> Bool {
        guard type.kind == .struct else { return false }
        if type.attributes.contains("DependencyClient") { return true }
        guard type.inheritance.allSatisfy({ plainNames.contains($0.name) }) else { return false }
        var closures = 0
        var others = 0
        for member in type.members where (member.isLet || member.isStoredVar) && !isTypeMember(member) {
            guard let stored = member.propertyType, stored.isAnnotated, !stored.isConstructed else { return false }
            let isHidden = member.modifiers.contains("private") || member.modifiers.contains("fileprivate")
            if (stored.isFunction || !stored.isCollection && aliases.contains(stored.name)) && !isHidden { closures += 1 } else { others += 1 }
        }
        // A lone closure with nothing beside it (`struct LinkResolver { let resolve: (URL) throws -> String }`) is a one-call client.
        return (closures >= 2 && closures > others) || (closures == 1 && others == 0)
    }

    /// A struct, enum or class adopting `Error` or `LocalizedError` in its own clause.
    /// A class or struct whose instance stored properties, one at least, are all closures or aliases of function types.
    /// One walk of the members answers it, without collecting them.
    private static func storesOnlyClosures(_ type: TypeDecl, aliases: Set<String>) -> Bool {
        guard type.kind == .class || type.kind == .struct else { return false }
        var storesClosure = false
        for member in type.members where (member.isLet || member.isStoredVar) && !isTypeMember(member) {
            guard let stored = member.propertyType, !stored.isCollection, stored.isFunction || aliases.contains(stored.name) else { return false }
            storesClosure = true
        }
        return storesClosure
    }

    /// A class or actor storing a platform I/O object it drives (`let session: URLSession`, `let context: NSManagedObjectContext`).
    /// An observable one (`ObservableObject`, `@Observable`) is state a screen watches, a view model or an app container, not an adapter.
    private static func holdsFrameworkIO(_ type: TypeDecl) -> Bool {
        guard type.kind == .class || type.kind == .actor, !type.attributes.contains("Observable"), !type.inherits("ObservableObject") else { return false }
        return type.members.contains { member in
            (member.isLet || member.isStoredVar) && !isTypeMember(member) && member.propertyType.map { frameworkIONames.contains($0.name) } == true
        }
    }

    /// Platform objects through which code reaches the network or a store.
    private static let frameworkIONames: Set = [
        "URLSession", "NSManagedObjectContext", "NSPersistentContainer", "NSPersistentCloudKitContainer", "NSFetchedResultsController",
        "ModelContext", "ModelContainer",
    ]

    private static func isTypeMember(_ member: MemberDecl) -> Bool {
        member.modifiers.contains("static") || member.modifiers.contains("class")
    }

    /// Observable classes (`@Observable`, `ObservableObject`: state a view watches) storing something, conforming only
    /// to value and observation protocols, whose bodies (nested types included) name no type but standard values, their
    /// nested types and their generic parameters.
    private static func plainStateHolders(in model: SourceModel) -> Set<Int> {
        let types = model.types
        var candidates = Set(types.indices.filter { index in
            let type = types[index]
            let isObservable = type.attributes.contains("Observable") || type.inheritance.contains { $0.name == "ObservableObject" }
            return type.kind == .class && isObservable && type.inheritance.allSatisfy { plainNames.contains($0.name) }
                && type.members.contains { ($0.isLet || $0.isStoredVar) && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        })
        guard !candidates.isEmpty else { return [] }
        let fileValues = filePrivateValues(in: model)
        var ownNames: [Int: Set<String>] = [:]
        for candidate in candidates {
            // A tree node's children and the child it adds (`var children: [OutlineNode]?`) name the holder itself: still its own
            // state. Not so a shared instance of itself (`static let shared = Playlist()`), which makes it a global store.
            let type = types[candidate]
            let keepsItself = type.members.contains { member in
                member.kind == .variable && member.modifiers.contains { $0 == "static" || $0 == "class" }
                    && (member.propertyType.map { !$0.isCollection && ($0.name == type.name || $0.name == "Self") } ?? false)
            }
            ownNames[candidate] = keepsItself ? fileValues : fileValues.union([type.name])
        }
        for index in types.indices {
            var ancestor = types[index].parent
            while let current = ancestor {
                if candidates.contains(current) { ownNames[current, default: []].insert(types[index].name) }
                ancestor = types[current].parent
            }
        }
        for reference in model.references where reference.base == nil && !plainNames.contains(reference.name) && !valueStreamNames.contains(reference.name) {
            // A generic class's header (`<T: Sendable>`) names its parameters, which its body then uses.
            for candidate in candidates where types[candidate].isGeneric && isInHeader(reference, of: types[candidate]) {
                ownNames[candidate, default: []].insert(reference.name)
            }
            var enclosing = reference.enclosingType >= 0 ? Int(reference.enclosingType) : nil
            while let current = enclosing, current < types.count {
                if candidates.contains(current), ownNames[current]?.contains(reference.name) != true { candidates.remove(current) }
                enclosing = types[current].parent
            }
        }
        return candidates
    }

    /// `AnyPublisher<Double, Never>` handed to a holder's initializer: a stream of the values it republishes, passed in by
    /// its owner as a closure would be; its element types are judged as any other name of the body.
    private static let valueStreamNames: Set<String> = ["AnyPublisher", "AsyncStream"]

    /// `private struct ErrorAlert: Identifiable { let title: String }` beside the holder: a file-level `private` or
    /// `fileprivate` struct or enum, not generic, adopting only value protocols, whose body (nested types included) names
    /// no type but standard values, its nested types and other such values of the file. Nothing outside the file can
    /// name it, so the holder storing one still holds only plain state, as it would with a nested type.
    private static func filePrivateValues(in model: SourceModel) -> Set<String> {
        let types = model.types
        var values = Set(types.indices.filter { index in
            let type = types[index]
            return type.parent == nil && (type.kind == .struct || type.kind == .enum) && type.isFilePrivate && !type.isGeneric
                && type.inheritance.allSatisfy { plainNames.contains($0.name) }
        })
        guard !values.isEmpty else { return [] }
        var nestedNames: [Int: Set<String>] = [:]
        for index in types.indices {
            var ancestor = types[index].parent
            while let current = ancestor {
                if values.contains(current) { nestedNames[current, default: []].insert(types[index].name) }
                ancestor = types[current].parent
            }
        }
        // Dropping one value can make another that names it impure, so the walk repeats until nothing changes.
        var changed = true
        while changed {
            changed = false
            let names = Set(values.map { types[$0].name })
            for reference in model.references where reference.base == nil && !plainNames.contains(reference.name) && !names.contains(reference.name) {
                var enclosing = reference.enclosingType >= 0 ? Int(reference.enclosingType) : nil
                while let current = enclosing, current < types.count {
                    if values.contains(current), nestedNames[current]?.contains(reference.name) != true {
                        values.remove(current)
                        changed = true
                    }
                    enclosing = types[current].parent
                }
            }
        }
        return Set(values.map { types[$0].name })
    }

    private static func isInHeader(_ reference: Reference, of type: TypeDecl) -> Bool {
        Int(reference.line) == type.line && Int(reference.column) > type.column && Int(reference.enclosingType) == (type.parent ?? -1)
    }

    /// Standard value types, the protocols values and observable state conform to, and the concurrency primitives
    /// state loading runs on.
    static let plainNames: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat",
        "Decimal", "String", "Substring", "Character", "Date", "TimeInterval", "Duration", "UUID", "URL", "Data", "IndexPath", "IndexSet",
        "CGPoint", "CGSize", "CGRect", "Array", "Dictionary", "Set", "Optional", "Result", "Range", "ClosedRange", "Error", "Never", "Void",
        "AnyHashable", "Hashable", "Equatable", "Identifiable", "Sendable", "Codable", "Encodable", "Decodable", "Comparable", "CaseIterable",
        "RawRepresentable", "CustomStringConvertible", "Observable", "ObservableObject", "Task", "MainActor", "CancellationError", "Self",
    ]
}
