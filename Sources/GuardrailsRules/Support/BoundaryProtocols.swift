import GuardrailsCore

/// Tells a collaborator boundary (a store, a client, a delegate: something code holds or receives and calls)
/// from the other things Swift protocols are for: markers, capabilities shared by values (`Palette`,
/// `OPMLRepresentable`), trait protocols, type erasure, error families.
struct BoundaryProtocols {
    private let index: PackageIndex
    private let capabilitySuffixes: [String]
    private let uiClasses: MainActorClasses

    init(index: PackageIndex, capabilitySuffixes: [String]) {
        self.index = index
        self.capabilitySuffixes = capabilitySuffixes
        uiClasses = MainActorClasses(frameworkRootsIn: index)
    }

    /// A protocol that requires an instance method (itself or through the package protocols it refines)
    /// with no default implementation, that production code names as a type besides conforming to it (or
    /// that nothing conforms to yet), and
    /// that is not named for a capability (`…able`), `private`, a `@_marker` or an error family. Protocols
    /// adopted only by views and view controllers and held by nobody, or whose conformers are all enums
    /// (endpoints, request descriptions) or standard value types the package
    /// retrofits (`extension Optional: SomeOptional`) describe values, not collaborators; so do protocols
    /// that refine value equality (`Hashable`: tabs, menu items compared by id; `Identifiable` alone does not
    /// count, as classes adopt it too), and protocols whose methods are all `mutating` (state values). A seam
    /// retrofitted onto a framework class (`extension URLSession: HTTPSession`) is a boundary. A protocol
    /// whose conformers are all generic types declared in its file (conforming there or in an extension) erases
    /// their generic parameter (`ArrayWrapper<Element>` held as `ArrayWrapperProtocol`): nothing to substitute or choose.
    /// `requiringUse: false` also accepts a protocol nobody names (one nobody uses is unnecessary indirection).
    func isBoundary(_ type: TypeDecl, module: String?, requiringUse: Bool = true) -> Bool {
        guard type.kind == .protocol, !type.isFilePrivate, !type.attributes.contains("_marker"), !type.inherits("Error"),
              !capabilitySuffixes.contains(where: { type.name.hasSuffix($0) }), !requiringUse || isUsed(type.name, module: module) || isUntouchedSeam(type.name) || isProbedForOptionalMethods(type), !describesValues(type.name, isPublic: type.modifiers.contains { $0 == "public" || $0 == "open" }),
              !Self.valueIdentities.contains(where: type.inherits), !isUICapability(type.name), !erasesGenerics(type.name, module: module),
              !erasesDependencySubclass(type, module: module), !isValueCapability(type) else { return false }
        let instanceMembers = type.members.filter { !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        if type.members.contains(where: { $0.kind == .function || $0.kind == .subscriptDecl }), !instanceMembers.contains(where: { $0.kind != .variable }) {
            return false
        }
        // Only `mutating` methods: state values adopt it (`mutating func willModify()`), not collaborators.
        let methods = instanceMembers.filter { $0.kind == .function }
        if !methods.isEmpty, methods.allSatisfy({ $0.modifiers.contains("mutating") }) { return false }
        return requiresMethod(type.name, declaredIn: module, own: instanceMembers)
    }

    /// Every method requirement is `optional` (`@objc optional func reveal()`) and code casts to it: probing an
    /// object (`item as? P`, then `p.reveal?()`) is how such a protocol is used, so the cast is its use as a type.
    private func isProbedForOptionalMethods(_ type: TypeDecl) -> Bool {
        let methods = type.members.filter { $0.kind == .function }
        return !methods.isEmpty && methods.allSatisfy { $0.modifiers.contains("optional") } && index.isCheckedFor(type.name)
    }

    /// Adopted only by views and view controllers, directly or through the package protocols refining it (`protocol
    /// SelectableCell: CellHosting` a cell class adopts), and held by nobody, nor are those refinements: a capability
    /// those screens share (key commands, a scroll view to expose, a cell hosting a view), not a collaborator; a
    /// delegate, or a view a window holds, is held by what it serves.
    private func isUICapability(_ name: String) -> Bool {
        let conformers = index.conformersThroughRefinements(of: name).filter { !$0.isTest && $0.kind != .protocol }
        let refinements = index.conformers(of: name).filter { !$0.isTest && $0.kind == .protocol }.map(\.name)
        guard !conformers.isEmpty, !([name] + refinements).contains(where: index.isHeldAsProperty) else { return false }
        return conformers.allSatisfy { uiClasses.isFrameworkUIType($0.name) }
    }

    /// Protocols that make conformers values compared for equality, which collaborators never are.
    private static let valueIdentities = ["Hashable", "Equatable", "Comparable"]

    /// Protocols whose conformers are values saved or compared, when they are not refined directly.
    private static let valueCapabilities: Set<String> = ["Hashable", "Equatable", "Comparable", "Codable", "Encodable", "Decodable"]

    /// Refines a value capability (`Codable`, or `Hashable` through a package protocol it refines) and only the
    /// package's structs and enums adopt it: filter values, settings records, never a collaborator.
    private func isValueCapability(_ type: TypeDecl) -> Bool {
        var queue = type.inheritance.map(\.name)
        var seen: Set<String> = []
        var refinesValue = false
        while let next = queue.popLast(), !refinesValue, seen.count < 32 {
            guard seen.insert(next).inserted else { continue }
            refinesValue = Self.valueCapabilities.contains(next)
            for refined in index.declarations(named: next) where refined.kind == .protocol { queue.append(contentsOf: refined.inheritance) }
        }
        guard refinesValue else { return false }
        let conformers = index.conformersThroughRefinements(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        return !conformers.isEmpty && conformers.allSatisfy { conformer in
            guard conformer.kind == .extension else { return conformer.kind == .struct || conformer.kind == .enum }
            let declared = index.declarations(named: conformer.name) + index.nestedDeclarations(named: conformer.name)
            return !declared.isEmpty && declared.allSatisfy { $0.kind == .struct || $0.kind == .enum }
        }
    }

    /// Every production conformer is a generic type declared in the protocol's own file, in its declaration or
    /// through an extension (`extension Panel: AnyPanel`, wherever that extension is written), or a generic type of its
    /// module declared elsewhere, a struct or enum, that an extension in the protocol's own file makes conform
    /// (`AnyPanel.swift` holding `extension Panel: AnyPanel` for `struct Panel<Content>` of `Panel.swift`): either way
    /// the file erases it. A generic class made to conform there (a query builder) may still be a seam.
    private func erasesGenerics(_ name: String, module: String?) -> Bool {
        if erasesNamesakeGeneric(name, module: module) { return true }
        let conformers = index.conformers(of: name).filter { !$0.isTest && $0.kind != .protocol }
        // A conformer that is neither generic nor an extension answers before the protocol's files are looked up: asked of every protocol.
        guard !conformers.isEmpty, !conformers.contains(where: { $0.kind != .extension && !$0.isGeneric }) else { return false }
        let files = Set(index.declarations(named: name).filter { $0.kind == .protocol && $0.module == module }.map(\.path))
        return conformers.allSatisfy { conformer in
            guard conformer.kind == .extension else { return conformer.isGeneric && files.contains(conformer.path) }
            let extended = index.declarations(named: conformer.name).filter { $0.module == conformer.module }
            return !extended.isEmpty && extended.allSatisfy { extended in
                extended.isGeneric && (files.contains(extended.path) || files.contains(conformer.path) && (extended.kind == .struct || extended.kind == .enum))
            }
        }
    }

    /// `protocol AnyNodeProperty` whose every production conformer is a generic type of its module named as the protocol
    /// without its `Any` (`final class NodeProperty<Value>: AnyNodeProperty`, in a file of its own), held as `[AnyNodeProperty]`:
    /// the conventional eraser of that generic type, wherever it is declared. A generic conformer of another name (a
    /// `Repository<Model>` behind `Store`) may still be a seam.
    private func erasesNamesakeGeneric(_ name: String, module: String?) -> Bool {
        guard name.hasPrefix("Any"), name.count > 3 else { return false }
        let erased = String(name.dropFirst(3))
        let adopters = index.conformers(of: name).filter { !$0.isTest }
        // `protocol ExtensionField: AnyExtensionField, Hashable`, adopted only by the package's generic boxes
        // (`struct OptionalExtensionField<T>`): the `Any…` face erases the protocol its namesake refines, not a seam. So
        // does one only the module's protocols refine (`Filtering: AnyFilter` over `struct Filter<Model>`), whatever their names.
        let refinedOnly = !adopters.isEmpty && adopters.allSatisfy { $0.kind == .protocol && $0.module == module }
        if refinedOnly || adopters.contains(where: { $0.kind == .protocol && $0.name == erased && $0.module == module }) {
            let boxes = index.conformersThroughRefinements(of: name).filter { !$0.isTest && $0.kind != .protocol }
            return !boxes.isEmpty && boxes.allSatisfy { $0.kind != .extension && $0.isGeneric && $0.module == module }
        }
        let conformers = adopters.filter { $0.kind != .protocol }
        return !conformers.isEmpty && conformers.allSatisfy { conformer in
            let declared = conformer.kind == .extension ? index.declarations(named: conformer.name).filter { $0.module == conformer.module && $0.kind != .extension } : [conformer]
            return conformer.name == erased && !declared.isEmpty && declared.allSatisfy { ($0.isGeneric || isNestedInGeneric($0)) && $0.module == module }
        }
    }

    /// `extension Feed<Item> { struct Cursor: AnyCursor }`: a type nested in a generic type of its module is generic through
    /// it, its parameter in scope.
    private func isNestedInGeneric(_ type: IndexedType) -> Bool {
        guard let parent = type.parent else { return false }
        return index.declarations(named: parent).contains { $0.isGeneric && $0.kind != .extension && $0.module == type.module }
    }

    /// `protocol SizedPanel: NSWindow { func fittingSize(…) }` adopted only through `extension HostedPanel: SizedPanel {}` in its
    /// own file, for a window class of a dependency that already has the method: constrained to a framework UI class, the
    /// protocol only gives the dependency's (generic) subclass a type code can hold without its parameters. Adopted by a
    /// type of the package, or by an extension implementing a requirement, it may still be a seam.
    private func erasesDependencySubclass(_ type: TypeDecl, module: String?) -> Bool {
        guard type.inheritance.contains(where: { parent in
            (parent.name.hasPrefix("NS") || parent.name.hasPrefix("UI")) && !parent.name.hasSuffix("Delegate")
                && index.declarations(named: parent.name).isEmpty && uiClasses.isFrameworkUIType(parent.name)
        }) else { return false }
        let files = Set(index.declarations(named: type.name).filter { $0.kind == .protocol && $0.module == module }.map(\.path))
        let requirements = Set(type.members.map(\.name))
        let conformers = index.conformers(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        return !conformers.isEmpty && conformers.allSatisfy { conformer in
            conformer.kind == .extension && files.contains(conformer.path) && index.declarations(named: conformer.name).isEmpty
                && index.nestedDeclarations(named: conformer.name).isEmpty
                && index.extensionMembers(of: conformer.name, in: conformer.module).isDisjoint(with: requirements)
        }
    }

    private static let standardValueTypes: Set<String> = [
        "Optional", "Array", "Dictionary", "Set", "String", "Substring", "Character", "Int", "Double", "Float", "Bool",
        "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "CGFloat",
        "Result", "Range", "ClosedRange", "PartialRangeFrom", "PartialRangeThrough", "PartialRangeUpTo", "Data", "Date", "URL", "UUID", "Decimal",
    ]

    /// Foundation's coders: they turn values into bytes and back in memory, reaching nothing a test would replace.
    private static let frameworkCoders: Set<String> = ["JSONEncoder", "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder"]

    /// Every production conformer is an enum, or an extension of a standard value type (or of a Foundation class bridged
    /// to one, `NSNumber`, `NSNull`, or, for a `public` protocol, of a Foundation coder: `extension JSONDecoder: ReplyDecoding`,
    /// a library's hook for its users' own coder, which tests exercise with the real one; an internal one is the app's seam).
    private func describesValues(_ name: String, isPublic: Bool) -> Bool {
        let conformers = index.conformers(of: name).filter { !$0.isTest && $0.kind != .protocol }
        guard !conformers.isEmpty else { return false }
        return conformers.allSatisfy { conformer in
            guard conformer.kind == .extension else { return conformer.kind == .enum }
            // A test target's own `struct Array` (generated fixtures) is not what a production `extension Array` extends.
            let declared = (index.declarations(named: conformer.name) + index.nestedDeclarations(named: conformer.name)).filter { !$0.isTest }
            guard !declared.isEmpty else {
                return Self.standardValueTypes.contains(conformer.name) || FoundationValueClasses.names.contains(conformer.name)
                    || isPublic && Self.frameworkCoders.contains(conformer.name)
            }
            return declared.allSatisfy { $0.kind == .enum }
        }
    }

    /// A protocol nothing conforms to and nothing names yet is a seam waiting for its implementations.
    private func isUntouchedSeam(_ name: String) -> Bool {
        !index.isMentioned(name) && !index.conformers(of: name).contains { !$0.isTest && $0.kind != .protocol }
    }

    /// Named as a type itself, or through a protocol of the package that refines it (`MovieDetailsViewModel:
    /// MovieDetailsViewModelInput, MovieDetailsViewModelOutput` held by the controller uses all three) or a top-level alias
    /// composing it (`typealias FullStore = Reading & Writing` held as `any FullStore`).
    /// Where other modules declare a protocol of its name, only the uses and refinements of the modules seeing its own count.
    private func isUsed(_ name: String, module: String?) -> Bool {
        var queue = [name]
        var seen: Set<String> = []
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            let scope = next == name ? module : nil
            if index.isUsedAsType(next, declaredIn: scope) { return true }
            queue.append(contentsOf: index.conformers(of: next, declaredIn: scope).filter { $0.kind == .protocol }.map(\.name))
            // `typealias FullStore = Reading & Writing` held as `let store: any FullStore` uses each protocol it composes.
            queue.append(contentsOf: index.aliases(naming: next))
        }
        return false
    }

    /// A method requirement of its own, or of a protocol it refines directly (`MovieDetailsViewModel:
    /// MovieDetailsViewModelInput, MovieDetailsViewModelOutput`); a protocol that only gathers capabilities
    /// of capabilities (`PseudoFeed: SidebarItem, SmallIconProvider`) is not a boundary through them. A
    /// subscript is an accessor like a property's (`subscript(dynamicMember:)` of a type-erased face), not a method.
    /// Beside methods an `init` requirement only says how generic code builds conformers, so a protocol whose every
    /// method has a default stays a mixin even when it requires one; without methods (`init(context:)` and the
    /// properties an engine reads) the initializer is what callers use.
    private func requiresMethod(_ name: String, declaredIn module: String?, own members: [MemberDecl]) -> Bool {
        let methods = Self.methodsOverInitializers(members.filter { $0.kind == .function || $0.kind == .initializer }.map(\.name))
        if hasRequirementWithoutDefault(methods, of: name, in: module) { return true }
        for declaration in index.declarations(named: name) where declaration.kind == .protocol && declaration.module == module {
            for parent in declaration.inheritance {
                for refined in index.declarations(named: parent) where refined.kind == .protocol {
                    let requirements = Self.methodsOverInitializers(Array(index.methodRequirements(of: parent, in: refined.module).subtracting(["subscript"])))
                    if hasRequirementWithoutDefault(requirements, of: parent, in: refined.module) { return true }
                }
            }
        }
        return false
    }

    /// The method requirements, or the initializers when the protocol requires no method.
    private static func methodsOverInitializers(_ requirements: [String]) -> [String] {
        let methods = requirements.filter { $0 != "init" }
        return methods.isEmpty ? requirements : methods
    }

    private func hasRequirementWithoutDefault(_ requirements: [String], of name: String, in module: String?) -> Bool {
        let defaults = index.extensionMembers(of: name, in: module)
        return requirements.contains { !defaults.contains($0) }
    }
}
