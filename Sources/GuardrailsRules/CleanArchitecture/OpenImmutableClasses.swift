import GuardrailsCore

/// Non-final classes whose `unchecked Sendable` only the language forces: Swift checks `Sendable` on `final` classes alone, so
/// an `open` class meant for subclassing that stores nothing but `Sendable` `let`s can claim it no other way.
enum OpenImmutableClasses {
    /// `open class RetryRule: unchecked Sendable, Retrying { public let limit: UInt; public let codes: Set<Int> }`: a class
    /// `open` or subclassed in the package (one that could be `final` can claim a checked `Sendable`), with no superclass (its clause names only the package's protocols and `Sendable`), whose every
    /// instance stored property is a `let` of a `Sendable` type. Its claim is one a checked `Sendable` would
    /// make if the class could be `final`; a stored `var`, a `weak` reference or a `let` of any other type is reported.
    static func isForcedByOpenness(_ type: TypeDecl, in file: LintFile, _ index: PackageIndex) -> Bool {
        // `open`, or subclassed in the package: a class that could be `final` has a checked `Sendable` to claim instead.
        guard type.kind == .class, type.modifiers.contains("open") || index.conformers(of: type.name).contains(where: { $0.kind == .class })
        else { return false }
        let namesOnlyProtocols = type.inheritance.allSatisfy { inherited in
            inherited.name == "Sendable" || index.declarations(named: inherited.name).contains { $0.kind == .protocol }
        }
        return namesOnlyProtocols && storesOnlySendableLets(type, in: file, index)
    }

    /// `final class LinearRetryRule: RetryRule, unchecked Sendable { var attempts = 0 }`: a subclass restating the claim of a
    /// package superclass of no superclass that stores no `var` (the claim is then the openness's), which adds state of its own beyond
    /// `Sendable` `let`s: the subclass's own claim, reported.
    static func addsStateToImmutableSuperclass(_ type: TypeDecl, in file: LintFile, _ index: PackageIndex) -> Bool {
        guard type.kind == .class, let superclass = type.inheritance.first?.name else { return false }
        let classes = index.declarations(named: superclass).filter { $0.kind == .class }
        guard !classes.isEmpty, classes.allSatisfy({ root in
            !root.hasMutableState && !root.modifiers.contains("final") && root.inheritance.contains("Sendable")
                && root.inheritance.allSatisfy { $0 == "Sendable" || index.declarations(named: $0).contains { $0.kind == .protocol } }
        }) else { return false }
        return !storesOnlySendableLets(type, in: file, index)
    }

    /// Every instance stored property of `type` is a non-`weak` `let` whose annotated type is `Sendable`.
    private static func storesOnlySendableLets(_ type: TypeDecl, in file: LintFile, _ index: PackageIndex) -> Bool {
        let stored = type.members.filter { ($0.isStoredVar || $0.isLet) && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        return stored.allSatisfy { member in
            member.isLet && !member.modifiers.contains("weak") && !member.modifiers.contains("unowned")
                && annotatesSendable(member, in: file, index)
        }
    }

    /// The type written after the property's name names only `Sendable` types: standard values and their collections and
    /// optionals, Foundation's coders, the package's structs and enums and the types it declares `Sendable`, an existential of a
    /// package protocol refining `Sendable`, a `@Sendable` function type, or an alias of the file for one
    /// (`public typealias RetryHandler = @Sendable (Int) -> Bool`). An inferred type is not told, so it is not accepted.
    private static func annotatesSendable(_ member: MemberDecl, in file: LintFile, _ index: PackageIndex) -> Bool {
        let tokens = file.tokens
        guard var position = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return false }
        while position + 1 < tokens.count, !(tokens[position].text == member.name && tokens[position + 1].text == ":") {
            guard tokens[position].text != "=", tokens[position].text != "{", position < tokens.count - 2 else { return false }
            position += 1
        }
        position += 2
        let start = position
        var depth = 0
        var isFunction = false
        var names: [String] = []
        while position < tokens.count {
            let token = tokens[position]
            if depth == 0, position > start, token.startsLine || ["=", "{", ";"].contains(token.text) { break }
            switch token.text {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "->": isFunction = true
            default: break
            }
            if token.kind == .identifier, position == start || tokens[position - 1].text != "." { names.append(token.text) }
            position += 1
        }
        guard position > start else { return false }
        // A `@Sendable` closure is `Sendable` whatever it takes and returns (`(@Sendable () -> Void)?` included).
        if isFunction {
            let first = tokens[start..<position].first { $0.text != "(" }
            return first?.kind == .attribute && first?.text == "Sendable"
        }
        return !names.isEmpty && names.allSatisfy { isSendable($0, in: file, index) }
    }

    private static func isSendable(_ name: String, in file: LintFile, _ index: PackageIndex) -> Bool {
        if standardSendables.contains(name) { return true }
        if isSendableFunctionAlias(name, in: file.tokens) { return true }
        let declarations = index.declarations(named: name).filter { $0.kind != .extension }
        guard !declarations.isEmpty else { return false }
        let refinesSendable = index.supertypes(of: name).contains("Sendable")
        return declarations.allSatisfy { declaration in
            switch declaration.kind {
            case .struct, .enum: return true
            case .protocol, .class, .actor: return declaration.kind == .actor || refinesSendable
            default: return false
            }
        }
    }

    /// `typealias Name = @Sendable (…) -> …` in the file.
    private static func isSendableFunctionAlias(_ name: String, in tokens: [Token]) -> Bool {
        tokens.indices.contains { offset in
            offset + 3 < tokens.count && tokens[offset].text == "typealias" && tokens[offset + 1].text == name && tokens[offset + 2].text == "="
                && tokens[offset + 3].kind == .attribute && tokens[offset + 3].text == "Sendable"
        }
    }

    private static let standardSendables: Set<String> = [
        "String", "Substring", "Character", "Int", "Double", "Float", "Bool", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "CGFloat", "Data", "Date", "URL", "UUID", "Decimal", "TimeInterval", "Array", "Set", "Dictionary", "Optional",
        "JSONEncoder", "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder", "URLError", "Sendable", "Never", "Void",
    ]
}
