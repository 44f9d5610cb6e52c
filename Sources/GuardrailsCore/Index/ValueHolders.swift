/// Reads, from one file's source model, the declarations of classes, enums, static-only structs (and extensions) whose bodies
/// hold only values: a palette (`class Palette: NSObject { let accent: UIColor }`), a font catalogue storing nothing
/// and offering computed getters, a namespace of `static` constants, or an enum of cases carrying values (`case
/// stream(nonce: String)`, no closure), or a record class (`class Shelf { var aisle: String }` with a hand-written `==`).
/// Data in all but keyword, no service.
///
/// A declaration qualifies when each stored `let` or `var` (not `lazy`, no closure) has a type that can be told, its
/// functions are `private` or `fileprivate` helpers returning a value and the witnesses of equality, order and hashing
/// (`==`, `<`, `hash(into:)`), or else, flagged `declaresMethods`, functions returning a value and `private` helpers updating
/// its fields (never an `async` one, nor one a caller triggers returning nothing), it declares no
/// `class` member (nothing a subclass overrides), no subscript, deinitializer nor case carrying a closure, and the types its body
/// names are standard values, framework value types (colors, fonts, images, geometry; Foundation values such as `CharacterSet`), its own nested types, or package
/// types kept in the shape for the rule to judge. Names in an initializer's first line (its parameters) are not
/// counted: what an initializer reads from, it can keep only as one of the values above; nor are the bundle or trait
/// collection an initializer's body resolves colors and images from (`initializerInputNames`).
enum ValueHolders {
    static func shapes(of model: SourceModel) -> [Int: ValueHolderShape] {
        let types = model.types
        // Kept by position, not hashed: the reference passes below look a declaration up once per reference.
        var shapes: [ValueHolderShape?] = Array(repeating: nil, count: types.count)
        var anyShape = false
        // Lines of stored `let`s whose type could not be read: each must name a type (`let shades: [UIColor]`).
        var untypedLets: [Set<Int32>] = Array(repeating: [], count: types.count)
        var anyUntyped = false
        // Lines of stored `var`s others may set; a subscription bag's (`var bag = Set<AnyCancellable>()`) is dropped below.
        var settableLines: [Set<Int32>] = Array(repeating: [], count: types.count)
        var anySettable = false
        for index in types.indices {
            let type = types[index]
            // A struct counts only as a namespace (`struct HeaderNames { static let accept = "Accept" }`): one storing values is a plain value already.
            guard type.kind == .class || type.kind == .extension || type.kind == .enum || type.kind == .struct,
                  let (isNamespace, untyped, declaresMethods) = memberShape(type), type.kind != .struct || isNamespace else { continue }
            shapes[index] = ValueHolderShape(
                conformances: Set(type.inheritance.map(\.name)), isNamespace: isNamespace, holdsValues: type.members.contains { $0.kind == .variable },
                holdsOnlyStaticLets: type.members.allSatisfy { member in
                    member.kind == .variable ? member.isLet && member.modifiers.contains("static")
                        : member.kind == .initializer && member.modifiers.contains("private") && member.body != .nonEmpty
                },
                declaresCases: type.members.contains { $0.kind == .enumCase },
                storesSettableVariables: false, declaresMethods: declaresMethods
            )
            anyShape = true
            // `public private(set) var box: Box`, `private var cache`: set by the type alone, fields of a value built once, not state others change.
            let settable = type.members.filter { member in
                member.isStoredVar && !member.modifiers.contains("static") && !member.modifiers.contains("private") && !member.modifiers.contains("fileprivate")
            }
            if !settable.isEmpty {
                settableLines[index] = Set(settable.map { Int32($0.line) })
                anySettable = true
            }
            if !untyped.isEmpty {
                untypedLets[index] = untyped
                anyUntyped = true
            }
        }
        guard anyShape else { return [:] }
        let references = model.references
        if anyUntyped {
            for reference in references where reference.base == nil && reference.enclosingType >= 0 && Int(reference.enclosingType) < types.count {
                let index = Int(reference.enclosingType)
                if !untypedLets[index].isEmpty { untypedLets[index].remove(reference.line) }
            }
            anyShape = false
            for index in types.indices where shapes[index] != nil {
                if !untypedLets[index].isEmpty { shapes[index] = nil } else { anyShape = true }
            }
            guard anyShape else { return [:] }
        }
        // Nested types declared in the file in a type of the holder's name (its own, when it is extended here).
        var nestedNames: [String: Set<String>] = [:]
        for type in types {
            if let parent = type.parent { nestedNames[types[parent].name, default: []].insert(type.name) }
        }
        var initializerLines: [Set<Int32>] = Array(repeating: [], count: types.count)
        // From each initializer's line to the next member's: where it resolves its values from a bundle or trait collection.
        var initializerBodies: [[Range<Int32>]] = Array(repeating: [], count: types.count)
        for index in types.indices where shapes[index] != nil {
            let members = types[index].members
            initializerLines[index] = Set(members.filter { $0.kind == .initializer }.map { Int32($0.line) })
            let lines = members.map(\.line).sorted()
            initializerBodies[index] = members.filter { $0.kind == .initializer }.map { member in
                Int32(member.line)..<Int32(lines.first { $0 > member.line } ?? Int(Int32.max))
            }
        }
        for offset in references.indices {
            let reference = references[offset]
            guard reference.base == nil, !reference.statesCapability, reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { continue }
            let index = Int(reference.enclosingType)
            guard shapes[index] != nil else { continue }
            if anySettable, reference.name == "AnyCancellable" { settableLines[index].remove(reference.line) }
            guard !initializerLines[index].contains(reference.line) else { continue }
            // An enum's payload `Keys.Material` is judged as the nested type; a class holder's names stay as written.
            let name = types[index].kind == .enum ? innermostName(from: offset, in: references) : reference.name
            // Only a capitalized name can be kept: tested first, it spares the set look-ups below for every other name.
            guard startsUppercase(name) else { continue }
            if initializerInputNames.contains(name), initializerBodies[index].contains(where: { $0.contains(reference.line) }) { continue }
            let own = types[index].name
            if name == own || name == "Self" || DeclarationTraits.plainNames.contains(name) || frameworkValueNames.contains(name)
                || foundationValueNames.contains(name)
                || nestedNames[own]?.contains(name) == true || types[index].inheritance.contains(where: { $0.name == name }) { continue }
            shapes[index]?.namedTypes.insert(name)
        }
        var result: [Int: ValueHolderShape] = [:]
        for index in types.indices {
            if var shape = shapes[index] {
                shape.storesSettableVariables = !settableLines[index].isEmpty
                result[index] = shape
            }
        }
        return result
    }

