extension DeclarationTraits {
    /// `@objcMembers class Lookup: NSObject { var code: String?; init(json: JSON) {…} }`, or an extension adding computed
    /// properties to one: a class or extension whose members are only properties and initializers, beside the witnesses of
    /// equality, hashing and coding (`isEqual(_:)`, `hash`, `encode(to:)`). Nothing a caller could ask it to do: its
    /// initializer fills in data. A stored closure (behavior handed in) or a stored object handle (`AnyClass`, a framework
    /// object it drives) makes it more than its data (being `@Observable` does not: a view watches its fields; nor does a held
    /// `Any`, `let object: Any`, the payload a capsule carries, which no method here drives); a `class` member is one a subclass overrides. A `static` member
    /// (`static func parse(_:)`, the parser its initializer calls) belongs to the type, not to the instances: no action of
    /// theirs. A protocol declares only data when it requires only properties, none of a function type, and initializers
    /// (`protocol TimelineMark { var label: String { get } }`): what its conformers are, not what they do. A struct adopting a
    /// protocol beyond the standard value ones is asked too (`struct EditNote: Endpoint { let id: Int; var path: String { … } }`,
    /// a request described by its fields); one adopting nothing is `declaresOnlyStoredData`'s.
    static func declaresOnlyData(_ type: TypeDecl) -> Bool {
        if type.kind == .protocol {
            return !type.members.isEmpty && type.members.allSatisfy { $0.kind == .initializer || $0.kind == .variable && $0.propertyType?.isFunction != true }
        }
        // A struct only when it adopts more than the standard value protocols (a `Codable` record is data already): the
        // rule asking is looking at what the package's own protocols ask of it.
        guard type.kind == .class || type.kind == .extension
            || type.kind == .struct && type.inheritance.contains(where: { !standardValueProtocols.contains($0.name) }) else { return false }
        for member in type.members where !member.modifiers.contains("static") {
            // A `lazy` property is work done and kept on first read: the object changes after its initializer.
            // `class var supportsSecureCoding` is the one `class` member archiving asks for: a coding witness like `encode(to:)`.
            if member.modifiers.contains("class") && member.name != "supportsSecureCoding" || member.modifiers.contains("lazy") { return false }
            switch member.kind {
            case .initializer:
                continue
            case .variable:
                guard member.isLet || member.isStoredVar, let stored = member.propertyType else { continue }
                // `let object: Any`: with no method to drive it, a held `Any` is the payload the record carries (a cached value).
                if stored.name != "Any", storesMoreThanData(stored) { return false }
            case .function:
                guard valueWitnesses.contains(member.name) else { return false }
            case .deinitializer, .subscriptDecl, .enumCase:
                return false
            }
        }
        return true
    }

    /// `struct SemanticVersion: Hashable { let major: Int; init?(_ text: String) }`, `enum Theme: String, Codable { case light;
    /// init(from:) }`: a struct or enum whose instances do nothing but be compared, hashed and coded: no instance method
    /// beyond those witnesses, no subscript, no stored closure. One walk of the members, checking a function's name only.
    static func performsNoInstanceAction(_ type: TypeDecl) -> Bool {
        guard type.kind == .struct || type.kind == .enum else { return false }
        for member in type.members {
            switch member.kind {
            case .function:
                if !valueWitnesses.contains(member.name), !member.modifiers.contains("static") { return false }
            case .subscriptDecl:
                if !member.modifiers.contains("static") { return false }
            case .variable:
                if member.propertyType?.isFunction == true, member.isLet || member.isStoredVar { return false }
            case .enumCase:
                if member.carriesClosure { return false }
            default:
                continue
            }
        }
        return true
    }

    /// `class ToggleOutcome: NSObject { let key: String; let extra: Any? }`: a class whose instance properties, one at
    /// least, are all stored, none a closure, and written with a standard value type (`plainNames`, or `Any` for a decoded
    /// JSON value) or a collection (`[String: Value]`, whose elements the reader does not name): the values it was built
    /// with, no collaborator it was handed (`let source: PriceSource`) and nothing computed from one.
    /// Asked of every class the index keeps: walks the members in place, as a filtered copy would retain every string they hold.
    static func storesOnlyValues(_ type: TypeDecl) -> Bool {
        guard type.kind == .class else { return false }
        let members = type.members
        var hasProperty = false
        for position in members.indices where members[position].kind == .variable
            && !members[position].modifiers.contains("static") && !members[position].modifiers.contains("class") {
            hasProperty = true
            guard members[position].isLet || members[position].isStoredVar, !members[position].modifiers.contains("lazy") else { return false }
            guard let declared = members[position].propertyType else { continue }
            guard !declared.isFunction, declared.name == "Any" || plainNames.contains(declared.name) && declared.name != "Task" && declared.name != "Self" else {
                return false
            }
        }
        return hasProperty
    }