    /// Whether the first character is uppercase; an ASCII letter is told without the Unicode tables.
    private static func startsUppercase(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        if first.value < 0x80 { return first.value >= 0x41 && first.value <= 0x5A }
        return first.properties.isUppercase
    }

    /// `Keys.Material` names the nested `Material`, not the namespace: the last of the type names qualifying one another on
    /// the line (`Name.Type` and lowercase members name `Name` itself). A standard or framework value's nested type
    /// (`UIFont.TextStyle`) is judged as that value.
    private static func innermostName(from offset: Int, in references: [Reference]) -> String {
        var name = references[offset].name
        if DeclarationTraits.plainNames.contains(name) || frameworkValueNames.contains(name) { return name }
        var next = offset + 1
        while next < references.count, references[next].base == name, references[next].line == references[offset].line,
              references[next].name != "Type", references[next].name != "Protocol",
              references[next].name.unicodeScalars.first?.properties.isUppercase == true {
            name = references[next].name
            next += 1
        }
        return name
    }

    /// Whether the members fit a value holder (`nil` when they do not): whether it has no instance member (a namespace),
    /// the lines of stored `let`s whose type could not be read, and whether it declares functions beyond value-returning helpers.
    private static func memberShape(_ type: TypeDecl) -> (isNamespace: Bool, untypedLets: Set<Int32>, declaresMethods: Bool)? {
        var isNamespace = true
        var untyped: Set<Int32> = []
        var declaresMethods = false
        for member in type.members {
            if member.modifiers.contains("class") { return nil }
            let isStatic = member.modifiers.contains("static")
            switch member.kind {
            case .variable:
                if isStatic { continue }
                isNamespace = false
                if member.propertyType?.isFunction == true || member.modifiers.contains("lazy") { return nil }
                // A stored `var` of a value is a field like a `let` (`var version: String`, changed by whoever holds the record).
                if member.isLet || member.isStoredVar, !(member.propertyType.map { !$0.name.isEmpty && !$0.isFunction } ?? false) {
                    untyped.insert(Int32(member.line))
                }
            case .function:
                // `static func ==`, `hash(into:)`: the witnesses comparing and hashing what it stores, no action of its own.
                if valueWitnesses.contains(member.name) { continue }
                let isHelper = member.modifiers.contains("private") || member.modifiers.contains("fileprivate")
                guard !member.isAsync else { return nil }
                if !isStatic { isNamespace = false }
                if isHelper, member.declaresResult { continue }
                // A computation callers use (`func overlaps(_:) -> Bool`, `static func merged(_:) -> [Span]`) or a `private` helper
                // updating its own fields: flagged for the rule to weigh; an action a caller triggers (`func save()`) is none.
                guard member.declaresResult || (isHelper && !isStatic) else { return nil }
                declaresMethods = true
            case .initializer:
                // `private init() {}` only keeps a namespace from being instantiated.
                let isClosed = member.modifiers.contains("private") && member.body != .nonEmpty
                if !isClosed { isNamespace = false }
            case .enumCase:
                // `case sealed(inner: Keys.Material)`: an option value's case, its payload types judged with the body's names;
                // one carrying a closure (`case custom((Int) -> Bool)`) holds behavior handed in.
                guard !member.carriesClosure else { return nil }
                isNamespace = false
            case .deinitializer, .subscriptDecl:
                return nil
            }
        }
        return (isNamespace, untyped, declaresMethods)
    }