    /// `struct ClientSettings { let key: String; let mode: Mode; init(key: String, mode: Mode) {…} }`: a struct adopting
    /// nothing but `Sendable` whose instance members, one stored property at least, are stored properties annotated with a
    /// type that is no closure (nor an alias the file declares for one), object handle or metatype, and initializers. No
    /// computed property, method or subscript: nothing it does, only what it was built with.
    static func declaresOnlyStoredData(_ type: TypeDecl, aliases: Set<String>) -> Bool {
        guard type.kind == .struct, type.inheritance.allSatisfy({ $0.name == "Sendable" }) else { return false }
        var hasStored = false
        for member in type.members where !member.modifiers.contains("static") && !member.modifiers.contains("class") {
            switch member.kind {
            case .initializer:
                continue
            case .variable:
                guard member.isLet || member.isStoredVar, !member.modifiers.contains("lazy"), let stored = member.propertyType, stored.isAnnotated,
                      !storesMoreThanData(stored, closureAliases: aliases)
                else { return false }
                hasStored = true
            case .function, .deinitializer, .subscriptDecl, .enumCase:
                return false
            }
        }
        return hasStored
    }

    /// `struct PageLink { let raw: String; var nextCursor: String? { … Regex("max_id=[0-9]+") … } }`: a struct adopting nothing but
    /// `Sendable` whose instance members are stored properties and initializers as for `declaresOnlyStoredData`, and
    /// computed properties whose bodies name no type but standard values (`plainNames`, `Regex`) and itself: what can be read off
    /// the data it was built with, no I/O (`FileManager`, `UserDefaults`) and no collaborator. Asked only of a struct
    /// `declaresOnlyStoredData` turned down; its file's references are read only for one with such a property. The type a
    /// computed property's annotation names (`var code: Wire.ReportCode`), the form it converts the data into, is allowed.
    static func derivesOnlyFromStoredData(_ position: Int, in model: SourceModel) -> Bool {
        let type = model.types[position]
        guard type.kind == .struct, type.inheritance.allSatisfy({ $0.name == "Sendable" }) else { return false }
        var hasStored = false
        var computed: [(start: (Int, Int), end: (Int, Int))] = []
        var annotations: [Int: String] = [:]
        let members = type.members
        for index in members.indices where !members[index].modifiers.contains("static") {
            let member = members[index]
            switch member.kind {
            case .initializer:
                continue
            case .variable:
                guard !member.modifiers.contains("lazy") else { return false }
                if member.isLet || member.isStoredVar {
                    guard let stored = member.propertyType, stored.isAnnotated, !storesMoreThanData(stored, closureAliases: model.functionAliases)
                    else { return false }
                    hasStored = true
                } else {
                    // From its `var` to the next member: its annotation and body (a computed property keeps no body position).
                    let end = index + 1 < members.count ? (members[index + 1].line, members[index + 1].column) : (Int.max, 0)
                    computed.append((start: (member.line, member.column), end: end))
                    if let declared = member.propertyType, declared.isAnnotated, !declared.isFunction, !declared.name.isEmpty {
                        annotations[member.line] = declared.name
                    }
                }
            case .function, .deinitializer, .subscriptDecl, .enumCase:
                return false
            }
        }
        guard hasStored, !computed.isEmpty else { return false }
        let annotated = annotationReferences(annotations, of: position, in: model.references)
        return !model.references.contains { reference in
            guard reference.enclosingType == Int32(position), reference.base == nil, !plainNames.contains(reference.name), reference.name != "Regex",
                  reference.name != type.name, !annotated.contains(Int(reference.line) << 20 | Int(reference.column))
            else { return false }
            let at = (Int(reference.line), Int(reference.column))
            return computed.contains { $0.start <= at && at < $0.end }
        }
    }

    /// `var code: Wire.ReportCode { switch kind { case .post: .post … } }`: the references naming a computed property's annotated
    /// type (keyed by the `var`'s line), its first mention on that line and the qualifiers before it, the type the data is
    /// converted into; a later mention (`{ Wire.ReportCode.shared }`) is the body's.
    private static func annotationReferences(_ annotations: [Int: String], of position: Int, in references: [Reference]) -> Set<Int> {
        // Keyed as `line << 20 | column`.
        var found: Set<Int> = []
        for (line, name) in annotations {
            let onLine = references.filter { $0.line == Int32(line) && $0.enclosingType == Int32(position) }
            guard var at = onLine.firstIndex(where: { $0.name == name && !$0.hasArguments }) else { continue }
            found.insert(line << 20 | Int(onLine[at].column))
            // `Wire.ReportCode`: walk back through the qualifiers written right before it.
            while let base = onLine[at].base, at > 0, onLine[at - 1].name == base, !onLine[at - 1].hasArguments {
                at -= 1
                found.insert(line << 20 | Int(onLine[at].column))
            }
        }
        return found
    }

    /// `struct Picture { private var ref: Box; public var title: String { ref.title } }` over a nested `private final class Box
    /// { var title: String }`: a struct keeping its state in a private box of data (`declaresOnlyData`) it copies before
    /// writing. Copied as a struct is, a value: the box is storage, no collaborator.
    static func isCopyOnWriteValue(_ position: Int, in types: [TypeDecl]) -> Bool {
        let type = types[position]
        guard type.kind == .struct else { return false }
        // One walk of the members, stopping at the first that is no boxed property: asked of every struct, a list of them would be built for each.
        var hasStored = false
        for member in type.members where member.kind == .variable && !member.modifiers.contains("static") && (member.isLet || member.isStoredVar) {
            guard member.modifiers.contains("private"), let declared = member.propertyType, !declared.isFunction, !declared.isCollection else { return false }
            let isBox = types.contains { box in
                box.parent == position && box.name == declared.name && box.kind == .class && box.modifiers.contains("final")
                    && (box.modifiers.contains("private") || box.modifiers.contains("fileprivate")) && declaresOnlyData(box)
            }
            guard isBox else { return false }
            hasStored = true
        }
        return hasStored
    }

    /// `final class Fare: NSObject, Codable { let id: String; var onChange: (() -> Void)? }`: a class storing, as an instance
    /// `let` or stored `var`, a closure (a function type or an alias the file declares for one) or an object handle
    /// (`AnyClass`, `AnyObject`, a metatype): behavior or an object handed in, beside whatever data it keeps.
    static func storesCollaborator(_ type: TypeDecl, aliases: Set<String>) -> Bool {
        guard type.kind == .class else { return false }
        let members = type.members
        for position in members.indices where members[position].kind == .variable && (members[position].isLet || members[position].isStoredVar)
            && !members[position].modifiers.contains("static") && !members[position].modifiers.contains("class") {
            guard let stored = members[position].propertyType else { continue }
            if stored.isFunction || aliases.contains(stored.name) || handleNames.contains(stored.name) && stored.name != "Any"
                || stored.name.hasSuffix(".Type") { return true }
        }
        return false
    }

    /// A stored property's type that makes its holder more than its data (`declaresOnlyData`, `declaresOnlyStoredData`): a closure
    /// (or an alias in `closureAliases` the file declares for one), an object handle (`handleNames`: `AnyObject`, `AnyClass`) or a
    /// metatype (`Cache.Type`), behavior or an object handed in rather than a value to keep.
    private static func storesMoreThanData(_ stored: PropertyType, closureAliases: Set<String> = []) -> Bool {
        stored.isFunction || closureAliases.contains(stored.name) || handleNames.contains(stored.name) || stored.name.hasSuffix(".Type")
    }

    /// Conformances that ask a struct for nothing beyond being a value.
    private static let standardValueProtocols: Set<String> = [
        "Sendable", "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Identifiable", "CaseIterable",
        "CustomStringConvertible", "CustomDebugStringConvertible",
    ]

    /// Functions by which an object is compared, hashed or coded: what a record overrides, not an action.
    private static let valueWitnesses: Set<String> = ["isEqual", "hash", "==", "encode", "copy"]

    /// Stored types that hand the object a class or an arbitrary object to drive rather than data to keep.
    private static let handleNames: Set<String> = ["AnyClass", "AnyObject", "Any", "NSObject", "NSObjectProtocol"]
}