    /// Foundation value types a record's computed properties parse or format with (`CharacterSet.decimalDigits`): values, no I/O.
    static let foundationValueNames: Set<String> = [
        "CharacterSet", "Locale", "Calendar", "TimeZone", "DateComponents", "URLComponents", "URLQueryItem", "NSRange", "DateInterval",
    ]

    /// Functions comparing, ordering and hashing the stored values.
    private static let valueWitnesses: Set<String> = ["==", "<", "hash"]

    /// Framework objects a palette's initializer reads its values from (`UIColor(named:in:compatibleWith:)` with
    /// `Bundle.main` and a trait collection): inputs it keeps nothing of, as the parameters of its first line are.
    static let initializerInputNames: Set<String> = ["Bundle", "NSBundle", "UITraitCollection", "NSAppearance"]

    /// Framework types whose instances are values a palette or catalogue keeps: colors, fonts, images, geometry.
    static let frameworkValueNames: Set<String> = [
        "UIColor", "NSColor", "Color", "CGColor", "CIColor", "UIFont", "NSFont", "Font", "CTFont", "UIFontDescriptor", "NSFontDescriptor",
        "UIFontMetrics", "UIImage", "NSImage", "Image", "CGImage", "UIEdgeInsets", "NSEdgeInsets", "EdgeInsets", "NSDirectionalEdgeInsets",
        "UIOffset", "CGVector", "CGAffineTransform", "UITraitCollection", "Gradient", "LinearGradient", "Angle", "UnitPoint",
    ]
}
